import { defineTexts } from "@/i18n/texts";

/** The /my-data page (docs/rules.md R53): what the site holds, a copy, an erasure. */
const en = {
  holds: {
    title: "What we hold about you",
    intro: "Depending on what you did on this site, we may hold, under your e-mail address:",
    items: [
      "your membership: name, address, country, category, the applications you made and the years you paid;",
      "your donations and payments: amounts, dates, how you paid (and the phone number of a mobile money payment), receipt numbers;",
      "the messages you wrote to us, and our replies;",
      "your newsletter sign-up;",
      "the mails we sent you: which, when, and whether they left.",
    ],
  },
  address: "For the address {email}",
  noLink: "To ask for a copy of your data or its erasure, open this page from the link at the bottom of any mail we sent you: it shows that the address is yours.",
  checking: "Checking your link…",
  unavailable: "This page could not reach our server. Check your connection and reload the page.",
  /** The address's data was erased at the person's request (docs/rules.md R53). */
  erased:
    "Your data was erased at your request: we hold nothing more under this address, except what the accounts must keep without your name or address (the amounts, dates and receipt numbers of payments).",
  actions: {
    title: "What you can ask",
    intro: "We complete every request within 30 days and write to you when it is done.",
    copy: "Send me a copy",
    copyHint: "We send you a file of everything we hold about this address.",
    erase: "Erase my data",
    eraseHint: "We erase your name, address, phone number and messages.",
  },
  confirm: {
    title: "Erase your data?",
    text: "Your name, e-mail address, country, phone number, messages and newsletter sign-up will be erased, and we will no longer write to you.",
    kept: "The accounts must keep the amounts, dates and receipt numbers of your payments and donations: they stay, without your name or address.",
    yes: "Yes, erase my data",
    cancel: "Cancel",
  },
  open: {
    title: "Your requests in progress",
    copy: "A copy of your data, asked on {date}: by {due} at the latest.",
    erasure: "The erasure of your data, asked on {date}: by {due} at the latest.",
  },
  failed: "Your request could not be sent. Try again in a moment.",
};

const fr: typeof en = {
  holds: {
    title: "Ce que nous détenons à votre sujet",
    intro: "Selon ce que vous avez fait sur ce site, nous pouvons détenir, sous votre adresse électronique\u00a0:",
    items: [
      "votre adhésion\u00a0: nom, adresse, pays, catégorie, les demandes faites et les années payées\u00a0;",
      "vos dons et paiements\u00a0: montants, dates, moyen de paiement (et le numéro de téléphone d’un paiement par mobile money), numéros de reçu\u00a0;",
      "les messages que vous nous avez écrits, et nos réponses\u00a0;",
      "votre inscription à la lettre d’information\u00a0;",
      "les courriels que nous vous avons envoyés\u00a0: lesquels, quand, et s’ils sont partis.",
    ],
  },
  address: "Pour l’adresse {email}",
  noLink: "Pour demander une copie de vos données ou leur effacement, ouvrez cette page depuis le lien au bas de n’importe quel courriel que nous vous avons envoyé\u00a0: il montre que l’adresse est la vôtre.",
  checking: "Vérification de votre lien…",
  unavailable: "Cette page n’a pas pu joindre notre serveur. Vérifiez votre connexion et rechargez la page.",
  erased:
    "Vos données ont été effacées à votre demande\u00a0: nous ne détenons plus rien sous cette adresse, sauf ce que la comptabilité doit garder sans votre nom ni votre adresse (les montants, dates et numéros de reçu des paiements).",
  actions: {
    title: "Ce que vous pouvez demander",
    intro: "Nous traitons chaque demande sous 30\u00a0jours et vous écrivons une fois que c’est fait.",
    copy: "M’envoyer une copie",
    copyHint: "Nous vous envoyons un fichier de tout ce que nous détenons sur cette adresse.",
    erase: "Effacer mes données",
    eraseHint: "Nous effaçons votre nom, votre adresse, votre numéro de téléphone et vos messages.",
  },
  confirm: {
    title: "Effacer vos données\u00a0?",
    text: "Votre nom, votre adresse électronique, votre pays, votre numéro de téléphone, vos messages et votre inscription à la lettre d’information seront effacés, et nous ne vous écrirons plus.",
    kept: "La comptabilité doit garder les montants, dates et numéros de reçu de vos paiements et de vos dons\u00a0: ils restent, sans votre nom ni votre adresse.",
    yes: "Oui, effacer mes données",
    cancel: "Annuler",
  },
  open: {
    title: "Vos demandes en cours",
    copy: "Une copie de vos données, demandée le {date}\u00a0: au plus tard le {due}.",
    erasure: "L’effacement de vos données, demandé le {date}\u00a0: au plus tard le {due}.",
  },
  failed: "Votre demande n’a pas pu être envoyée. Réessayez dans un instant.",
};

export const texts = defineTexts(en, fr);
