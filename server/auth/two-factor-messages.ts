/** What two-factor sign-in's answers say, in the requester's language (French typography: a no-break space before : ? !). */
import type { Language } from "../../shared/domain";

const en = {
  wrongCode: "This code is not correct. Type the newest code of your authenticator app, or one of your recovery codes.",
  wrongSetUpCode: "This code is not correct. Check that your phone’s time is right, then type the newest code of the app.",
  pendingEnded: "Your sign-in took too long: enter your username and password again.",
  alreadyOn: "Two-factor sign-in is already on for your account.",
  notStarted: "Start the set-up again: scan a new QR code.",
  notOn: "Two-factor sign-in is not on for your account.",
  requiredForEveryone: "Two-factor sign-in is required for every administrator: it cannot be turned off.",
  turnOnYoursFirst: "Turn on two-factor sign-in for your own account before requiring it for everyone.",
  setUpFirst: "Set up two-factor sign-in first: it is required for every administrator.",
  turnedOff: "Two-factor sign-in is off.",
  turnedOffFor: "Two-factor sign-in is off for this administrator: they sign in with their password and can set it up again.",
  notOnFor: "Two-factor sign-in is not on for this administrator.",
};

const fr: typeof en = {
  wrongCode: "Ce code n’est pas correct. Saisissez le code le plus récent de votre application d’authentification, ou l’un de vos codes de secours.",
  wrongSetUpCode: "Ce code n’est pas correct. Vérifiez que l’heure de votre téléphone est juste, puis saisissez le code le plus récent de l’application.",
  pendingEnded: "Votre connexion a pris trop de temps\u00a0: saisissez à nouveau votre nom d’utilisateur et votre mot de passe.",
  alreadyOn: "La connexion à deux facteurs est déjà activée pour votre compte.",
  notStarted: "Recommencez la configuration\u00a0: scannez un nouveau code QR.",
  notOn: "La connexion à deux facteurs n’est pas activée pour votre compte.",
  requiredForEveryone: "La connexion à deux facteurs est obligatoire pour tous les administrateurs\u00a0: elle ne peut pas être désactivée.",
  turnOnYoursFirst: "Activez la connexion à deux facteurs pour votre propre compte avant de l’imposer à tous.",
  setUpFirst: "Configurez d’abord la connexion à deux facteurs\u00a0: elle est obligatoire pour tous les administrateurs.",
  turnedOff: "La connexion à deux facteurs est désactivée.",
  turnedOffFor: "La connexion à deux facteurs est désactivée pour cet administrateur\u00a0: il se connecte avec son mot de passe et peut la configurer à nouveau.",
  notOnFor: "La connexion à deux facteurs n’est pas activée pour cet administrateur.",
};

export const twoFactorMessages: Record<Language, typeof en> = { en, fr };
