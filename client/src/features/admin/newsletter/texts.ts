import { defineTexts } from "@/i18n/texts";

/** The Newsletter tab of the administration: who signed up for the newsletter, on the site's forms. */
const en = {
  intro: "Addresses signed up through the newsletter form of the site, newest first.",
  listLabel: "Newsletter sign-ups",
  pagerLabel: "Pages of sign-ups",
  searchForm: "Search the sign-ups",
  search: "Search by e-mail",
  clearSearch: "Clear the search",
  searchingFor: "Results for “{q}”",
  count: { one: "{count} address", other: "{count} addresses" },
  empty: "Nobody has signed up for the newsletter yet.",
  emptyFiltered: "No address matches this search.",
  signedUp: "Signed up on {date}",
  exportCsvHint: "Exports the addresses of the current search.",
  remove: "Remove",
  removeFor: "Remove {email}",
  confirmTitle: "Remove this address?",
  confirmText: "{email} will receive no more newsletters. Do this when its owner asks to be removed; they can sign up again later.",
  confirmAction: "Remove the address",
  removing: "Removing…",
  removeFailed: "The address could not be removed.",
};

const fr: typeof en = {
  intro: "Les adresses inscrites avec le formulaire de lettre d’information du site, les plus récentes d’abord.",
  listLabel: "Inscriptions à la lettre d’information",
  pagerLabel: "Pages des inscriptions",
  searchForm: "Rechercher dans les inscriptions",
  search: "Rechercher par e-mail",
  clearSearch: "Effacer la recherche",
  searchingFor: "Résultats pour «\u00a0{q}\u00a0»",
  count: { one: "{count}\u00a0adresse", other: "{count}\u00a0adresses" },
  empty: "Personne n’est encore inscrit à la lettre d’information.",
  emptyFiltered: "Aucune adresse ne correspond à cette recherche.",
  signedUp: "Inscrit le {date}",
  exportCsvHint: "Exporte les adresses de la recherche en cours.",
  remove: "Retirer",
  removeFor: "Retirer {email}",
  confirmTitle: "Retirer cette adresse\u00a0?",
  confirmText: "{email} ne recevra plus la lettre d’information. À faire quand son titulaire demande à être retiré\u00a0; il pourra se réinscrire plus tard.",
  confirmAction: "Retirer l’adresse",
  removing: "Retrait…",
  removeFailed: "L’adresse n’a pas pu être retirée.",
};

export const texts = defineTexts(en, fr);
