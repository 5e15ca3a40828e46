import { defineTexts } from "@/i18n/texts";

/**
 * The Members tab of the administration: the list, its filters, approving and editing a member.
 * Statuses, categories, languages, how dues were paid and the fields other areas show too are the
 * shell's `labels`; the words of recording a payment and of its history, its `payment`.
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
  /** Recording dues paid elsewhere; the rest of the dialog is the shell's `payment`. */
  record: {
    buttonFor: "Record a payment for {name}",
    description: "Dues of {name}: {amount}. A payment made elsewhere — cash, bank transfer, mobile money to the foundation’s number — counts as an online payment: the member becomes active.",
    active: "{name} is now an active member.",
  },
  dues: {
    title: "Were the dues paid?",
    body: "{name} has not paid the dues of {amount} online. If they were paid another way, record the payment: the member becomes active with it.",
    record: "Record the payment",
    approveAnyway: "Approve without payment",
  },
  /** The filters on category, country and dues (the statuses and categories are the shell's `labels`). */
  filter: {
    anyCategory: "Any category",
    anyCountry: "Any country",
    dues: "Dues",
    anyDues: "Paid or not",
    paid: "Paid",
    unpaid: "Not paid",
  },
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
  record: {
    buttonFor: "Enregistrer un paiement pour {name}",
    description:
      "Cotisation de {name}\u00a0: {amount}. Un paiement fait ailleurs — espèces, virement, mobile money au numéro de la fondation — compte comme un paiement en ligne\u00a0: l’adhésion devient active.",
    active: "L’adhésion de {name} est désormais active.",
  },
  dues: {
    title: "La cotisation a-t-elle été payée\u00a0?",
    body: "{name} n’a pas payé en ligne la cotisation de {amount}. Si elle a été payée autrement, enregistrez le paiement\u00a0: l’adhésion devient active avec lui.",
    record: "Enregistrer le paiement",
    approveAnyway: "Approuver sans paiement",
  },
  filter: {
    anyCategory: "Toutes les catégories",
    anyCountry: "Tous les pays",
    dues: "Cotisation",
    anyDues: "Payée ou non",
    paid: "Payée",
    unpaid: "Non payée",
  },
};

export const texts = defineTexts(en, fr);
export type MembersTexts = typeof en;
