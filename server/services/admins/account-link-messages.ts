/** What the one-time links' endpoints say, in the reader's language (docs/decisions/026-account-links.md). */
import type { Language } from "../../../shared/domain";

export const accountLinkMessages = {
  en: {
    resetSent: "If this name or address belongs to an administrator with an e-mail address, a link to choose a new password is on its way. It works for one hour.",
    resetInvalid: "This link to choose a new password is not valid. Ask for a new one from the sign-in form.",
    resetExpired: "This link to choose a new password has expired or was already used. Ask for a new one from the sign-in form.",
    resetDone: "Your password is changed and your other sessions are signed out. Sign in with your new password.",
    invitationInvalid: "This invitation is not valid. Ask an administrator for a new one.",
    invitationExpired: "This invitation has expired, was withdrawn or was already accepted. Ask an administrator for a new one.",
    invitationDone: "Your account is ready. Sign in with your name and your new password.",
    invitationNotFound: "This invitation no longer exists",
    invitationWithdrawn: "Invitation withdrawn",
    invitationNotPending: "This invitation is no longer waiting: it was accepted, withdrawn or has expired",
    usernameTaken: "An administrator or a waiting invitation already has this username",
    emailTaken: "Another administrator already has this e-mail address",
    emailSaved: "Your e-mail address is saved.",
    tooManyResets: "Too many requests for a new password from this connection. Try again in {minutes} minutes.",
  },
  fr: {
    resetSent: "Si ce nom ou cette adresse appartient à un administrateur qui a une adresse e-mail, un lien pour choisir un nouveau mot de passe lui est envoyé. Il fonctionne une heure.",
    resetInvalid: "Ce lien pour choisir un nouveau mot de passe n’est pas valide. Demandez-en un nouveau depuis le formulaire de connexion.",
    resetExpired: "Ce lien pour choisir un nouveau mot de passe a expiré ou a déjà servi. Demandez-en un nouveau depuis le formulaire de connexion.",
    resetDone: "Votre mot de passe est modifié et vos autres sessions sont déconnectées. Connectez-vous avec votre nouveau mot de passe.",
    invitationInvalid: "Cette invitation n’est pas valide. Demandez-en une nouvelle à un administrateur.",
    invitationExpired: "Cette invitation a expiré, a été retirée ou a déjà été acceptée. Demandez-en une nouvelle à un administrateur.",
    invitationDone: "Votre compte est prêt. Connectez-vous avec votre nom et votre nouveau mot de passe.",
    invitationNotFound: "Cette invitation n’existe plus",
    invitationWithdrawn: "Invitation retirée",
    invitationNotPending: "Cette invitation n’est plus en attente\u00a0: elle a été acceptée, retirée ou a expiré",
    usernameTaken: "Un administrateur ou une invitation en attente porte déjà ce nom d’utilisateur",
    emailTaken: "Un autre administrateur a déjà cette adresse e-mail",
    emailSaved: "Votre adresse e-mail est enregistrée.",
    tooManyResets: "Trop de demandes de nouveau mot de passe depuis cette connexion. Réessayez dans {minutes}\u00a0minutes.",
  },
} as const satisfies Record<Language, Record<string, string>>;
