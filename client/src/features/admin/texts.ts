import { defineTexts } from "@/i18n/texts";

/**
 * The administration's shell and what its areas share: sign-in, tabs, lists, dialogs, toasts.
 * Each area (members/, contacts/, …) keeps its own texts beside its code.
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
};

export const texts = defineTexts(en, fr);
export type AdminTexts = typeof en;
