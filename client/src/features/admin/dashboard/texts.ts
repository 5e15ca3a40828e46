import { defineTexts } from "@/i18n/texts";

/**
 * The dashboard: what the database holds, what came in lately, and who changed what (the audit
 * list's sentences are audit/texts.ts).
 */
const en = {
  stats: {
    heading: "At a glance",
    members: "Members",
    membersTotal: { one: "member in all", other: "members in all" },
    donations: "Donations",
    donationsCount: { one: "succeeded donation", other: "succeeded donations" },
    donationsByCurrency: "Received, by currency",
    donationsInCurrency: "{count} in {currency}",
    noDonations: "No donation received yet.",
    donationsPending: { one: "{count} gift not paid yet, not counted", other: "{count} gifts not paid yet, not counted" },
    messages: "Messages",
    messagesNew: { one: "new message", other: "new messages" },
    messagesTotal: "{total} in all",
    programs: "Programs",
    programsPublished: { one: "published", other: "published" },
    programsTotal: "{total} in all",
    openMembers: "See the members",
    openDonations: "See the donations",
    openMessages: "See the messages",
    openPrograms: "See the programs",
  },
  activity: {
    heading: "Recent activity",
    intro: "The latest membership applications, donations and messages, newest first.",
    empty: "Nothing has come in yet.",
    kinds: {
      membership: "Membership application",
      donation: "Donation",
      contact: "Message",
    },
    status: "Status:",
  },
  audit: {
    heading: "Audit log",
    intro: "Every change made in the administration: who made it, to which record, and when.",
    empty: "No change has been recorded yet.",
    pager: "Audit log pages",
    changes: "Changes",
    filters: "Filter the audit log",
    who: "Who",
    kind: "Kind of record",
    action: "Action",
    /** Who made a change from their own membership page (no administrator). */
    byMember: "A member, on their page",
    noMatch: "No change matches these filters.",
    exportHint: "The entries these filters select, newest first, with each change on its own line.",
  },
};

const fr: typeof en = {
  stats: {
    heading: "En bref",
    members: "Membres",
    membersTotal: { one: "membre au total", other: "membres au total" },
    donations: "Dons",
    donationsCount: { one: "don réussi", other: "dons réussis" },
    donationsByCurrency: "Reçus, par devise",
    donationsInCurrency: "{count} en {currency}",
    noDonations: "Aucun don reçu pour l’instant.",
    donationsPending: { one: "{count}\u00a0don pas encore payé, non compté", other: "{count}\u00a0dons pas encore payés, non comptés" },
    messages: "Messages",
    messagesNew: { one: "nouveau message", other: "nouveaux messages" },
    messagesTotal: "{total} au total",
    programs: "Programmes",
    programsPublished: { one: "publié", other: "publiés" },
    programsTotal: "{total} au total",
    openMembers: "Voir les membres",
    openDonations: "Voir les dons",
    openMessages: "Voir les messages",
    openPrograms: "Voir les programmes",
  },
  activity: {
    heading: "Activité récente",
    intro: "Les dernières demandes d’adhésion, les derniers dons et messages, du plus récent au plus ancien.",
    empty: "Rien n’est encore arrivé.",
    kinds: {
      membership: "Demande d’adhésion",
      donation: "Don",
      contact: "Message",
    },
    status: "Statut\u00a0:",
  },
  audit: {
    heading: "Journal des modifications",
    intro: "Chaque modification faite dans l’administration\u00a0: qui l’a faite, sur quel élément, et quand.",
    empty: "Aucune modification n’a encore été enregistrée.",
    pager: "Pages du journal des modifications",
    changes: "Modifications",
    filters: "Filtrer le journal des modifications",
    who: "Auteur",
    kind: "Type d’élément",
    action: "Action",
    byMember: "Un membre, depuis sa page",
    noMatch: "Aucune modification ne correspond à ces filtres.",
    exportHint: "Les entrées que ces filtres sélectionnent, des plus récentes aux plus anciennes, chaque modification sur sa ligne.",
  },
};

export const texts = defineTexts(en, fr);
export type DashboardTexts = typeof en;
