/**
 * The words of the documents the server makes (donation receipts, membership attestations), in
 * English and French. French is typed against English (`satisfies Texts`), so a missing key is a
 * type error; server/documents/texts.test.ts checks the placeholders and French typography.
 * `{name}` placeholders are filled by `fill`.
 */
import type { MembershipCategory, MobileOperator, PayableKind } from "../../shared/domain";

/** What a receipt is for: a gift, or dues (an application's or a renewed year's). */
export type ReceiptKind = Exclude<PayableKind, "membership_year">;

const en = {
  receipt: {
    title: { donation: "Donation receipt", membership: "Receipt for membership dues" } satisfies Record<ReceiptKind, string>,
    number: "Receipt no. {number}",
    receivedFrom: "Received from",
    email: "E-mail",
    amount: "Amount received",
    date: "Date of payment",
    method: "Payment method",
    reference: "Payment reference",
    tier: "Impact tier",
    dues: "Membership",
    /** The year paid, and until when it makes a member (docs/decisions/015-which-year-dues-pay.md). */
    duesFor: "Dues {year} — valid until 31 December {year} ({category})",
    thanks: {
      donation: "{foundation} thanks you for your gift. It goes to the training programmes of the foundation in Benin and West Africa.",
      membership: "{foundation} thanks you for your membership dues and for your support.",
    } satisfies Record<ReceiptKind, string>,
    acknowledgement:
      "This receipt acknowledges that {foundation} received the amount above. It is issued once for this payment, under the number shown; keep it for your records.",
    /** The payment refunded or voided (docs/decisions/016-paid-twice-refunds-and-voids.md). */
    cancelled: {
      refunded: "CANCELLED on {date}: this payment was refunded.",
      voided: "CANCELLED on {date}: this payment was recorded by mistake.",
    },
    cancelledNote: "This receipt no longer acknowledges any amount received. Its number is not given again.",
  },
  attestation: {
    title: "Membership certificate",
    statement: "{foundation}, a non-profit association of Cotonou (Republic of Benin), certifies that",
    member: "is a member of the association for the membership year {year}, in the category:",
    since: "Member since",
    country: "Country",
    year: "Membership year",
    category: "Category",
    purpose: "This certificate is issued to the member to serve any lawful purpose.",
    madeAt: "Cotonou, {date}",
    signature: "For the Executive Board",
  },
  categories: {
    founder: "Founding member",
    honorary: "Honorary member",
    patron: "Patron",
    adherent_individual: "Member (individual)",
    adherent_organization: "Member (organisation)",
    active: "Active member",
  } satisfies Record<MembershipCategory, string>,
  operators: { mtn: "MTN Mobile Money", moov: "Moov Money", celtiis: "Celtiis Cash" } satisfies Record<MobileOperator, string>,
  contact: "Questions: {email} · {website}",
  page: "{foundation} · {address}",
  address: "Cotonou, Benin",
  errors: {
    receiptNotFound: "No receipt: this payment does not exist or has not succeeded.",
    attestationNotFound: "No certificate: this membership does not exist or is not active.",
    linkNotFound: "This link is not valid. Check that it was copied whole.",
    linkExpired: "This link has expired. Write to {email} for a new one.",
  },
};

export type Texts = typeof en;

const fr = {
  receipt: {
    title: { donation: "Reçu de don", membership: "Reçu de cotisation" },
    number: "Reçu n° {number}",
    receivedFrom: "Reçu de",
    email: "E-mail",
    amount: "Montant reçu",
    date: "Date du paiement",
    method: "Moyen de paiement",
    reference: "Référence du paiement",
    tier: "Palier d’impact",
    dues: "Adhésion",
    duesFor: "Cotisation {year} — valable jusqu’au 31 décembre {year} ({category})",
    thanks: {
      donation: "{foundation} vous remercie de votre don. Il finance les programmes de formation de la fondation au Bénin et en Afrique de l’Ouest.",
      membership: "{foundation} vous remercie de votre cotisation et de votre soutien.",
    },
    acknowledgement:
      "Ce reçu atteste que {foundation} a reçu le montant ci-dessus. Il est établi une seule fois pour ce paiement, sous le numéro indiqué\u00a0; conservez-le.",
    cancelled: {
      refunded: "ANNULÉ le {date}\u00a0: ce paiement a été remboursé.",
      voided: "ANNULÉ le {date}\u00a0: ce paiement avait été enregistré par erreur.",
    },
    cancelledNote: "Ce reçu n’atteste plus aucun montant reçu. Son numéro n’est pas réattribué.",
  },
  attestation: {
    title: "Attestation d’adhésion",
    statement: "{foundation}, association à but non lucratif de Cotonou (République du Bénin), atteste que",
    member: "est membre de l’association pour l’année d’adhésion {year}, dans la catégorie\u00a0:",
    since: "Membre depuis le",
    country: "Pays",
    year: "Année d’adhésion",
    category: "Catégorie",
    purpose: "La présente attestation est délivrée à l’intéressé(e) pour servir et valoir ce que de droit.",
    madeAt: "Fait à Cotonou, le {date}",
    signature: "Pour le Bureau exécutif",
  },
  categories: {
    founder: "Membre fondateur",
    honorary: "Membre d’honneur",
    patron: "Membre bienfaiteur",
    adherent_individual: "Membre adhérent (individuel)",
    adherent_organization: "Membre adhérent (organisation)",
    active: "Membre actif",
  },
  operators: { mtn: "MTN Mobile Money", moov: "Moov Money", celtiis: "Celtiis Cash" },
  contact: "Questions\u00a0: {email} · {website}",
  page: "{foundation} · {address}",
  address: "Cotonou, Bénin",
  errors: {
    receiptNotFound: "Aucun reçu\u00a0: ce paiement n’existe pas ou n’a pas abouti.",
    attestationNotFound: "Aucune attestation\u00a0: cette adhésion n’existe pas ou n’est pas active.",
    linkNotFound: "Ce lien n’est pas valide. Vérifiez qu’il a été copié en entier.",
    linkExpired: "Ce lien a expiré. Écrivez à {email} pour en recevoir un nouveau.",
  },
} satisfies Texts;

export const documentTexts = { en, fr };

