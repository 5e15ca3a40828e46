import { defineTexts } from "@/i18n/texts";

/** The private renewal page (the link of a renewal mail). */
const en = {
  lead: "Your membership keeps the foundation going: thank you for renewing.",
  loading: "Loading your renewal…",
  member: "Member",
  year: "Membership year",
  category: "Category",
  amount: "Dues",
  pay: "Pay my dues",
  payTitle: "Pay your dues for {year}",
  intro: "Pay your dues for {year} by mobile money (MTN, Moov, Celtiis) or by card. You are a member in good standing until December 31, {year} once they are paid.",
  alreadyPaid: "Your dues for {year} are already paid: there is nothing to pay. You are a member until December 31, {year}.",
  dues: "Dues {year} — valid until December 31, {year}",
  myPage: "Your membership page",
  notFound: "This renewal link does not exist (any more). Write to us and we will send you a new one.",
  badLink: "This renewal link is not complete: open it again from your e-mail, or write to us.",
  expired: "This renewal link has ended: renewal links work for {days} days. Ask for a new one on your membership page: enter your e-mail address there and we mail you a link to your page, where you can renew.",
  askNew: "Ask for a new link",
  erased: "This renewal is no longer available: the member’s data was erased at their request. Nothing can be paid through this link.",
  failed: "Your renewal could not be loaded. Check your connection and try again.",
  retry: "Try again",
  contact: "Write to us",
};

const fr = {
  lead: "Votre adhésion fait vivre la fondation\u00a0: merci de la renouveler.",
  loading: "Chargement de votre renouvellement…",
  member: "Membre",
  year: "Année d’adhésion",
  category: "Catégorie",
  amount: "Cotisation",
  pay: "Régler ma cotisation",
  payTitle: "Régler votre cotisation {year}",
  intro: "Réglez votre cotisation {year} par mobile money (MTN, Moov, Celtiis) ou par carte. Une fois réglée, vous êtes membre à jour jusqu’au 31\u00a0décembre {year}.",
  alreadyPaid: "Votre cotisation {year} est déjà réglée\u00a0: il n’y a rien à payer. Vous êtes membre jusqu’au 31\u00a0décembre {year}.",
  dues: "Cotisation {year} — valable jusqu’au 31\u00a0décembre {year}",
  myPage: "Votre page de membre",
  notFound: "Ce lien de renouvellement n’existe pas (ou plus). Écrivez-nous et nous vous en enverrons un nouveau.",
  badLink: "Ce lien de renouvellement est incomplet\u00a0: ouvrez-le de nouveau depuis votre courriel, ou écrivez-nous.",
  expired: "Ce lien de renouvellement a expiré\u00a0: les liens de renouvellement fonctionnent {days}\u00a0jours. Demandez-en un nouveau sur votre page de membre\u00a0: saisissez-y votre adresse e-mail et nous vous envoyons un lien vers votre page, d’où vous pouvez renouveler.",
  askNew: "Demander un nouveau lien",
  erased: "Ce renouvellement n’est plus disponible\u00a0: les données du membre ont été effacées à sa demande. Rien ne peut être réglé par ce lien.",
  failed: "Votre renouvellement n’a pas pu être chargé. Vérifiez votre connexion et réessayez.",
  retry: "Réessayer",
  contact: "Nous écrire",
};

export const texts = defineTexts(en, fr);
