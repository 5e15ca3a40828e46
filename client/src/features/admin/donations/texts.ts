import { defineTexts } from "@/i18n/texts";

/**
 * The Donations tab of the administration. Its statuses, impact tiers, currencies, languages, how
 * a donation was paid and the fields it shares with other areas are the shell's `labels` (the
 * words of the donation page); the words of recording a payment and of its history, its `payment`.
 */
const en = {
  filters: "Filter donations",
  search: "Search by donor’s e-mail or name",
  clearSearch: "Clear the search",
  currency: "Currency",
  from: "From",
  to: "To",
  reset: "Reset",
  toBeforeFrom: "The end date must be on or after the start date.",
  totals: "Totals",
  count: "Count",
  counts: {
    received: "Money received",
    pending: "Not paid yet",
    failed: "Failed",
    all: "Every donation, paid or not",
  },
  /** What the totals add up, said under them. */
  countedHint: {
    received: "Money received only: the succeeded donations of the filter, in each currency.",
    pending: "Gifts not paid yet (pending or being processed), in each currency: promised, not received.",
    failed: "Failed payments, in each currency: no money was received.",
    all: "Every donation of the filter, paid or not, in each currency: more than the money received.",
  },
  notCountedOne: "{count} donation listed below is not counted here.",
  notCountedMany: "{count} donations listed below are not counted here.",
  noTotals: {
    received: "No money received for this filter.",
    pending: "No gift waiting for payment for this filter.",
    failed: "No failed donation for this filter.",
    all: "No donations for this filter.",
  },
  donationsOne: "{count} donation",
  donationsMany: "{count} donations",
  listLabel: "Donations",
  pagerLabel: "Pages of donations",
  empty: "No donations.",
  emptyFiltered: "No donations match this filter.",
  exportHint: "The export holds every donation listed with this filter, of every page and status, whatever the totals count.",
  columns: { date: "Date", amount: "Amount", tier: "Impact tier" },
  noTier: "Own amount",
  columnPayment: "Payment",
  columnActions: "Actions",
  noPayment: "No payment yet",
  /** Recording a payment for a pledged donation; the rest of the dialog is the shell's `payment`. */
  record: {
    buttonFor: "Record a payment for the donation of {amount} from {donor}",
    description: "Donation of {amount} from {donor}. A payment made elsewhere — cash, bank transfer, mobile money to the foundation’s number — counts as an online payment.",
    paid: "The donation of {amount} from {donor} is now paid.",
  },
  offline: {
    button: "Add an offline donation",
    title: "Add an offline donation",
    description: "A donation received in cash, by bank transfer or by mobile money to the foundation’s number: it is added as paid, and counts in the totals.",
    donorName: "Donor’s name (optional)",
    tier: "Impact tier (optional)",
    language: "Donor’s language",
    submit: "Add the donation",
    submitting: "Adding…",
    failed: "The donation could not be added. Try again.",
    recorded: "Donation recorded",
    recordedDescription: "{amount} from {donor}, paid.",
  },
};

const fr: typeof en = {
  filters: "Filtrer les dons",
  search: "Rechercher par e-mail ou nom du donateur",
  clearSearch: "Effacer la recherche",
  currency: "Devise",
  from: "Du",
  to: "Au",
  reset: "Réinitialiser",
  toBeforeFrom: "La date de fin doit être égale ou postérieure à la date de début.",
  totals: "Totaux",
  count: "Compter",
  counts: {
    received: "L’argent reçu",
    pending: "Les dons pas encore payés",
    failed: "Les dons échoués",
    all: "Tous les dons, payés ou non",
  },
  countedHint: {
    received: "L’argent reçu seulement\u00a0: les dons réussis du filtre, par devise.",
    pending: "Les dons pas encore payés (en attente ou en cours), par devise\u00a0: promis, pas reçus.",
    failed: "Les paiements échoués, par devise\u00a0: aucun argent n’a été reçu.",
    all: "Tous les dons du filtre, payés ou non, par devise\u00a0: plus que l’argent reçu.",
  },
  notCountedOne: "{count}\u00a0don de la liste ci-dessous n’est pas compté ici.",
  notCountedMany: "{count}\u00a0dons de la liste ci-dessous ne sont pas comptés ici.",
  noTotals: {
    received: "Aucun argent reçu pour ce filtre.",
    pending: "Aucun don en attente de paiement pour ce filtre.",
    failed: "Aucun don échoué pour ce filtre.",
    all: "Aucun don pour ce filtre.",
  },
  donationsOne: "{count}\u00a0don",
  donationsMany: "{count}\u00a0dons",
  listLabel: "Dons",
  pagerLabel: "Pages des dons",
  empty: "Aucun don.",
  emptyFiltered: "Aucun don ne correspond à ce filtre.",
  exportHint: "L’export contient tous les dons listés avec ce filtre, de toutes les pages et de tous les statuts, quoi que comptent les totaux.",
  columns: { date: "Date", amount: "Montant", tier: "Palier d’impact" },
  noTier: "Montant libre",
  columnPayment: "Paiement",
  columnActions: "Actions",
  noPayment: "Aucun paiement pour l’instant",
  record: {
    buttonFor: "Enregistrer un paiement pour le don de {amount} de {donor}",
    description:
      "Don de {amount} de {donor}. Un paiement fait ailleurs — espèces, virement, mobile money au numéro de la fondation — compte comme un paiement en ligne.",
    paid: "Le don de {amount} de {donor} est désormais payé.",
  },
  offline: {
    button: "Ajouter un don reçu hors ligne",
    title: "Ajouter un don reçu hors ligne",
    description:
      "Un don reçu en espèces, par virement ou par mobile money au numéro de la fondation\u00a0: il est ajouté comme payé et compte dans les totaux.",
    donorName: "Nom du donateur (facultatif)",
    tier: "Palier d’impact (facultatif)",
    language: "Langue du donateur",
    submit: "Ajouter le don",
    submitting: "Ajout…",
    failed: "Le don n’a pas pu être ajouté. Réessayez.",
    recorded: "Don enregistré",
    recordedDescription: "{amount} de {donor}, payé.",
  },
};

export const texts = defineTexts(en, fr);
