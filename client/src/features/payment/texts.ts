import { defineTexts } from "@/i18n/texts";

const en = {
  // The payment step (membership dues and donations)
  step: {
    pay: "Pay {amount}",
    processing: "Processing...",
    secureNote: "Card payments are processed securely by Stripe: your card details never reach our servers.",
  },
  testMode: {
    notice: "Test mode — no card is charged",
    explanation:
      "This site is running without a card payment provider. Paying here records the payment exactly as a card confirmation would, so the whole process can be tried safely.",
    decline: "Simulate a declined card",
  },
  stripe: {
    loading: "Loading the secure payment form...",
    unavailableTitle: "The secure payment form could not be loaded",
    unavailable:
      "Our payment provider did not answer. Check your internet connection and try again: nothing has been charged, and what you entered is kept.",
    retry: "Retry",
    retrying: "Trying again...",
  },
  toasts: {
    failedTitle: "Payment Failed",
    failed: "Payment failed",
    declined: "The card was declined and nothing has been charged. You can try again.",
    errorTitle: "Payment Error",
    unexpected: "An unexpected error occurred",
  },

  // The /payment-success page
  checking: {
    title: "Checking your payment…",
    text: "We are asking our payment provider where your payment stands. This only takes a moment.",
  },
  succeeded: {
    title: "Payment Successful!",
    message: "Your payment has been processed successfully.",
    thanks: "Thank you for supporting the training of young people and women in West Africa. A receipt has been sent to your e-mail address by our payment provider.",
  },
  amountPaid: "Amount: {amount}",
  processing: {
    title: "Your payment is being processed",
    text: "Your bank has not confirmed the payment yet. This usually takes a few minutes; there is no need to pay again.",
    checkAgain: "Check again",
    checking: "Checking...",
  },
  notCompleted: {
    title: "Payment not completed",
    text: "The payment did not go through and nothing has been charged. You can try again with the same card or another one.",
    backToDonate: "Back to the donation page",
    backToJoin: "Back to the membership page",
  },
  unknown: {
    title: "We could not find this payment",
    text: "The link you followed is incomplete or out of date. If an amount was taken from your account, write to us and we will look into it with you.",
  },
  unavailable: {
    title: "We could not check your payment",
    text: "Our server did not answer. Please try again in a moment.",
  },
  home: "Back to Home",
  about: "Learn more about us",
  contact: "Contact Us",
};

const fr = {
  step: {
    pay: "Payer {amount}",
    processing: "Traitement en cours...",
    secureNote: "Les paiements par carte sont traités de façon sécurisée par Stripe\u00a0: vos données de carte ne transitent jamais par nos serveurs.",
  },
  testMode: {
    notice: "Mode test — aucune carte n’est débitée",
    explanation:
      "Ce site fonctionne sans prestataire de paiement par carte. Payer ici enregistre le paiement exactement comme le ferait une confirmation par carte, pour essayer tout le parcours sans risque.",
    decline: "Simuler une carte refusée",
  },
  stripe: {
    loading: "Chargement du formulaire de paiement sécurisé...",
    unavailableTitle: "Le formulaire de paiement sécurisé n’a pas pu être chargé",
    unavailable:
      "Notre prestataire de paiement n’a pas répondu. Vérifiez votre connexion Internet et réessayez\u00a0: rien n’a été débité et vos informations sont conservées.",
    retry: "Réessayer",
    retrying: "Nouvel essai...",
  },
  toasts: {
    failedTitle: "Échec du paiement",
    failed: "Le paiement a échoué",
    declined: "La carte a été refusée et rien n’a été débité. Vous pouvez réessayer.",
    errorTitle: "Erreur de paiement",
    unexpected: "Une erreur inattendue s’est produite",
  },

  checking: {
    title: "Vérification de votre paiement…",
    text: "Nous demandons à notre prestataire de paiement où en est votre paiement. Cela ne prend qu’un instant.",
  },
  succeeded: {
    title: "Paiement réussi\u00a0!",
    message: "Votre paiement a bien été traité.",
    thanks: "Merci de soutenir la formation des jeunes et des femmes d’Afrique de l’Ouest. Notre prestataire de paiement vous a envoyé un reçu par e-mail.",
  },
  amountPaid: "Montant\u00a0: {amount}",
  processing: {
    title: "Votre paiement est en cours de traitement",
    text: "Votre banque n’a pas encore confirmé le paiement. Cela prend en général quelques minutes\u00a0; inutile de payer à nouveau.",
    checkAgain: "Vérifier à nouveau",
    checking: "Vérification...",
  },
  notCompleted: {
    title: "Paiement non effectué",
    text: "Le paiement n’a pas abouti et rien n’a été débité. Vous pouvez réessayer avec la même carte ou une autre.",
    backToDonate: "Revenir à la page des dons",
    backToJoin: "Revenir à la page d’adhésion",
  },
  unknown: {
    title: "Nous n’avons pas trouvé ce paiement",
    text: "Le lien que vous avez suivi est incomplet ou périmé. Si un montant a été prélevé sur votre compte, écrivez-nous et nous l’examinerons avec vous.",
  },
  unavailable: {
    title: "Nous n’avons pas pu vérifier votre paiement",
    text: "Notre serveur n’a pas répondu. Veuillez réessayer dans un instant.",
  },
  home: "Retour à l’accueil",
  about: "En savoir plus sur nous",
  contact: "Contactez-nous",
};

export const texts = defineTexts(en, fr);
