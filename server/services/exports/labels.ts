import type { ContactStatus, DonationStatus, ImpactTier, Language, MembershipCategory, MembershipStatus } from "../../../shared/domain";

/** The words of the CSV exports, in the administrator's language. */
export const exportLabels = {
  en: {
    yes: "yes",
    no: "no",
    category: {
      founder: "Founder",
      honorary: "Honorary",
      patron: "Patron",
      adherent_individual: "Individual",
      adherent_organization: "Organization",
      active: "Active Member",
    } satisfies Record<MembershipCategory, string>,
    membershipStatus: { pending: "Pending", active: "Active", inactive: "Inactive" } satisfies Record<MembershipStatus, string>,
    donationStatus: { pending: "Pending", processing: "Processing", succeeded: "Succeeded", failed: "Failed" } satisfies Record<DonationStatus, string>,
    contactStatus: { new: "New", read: "Read", replied: "Replied" } satisfies Record<ContactStatus, string>,
    tier: { train_learner: "Train 1 Learner", equip_lab: "Equip a Lab Seat", fund_cohort: "Fund a Women Cohort" } satisfies Record<ImpactTier, string>,
    members: ["Applied on", "Full name", "E-mail", "Country", "Category", "Status", "Language", "Dues", "Currency", "Paid", "Paid on", "Id"],
    donations: ["Date", "E-mail", "Amount", "Currency", "Impact tier", "Status", "Language", "Paid on", "Id"],
  },
  fr: {
    yes: "oui",
    no: "non",
    category: {
      founder: "Fondateur",
      honorary: "Honneur",
      patron: "Bienfaiteur",
      adherent_individual: "Individuel",
      adherent_organization: "Organisation",
      active: "Actif",
    },
    membershipStatus: { pending: "En attente", active: "Actif", inactive: "Inactif" },
    donationStatus: { pending: "En attente", processing: "En cours", succeeded: "Réussi", failed: "Échoué" },
    contactStatus: { new: "Nouveau", read: "Lu", replied: "Répondu" },
    tier: { train_learner: "Former 1 apprenant", equip_lab: "Équiper un poste de laboratoire", fund_cohort: "Financer une cohorte de femmes" },
    members: ["Date de demande", "Nom complet", "E-mail", "Pays", "Catégorie", "Statut", "Langue", "Cotisation", "Devise", "Payée", "Payée le", "Identifiant"],
    donations: ["Date", "E-mail", "Montant", "Devise", "Palier d’impact", "Statut", "Langue", "Payé le", "Identifiant"],
  },
} satisfies Record<Language, unknown>;
