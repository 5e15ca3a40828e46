/**
 * The domain's words, said once in each language: the pages, the admin, the CSV exports, the mails
 * and the documents all name a category, a status, a way of paying, an operator, an impact tier, a
 * currency or a language from here. Category and tier names are the specification's (as /join and
 * /donate show them); French keeps "Membre actif" for the category, beside the status "Actif".
 * Small on purpose: a public page that names a category carries only this.
 */
import type {
  ContactStatus,
  Currency,
  DonationStatus,
  ImpactTier,
  Language,
  MembershipCategory,
  MembershipStatus,
  MobileOperator,
  PaymentMethod,
  PaymentProviderName,
} from "./domain";
import { onlineProviderNames } from "./payment-providers";

const en = {
  category: {
    adherent_individual: "Individual (natural person)",
    adherent_organization: "Organization (legal person)",
    patron: "Patron (benefactor)",
    founder: "Founder",
    honorary: "Honorary",
    active: "Active Member",
  } satisfies Record<MembershipCategory, string>,
  membershipStatus: { pending: "Pending", active: "Active", inactive: "Inactive" } satisfies Record<MembershipStatus, string>,
  donationStatus: {
    pending: "Pending",
    processing: "Processing",
    succeeded: "Succeeded",
    failed: "Failed",
    refunded: "Refunded",
    canceled: "Voided",
  } satisfies Record<DonationStatus, string>,
  contactStatus: { new: "New", read: "Read", replied: "Replied" } satisfies Record<ContactStatus, string>,
  tier: { train_learner: "Train 1 Learner", equip_lab: "Equip a Lab Seat", fund_cohort: "Fund a Women Cohort" } satisfies Record<ImpactTier, string>,
  method: {
    card: "Card",
    mobile_money: "Mobile money",
    cash: "Cash",
    bank_transfer: "Bank transfer",
    mobile_money_transfer: "Mobile money to the foundation’s number",
    other: "Other",
  } satisfies Record<PaymentMethod, string>,
  provider: { ...onlineProviderNames("en"), staff: "Recorded by staff" } satisfies Record<PaymentProviderName, string>,
  /** Mobile-money operators as their statements name them. */
  operator: { mtn: "MTN Mobile Money", moov: "Moov Money", celtiis: "Celtiis Cash" } satisfies Record<MobileOperator, string>,
  /** A currency as a reader calls it (the CFA franc by its symbol, as amounts show it). */
  currency: { USD: "USD", EUR: "EUR", CAD: "CAD", XOF: "FCFA" } satisfies Record<Currency, string>,
  /** A language as this language names it ("French", "anglais"). */
  language: { en: "English", fr: "French" } satisfies Record<Language, string>,
};

export type Vocabulary = typeof en;

const fr: Vocabulary = {
  category: {
    adherent_individual: "Individuel",
    adherent_organization: "Organisation",
    patron: "Bienfaiteur",
    founder: "Fondateur",
    honorary: "Honneur",
    active: "Membre actif",
  },
  membershipStatus: { pending: "En attente", active: "Actif", inactive: "Inactif" },
  donationStatus: { pending: "En attente", processing: "En cours", succeeded: "Réussi", failed: "Échoué", refunded: "Remboursé", canceled: "Annulé" },
  contactStatus: { new: "Nouveau", read: "Lu", replied: "Répondu" },
  tier: { train_learner: "Former 1 apprenant", equip_lab: "Équiper un poste de laboratoire", fund_cohort: "Financer une cohorte de femmes" },
  method: {
    card: "Carte",
    mobile_money: "Mobile money",
    cash: "Espèces",
    bank_transfer: "Virement bancaire",
    mobile_money_transfer: "Mobile money au numéro de la fondation",
    other: "Autre",
  },
  provider: { ...onlineProviderNames("fr"), staff: "Enregistré par l’équipe" },
  operator: { mtn: "MTN Mobile Money", moov: "Moov Money", celtiis: "Celtiis Cash" },
  currency: { USD: "USD", EUR: "EUR", CAD: "CAD", XOF: "FCFA" },
  language: { en: "anglais", fr: "français" },
};

export const vocabulary = { en, fr } satisfies Record<Language, Vocabulary>;
