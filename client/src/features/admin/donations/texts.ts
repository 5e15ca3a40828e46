import { defineTexts } from "@/i18n/texts";

/**
 * The Donations tab of the administration. Its statuses, impact tiers, currencies, languages and
 * the fields it shares with other areas are the shell's `labels` (the words of the donation page).
 */
const en = {
  filters: "Filter donations",
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
  columns: { date: "Date", amount: "Amount", tier: "Impact tier" },
  noTier: "Own amount",
};

const fr: typeof en = {
  filters: "Filtrer les dons",
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
  columns: { date: "Date", amount: "Montant", tier: "Palier d’impact" },
  noTier: "Montant libre",
};

export const texts = defineTexts(en, fr);
