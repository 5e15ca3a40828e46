import { defineTexts } from "@/i18n/texts";

export const texts = defineTexts(
  {
    forgot: {
      heading: "Forgot your password?",
      intro: "Type your username or your e-mail address. If it is an administrator’s, a link to choose a new password is mailed to their address.",
      login: "Username or e-mail address",
      submit: "Send me a link",
      submitting: "Sending…",
      back: "Back to sign-in",
    },
    reset: {
      heading: "Choose a new password",
      intro: "For the administrator “{username}”. Choosing it signs this account out everywhere else.",
      checking: "Checking the link…",
      submit: "Save the new password",
    },
    invitation: {
      heading: "Join the administration",
      intro: "You are invited as the administrator “{username}”. Choose your password to accept.",
      submit: "Accept and save my password",
    },
    password: "New password",
    passwordHint: "At least 12 characters; a sentence you will remember is best.",
    confirm: "New password, again",
    submitting: "Saving…",
    signIn: "Sign in",
    askAgain: "Ask for a new link",
    error: "Something went wrong. Check the connection, then try again.",
  },
  {
    forgot: {
      heading: "Mot de passe oublié\u00a0?",
      intro: "Saisissez votre nom d’utilisateur ou votre adresse e-mail. S’il s’agit de ceux d’un administrateur, un lien pour choisir un nouveau mot de passe est envoyé à son adresse.",
      login: "Nom d’utilisateur ou adresse e-mail",
      submit: "M’envoyer un lien",
      submitting: "Envoi…",
      back: "Retour à la connexion",
    },
    reset: {
      heading: "Choisissez un nouveau mot de passe",
      intro: "Pour l’administrateur «\u00a0{username}\u00a0». Le choisir déconnecte ce compte partout ailleurs.",
      checking: "Vérification du lien…",
      submit: "Enregistrer le nouveau mot de passe",
    },
    invitation: {
      heading: "Rejoindre l’administration",
      intro: "Une invitation vous attend comme administrateur «\u00a0{username}\u00a0». Choisissez votre mot de passe pour l’accepter.",
      submit: "Accepter et enregistrer mon mot de passe",
    },
    password: "Nouveau mot de passe",
    passwordHint: "Au moins 12\u00a0caractères\u00a0; une phrase dont vous vous souviendrez est idéale.",
    confirm: "Nouveau mot de passe, à nouveau",
    submitting: "Enregistrement…",
    signIn: "Se connecter",
    askAgain: "Demander un nouveau lien",
    error: "Une erreur s’est produite. Vérifiez la connexion, puis réessayez.",
  },
);
