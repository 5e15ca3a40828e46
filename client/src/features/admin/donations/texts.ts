import { defineTexts } from "@/i18n/texts";

/**
 * The Donations tab of the administration. The impact tiers and statuses use the words of the
 * donation page and of the CSV export.
 */
const en = {
  filters: "Filter donations",
  status: "Status",
  currency: "Currency",
  from: "From",
  to: "To",
  reset: "Reset",
  toBeforeFrom: "The end date must be on or after the start date.",
  totals: "Totals",
  totalsHint: "Every donation the filter selects, in each currency; filter by “Succeeded” for the money received.",
  noTotals: "No donations for this filter.",
  donationsOne: "{count} donation",
  donationsMany: "{count} donations",
  listLabel: "Donations",
  pagerLabel: "Pages of donations",
  empty: "No donations.",
  emptyFiltered: "No donations match this filter.",
  exportHint: "The export holds every donation of the filter, not only this page.",
  columns: { date: "Date", email: "E-mail", amount: "Amount", tier: "Impact tier", status: "Status", language: "Language" },
  statuses: { pending: "Pending", processing: "Processing", succeeded: "Succeeded", failed: "Failed" },
  currencies: { USD: "USD", EUR: "EUR", CAD: "CAD", XOF: "FCFA" },
  tiers: { train_learner: "Train 1 Learner", equip_lab: "Equip a Lab Seat", fund_cohort: "Fund a Women Cohort" },
  noTier: "Own amount",
  languages: { en: "English", fr: "French" },
};

const fr: typeof en = {
  filters: "Filtrer les dons",
  status: "Statut",
  currency: "Devise",
  from: "Du",
  to: "Au",
  reset: "Réinitialiser",
  toBeforeFrom: "La date de fin doit être égale ou postérieure à la date de début.",
  totals: "Totaux",
  totalsHint: "Tous les dons que le filtre retient, par devise\u00a0; filtrez sur «\u00a0Réussi\u00a0» pour l’argent reçu.",
  noTotals: "Aucun don pour ce filtre.",
  donationsOne: "{count}\u00a0don",
  donationsMany: "{count}\u00a0dons",
  listLabel: "Dons",
  pagerLabel: "Pages des dons",
  empty: "Aucun don.",
  emptyFiltered: "Aucun don ne correspond à ce filtre.",
  exportHint: "L’export contient tous les dons du filtre, pas seulement cette page.",
  columns: { date: "Date", email: "E-mail", amount: "Montant", tier: "Palier d’impact", status: "Statut", language: "Langue" },
  statuses: { pending: "En attente", processing: "En cours", succeeded: "Réussi", failed: "Échoué" },
  currencies: { USD: "USD", EUR: "EUR", CAD: "CAD", XOF: "FCFA" },
  tiers: { train_learner: "Former 1 apprenant", equip_lab: "Équiper un poste de laboratoire", fund_cohort: "Financer une cohorte de femmes" },
  noTier: "Montant libre",
  languages: { en: "Anglais", fr: "Français" },
};

export const texts = defineTexts(en, fr);
