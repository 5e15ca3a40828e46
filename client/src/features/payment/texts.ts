import { defineTexts } from "@/i18n/texts";

const en = {
  succeeded: {
    title: "Payment Successful!",
    message: "Your payment has been processed successfully.",
    thanks: "Thank you for supporting the training of young people and women in West Africa. A receipt has been sent to your e-mail address by our payment provider.",
  },
  home: "Back to Home",
  about: "Learn more about us",
};

const fr = {
  succeeded: {
    title: "Paiement réussi\u00a0!",
    message: "Votre paiement a bien été traité.",
    thanks: "Merci de soutenir la formation des jeunes et des femmes d’Afrique de l’Ouest. Notre prestataire de paiement vous a envoyé un reçu par e-mail.",
  },
  home: "Retour à l’accueil",
  about: "En savoir plus sur nous",
};

export const texts = defineTexts(en, fr);
