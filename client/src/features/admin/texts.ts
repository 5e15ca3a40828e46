import type { ContactStatus, Currency, DonationStatus, ImpactTier, Language, MembershipCategory, MembershipStatus } from "@shared/domain";
import { defineTexts } from "@/i18n/texts";

/**
 * The administration's shell and what its areas share: sign-in, tabs, lists, dialogs, toasts.
 * Each area (members/, contacts/, …) keeps its own texts beside its code; the names of the
 * domain's closed lists (statuses, categories, languages, tiers, currencies) and of the fields
 * several areas show are here, once (`labels`), so that every area calls a thing the same.
 */
const en = {
  title: "Administration",
  loading: "Loading…",
  signIn: {
    heading: "Sign in",
    intro: "The administration of the site is for the foundation’s staff.",
    username: "Username",
    password: "Password",
    submit: "Sign in",
    submitting: "Signing in…",
    expired: "Your session has ended. Sign in again to continue where you were.",
    signedOut: "You have signed out.",
  },
  shell: {
    signedInAs: "Signed in as {username}",
    signOut: "Sign out",
    tabs: "Administration sections",
  },
  tabs: {
    dashboard: "Dashboard",
    programs: "Programs",
    research: "Research",
    events: "Events",
    members: "Members",
    contacts: "Contacts",
    donations: "Donations",
    settings: "Settings",
  },
  common: {
    save: "Save",
    saving: "Saving…",
    cancel: "Cancel",
    close: "Close",
    edit: "Edit",
    all: "All",
    search: "Search",
    filter: "Filter",
    exportCsv: "Export CSV",
    reload: "Reload",
    none: "Nothing to show.",
    loadFailed: "This list could not be loaded.",
    tryAgain: "Try again",
    previous: "Previous",
    next: "Next",
    pageOf: "Page {page} of {pages}",
    showing: "{from}–{to} of {total}",
    error: "Error",
    staleTitle: "Changed by someone else",
  },
  labels: {
    membershipStatus: { pending: "Pending", active: "Active", inactive: "Inactive" } satisfies Record<MembershipStatus, string>,
    contactStatus: { new: "New", read: "Read", replied: "Replied" } satisfies Record<ContactStatus, string>,
    donationStatus: { pending: "Pending", processing: "Processing", succeeded: "Succeeded", failed: "Failed" } satisfies Record<DonationStatus, string>,
    /** As on /join. */
    category: {
      adherent_individual: "Individual (natural person)",
      adherent_organization: "Organization (legal person)",
      patron: "Patron (benefactor)",
      founder: "Founder",
      honorary: "Honorary",
      active: "Active Member",
    } satisfies Record<MembershipCategory, string>,
    language: { en: "English", fr: "French" } satisfies Record<Language, string>,
    /** As on /donate. */
    impactTier: {
      train_learner: "Train 1 Learner",
      equip_lab: "Equip a Lab Seat",
      fund_cohort: "Fund a Women Cohort",
    } satisfies Record<ImpactTier, string>,
    currency: { USD: "USD", EUR: "EUR", CAD: "CAD", XOF: "FCFA" } satisfies Record<Currency, string>,
    /** The fields of a record, as lists, forms, filters and the audit log name them. */
    field: {
      fullName: "Full name",
      email: "E-mail",
      country: "Country",
      category: "Category",
      status: "Status",
      language: "Language",
    },
  },
};

const fr: typeof en = {
  title: "Administration",
  loading: "Chargement…",
  signIn: {
    heading: "Connexion",
    intro: "L’administration du site est réservée à l’équipe de la fondation.",
    username: "Nom d’utilisateur",
    password: "Mot de passe",
    submit: "Se connecter",
    submitting: "Connexion…",
    expired: "Votre session a pris fin. Reconnectez-vous pour reprendre là où vous étiez.",
    signedOut: "Vous êtes déconnecté.",
  },
  shell: {
    signedInAs: "Connecté en tant que {username}",
    signOut: "Se déconnecter",
    tabs: "Rubriques de l’administration",
  },
  tabs: {
    dashboard: "Tableau de bord",
    programs: "Programmes",
    research: "Recherche",
    events: "Événements",
    members: "Membres",
    contacts: "Messages",
    donations: "Dons",
    settings: "Paramètres",
  },
  common: {
    save: "Enregistrer",
    saving: "Enregistrement…",
    cancel: "Annuler",
    close: "Fermer",
    edit: "Modifier",
    all: "Tous",
    search: "Rechercher",
    filter: "Filtrer",
    exportCsv: "Exporter en CSV",
    reload: "Recharger",
    none: "Rien à afficher.",
    loadFailed: "Cette liste n’a pas pu être chargée.",
    tryAgain: "Réessayer",
    previous: "Précédent",
    next: "Suivant",
    pageOf: "Page {page} sur {pages}",
    showing: "{from}–{to} sur {total}",
    error: "Erreur",
    staleTitle: "Modifié par quelqu’un d’autre",
  },
  labels: {
    membershipStatus: { pending: "En attente", active: "Actif", inactive: "Inactif" },
    contactStatus: { new: "Nouveau", read: "Lu", replied: "Répondu" },
    donationStatus: { pending: "En attente", processing: "En cours", succeeded: "Réussi", failed: "Échoué" },
    category: {
      adherent_individual: "Individuel",
      adherent_organization: "Organisation",
      patron: "Bienfaiteur",
      founder: "Fondateur",
      honorary: "Honneur",
      active: "Actif",
    },
    language: { en: "Anglais", fr: "Français" },
    impactTier: {
      train_learner: "Former 1 apprenant",
      equip_lab: "Équiper un poste de laboratoire",
      fund_cohort: "Financer une cohorte de femmes",
    },
    currency: { USD: "USD", EUR: "EUR", CAD: "CAD", XOF: "FCFA" },
    field: {
      fullName: "Nom complet",
      email: "E-mail",
      country: "Pays",
      category: "Catégorie",
      status: "Statut",
      language: "Langue",
    },
  },
};

export const texts = defineTexts(en, fr);
export type AdminTexts = typeof en;
