import { defineTexts } from "@/i18n/texts";

/**
 * The Members tab of the administration: the list, its filters, approving and editing a member.
 * Statuses, categories, languages and the fields other areas show too are the shell's `labels`.
 */
const en = {
  listLabel: "Members",
  filters: "Filter the members",
  search: "Search by name or e-mail",
  clearSearch: "Clear the search",
  searchingFor: "Results for “{q}”",
  count: {
    one: "1 member",
    other: "{count} members",
  },
  empty: "No member matches these filters.",
  emptyAll: "No membership application yet.",
  columns: {
    member: "Member",
    actions: "Actions",
  },
  fields: {
    dues: "Dues",
    applied: "Applied on",
  },
  payment: {
    none: "No dues online",
    paid: "Paid on {date}",
    pending: "Not paid",
    processing: "Payment in progress",
    failed: "Payment failed",
  },
  approve: "Approve",
  approveMember: "Approve {name}",
  editMember: "Edit {name}",
  editTitle: "Edit member",
  editDescription: "{name}, applied on {date}.",
  updated: "Member updated",
  updateFailed: "Failed to update member.",
  exportCsvHint: "Exports the members of the current filters.",
};

const fr: typeof en = {
  listLabel: "Membres",
  filters: "Filtrer les membres",
  search: "Rechercher par nom ou e-mail",
  clearSearch: "Effacer la recherche",
  searchingFor: "Résultats pour «\u00a0{q}\u00a0»",
  count: {
    one: "1 membre",
    other: "{count} membres",
  },
  empty: "Aucun membre ne correspond à ces filtres.",
  emptyAll: "Aucune demande d’adhésion pour l’instant.",
  columns: {
    member: "Membre",
    actions: "Actions",
  },
  fields: {
    dues: "Cotisation",
    applied: "Date de demande",
  },
  payment: {
    none: "Pas de cotisation en ligne",
    paid: "Payée le {date}",
    pending: "Non payée",
    processing: "Paiement en cours",
    failed: "Paiement échoué",
  },
  approve: "Approuver",
  approveMember: "Approuver {name}",
  editMember: "Modifier {name}",
  editTitle: "Modifier le membre",
  editDescription: "{name}, demande du {date}.",
  updated: "Membre mis à jour",
  updateFailed: "Échec de la mise à jour du membre.",
  exportCsvHint: "Exporte les membres des filtres en cours.",
};

export const texts = defineTexts(en, fr);
export type MembersTexts = typeof en;
