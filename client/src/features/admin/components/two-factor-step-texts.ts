import { defineTexts } from "@/i18n/texts";

/** The code step of sign-in (two-factor-step.tsx), in both languages. */
export const texts = defineTexts(
  {
    intro: "Two-factor sign-in is on for this account. Open your authenticator app and type the six-digit code it shows for this site.",
    code: "Code from the app",
    recoveryIntro: "Type one of the recovery codes you saved when you turned two-factor sign-in on. Each works once.",
    recoveryCode: "Recovery code",
    useRecovery: "Use a recovery code instead",
    useApp: "Use the code from the app instead",
    submit: "Verify",
    submitting: "Verifying…",
    restart: "Start again with the password",
    empty: "Type the code.",
    failed: "The code could not be checked. Try again.",
  },
  {
    intro: "La connexion à deux facteurs est activée pour ce compte. Ouvrez votre application d’authentification et saisissez le code à six chiffres qu’elle affiche pour ce site.",
    code: "Code de l’application",
    recoveryIntro: "Saisissez l’un des codes de secours que vous avez conservés en activant la connexion à deux facteurs. Chacun ne sert qu’une fois.",
    recoveryCode: "Code de secours",
    useRecovery: "Utiliser plutôt un code de secours",
    useApp: "Utiliser plutôt le code de l’application",
    submit: "Vérifier",
    submitting: "Vérification…",
    restart: "Recommencer avec le mot de passe",
    empty: "Saisissez le code.",
    failed: "Le code n’a pas pu être vérifié. Réessayez.",
  },
);
