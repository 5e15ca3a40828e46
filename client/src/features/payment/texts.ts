import { defineTexts } from "@/i18n/texts";

const en = {
  // The payment step (membership dues and donations)
  step: {
    pay: "Pay {amount}",
    processing: "Processing...",
    secureNote: "Card payments are processed securely by Stripe: your card details never reach our servers.",
  },
  methods: {
    legend: "How would you like to pay?",
    mobile_money: "Mobile money (MTN, Moov, Celtiis)",
    mobile_moneyHint: "A payment request is sent to your phone: you approve it with your PIN.",
    card: "Card",
    cardHint: "Visa or Mastercard.",
    fcfaOnly: "Mobile money (MTN, Moov, Celtiis) is available for amounts in FCFA.",
    noneTitle: "Online payment is not available for this amount",
    none: "None of our payment providers takes payments in this currency at the moment. Go back to the form to choose another currency, or write to us.",
    continueCard: "Continue to card payment",
    other: "Choose another way to pay",
  },
  mobile: {
    phone: "Mobile money number",
    phoneHint: "A Benin number, for example 01\u00a097\u00a012\u00a034\u00a056.",
    operator: "Operator",
    operatorHint: "Chosen from your number. Change it if your number has moved to another operator.",
    operators: { mtn: "MTN", moov: "Moov", celtiis: "Celtiis" },
    errors: {
      phoneRequired: "Enter the number of your mobile money account",
      phoneFormat: "Enter a Benin mobile number of 10 digits starting with 01, for example 01\u00a097\u00a012\u00a034\u00a056",
      phoneCountry: "Mobile money here takes Benin numbers only (+229). Enter the number of a mobile money account in Benin.",
      phoneOperator: "Choose the operator of this number",
    },
  },
  confirm: {
    title: "Confirm on your phone",
    sent: "We sent a payment request of {amount} to your {operator} number {ending}.",
    sentNoNumber: "We sent a payment request of {amount} to your phone.",
    // The request never reached the phone: the provider answered the start with a failure.
    notSentTitle: "The request could not be sent",
    notSent: "We could not send the payment request of {amount} to your {operator} number {ending}.",
    notSentNoNumber: "We could not send the payment request of {amount} to your phone.",
    steps: [
      "Look at your phone: a payment request appears on the screen.",
      "Check the amount, then approve it with your mobile money PIN.",
    ],
    dial: {
      mtn: "Nothing on your screen? Dial *880# and enter your PIN to find the request.",
      moov: "Nothing on your screen? Dial *855# and enter your PIN to find the request.",
      celtiis: "Nothing on your screen? Open the Celtiis Cash menu on your phone and approve the request waiting there.",
    },
    waiting: "Waiting for your confirmation…",
    offline: "We cannot reach our server at the moment; we keep trying.",
    expired: "We have had no answer for 3 minutes: the request may have expired on your phone. If you approved it, wait a little longer; otherwise try again.",
    failedTitle: "The payment did not go through",
    failed: "Nothing has been taken from your account.",
    canceledTitle: "The payment was canceled",
    retry: "Try again",
    changeNumber: "Change the number",
    card: "Pay by card instead",
    fallback: "Pay on FedaPay’s secure page",
    approve: "Approve (test)",
    decline: "Decline (test)",
  },
  reasons: {
    insufficientFunds: "There was not enough money in the account.",
    notRegistered:
      "This number could not receive the request: it may not have a mobile money account with the operator chosen. Check the number and the operator, or change the number.",
    unavailable:
      "The mobile money service could not send the request just now. This is not your doing: try again in a moment, pay on FedaPay’s secure page, or pay by card.",
    timeout: "The request was not approved in time.",
    declined: "The request was declined on the phone.",
    pin: "The PIN entered was not correct.",
  },
  redirecting: "Taking you to the secure payment page…",
  start: {
    failedTitle: "The payment could not be started",
    network: "Our server did not answer. Check your internet connection and try again: nothing has been charged.",
  },
  testMode: {
    notice: "Test mode — no card is charged",
    explanation:
      "This site is running without a card payment provider. Paying here records the payment exactly as a card confirmation would, so the whole process can be tried safely.",
    decline: "Simulate a declined card",
    mobileNotice: "Test mode — no money moves",
    mobileExplanation:
      "No request is sent to any phone. After Pay, approve or decline the payment with the buttons shown here: it is recorded exactly as an operator’s answer would be.",
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
    thanks: "Thank you for supporting the training of young people and women in West Africa. Your receipt is on its way to your e-mail address.",
  },
  amountPaid: "Amount: {amount}",
  processing: {
    title: "Your payment is being processed",
    text: "Your bank has not confirmed the payment yet. This usually takes a few minutes; there is no need to pay again.",
    mobileText: "Your operator has not confirmed the payment yet. If a request is waiting on your phone, approve it with your PIN; there is no need to pay again.",
    checkAgain: "Check again",
    checking: "Checking...",
  },
  notCompleted: {
    title: "Payment not completed",
    text: "The payment did not go through and nothing has been charged. You can try again with the same card or another one.",
    mobileText: "The payment did not go through and nothing has been taken from your account. You can try again, by mobile money or by card.",
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
  methods: {
    legend: "Comment souhaitez-vous payer\u00a0?",
    mobile_money: "Mobile money (MTN, Moov, Celtiis)",
    mobile_moneyHint: "Une demande de paiement est envoyée sur votre téléphone\u00a0: vous la validez avec votre code secret.",
    card: "Carte bancaire",
    cardHint: "Visa ou Mastercard.",
    fcfaOnly: "Le mobile money (MTN, Moov, Celtiis) est proposé pour les montants en FCFA.",
    noneTitle: "Le paiement en ligne n’est pas disponible pour ce montant",
    none: "Aucun de nos prestataires de paiement n’accepte cette devise pour le moment. Revenez au formulaire pour choisir une autre devise, ou écrivez-nous.",
    continueCard: "Continuer vers le paiement par carte",
    other: "Choisir un autre moyen de paiement",
  },
  mobile: {
    phone: "Numéro mobile money",
    phoneHint: "Un numéro du Bénin, par exemple 01\u00a097\u00a012\u00a034\u00a056.",
    operator: "Opérateur",
    operatorHint: "Déduit de votre numéro. Changez-le si votre numéro a été transféré chez un autre opérateur.",
    operators: { mtn: "MTN", moov: "Moov", celtiis: "Celtiis" },
    errors: {
      phoneRequired: "Saisissez le numéro de votre compte mobile money",
      phoneFormat: "Saisissez un numéro mobile du Bénin de 10\u00a0chiffres commençant par 01, par exemple 01\u00a097\u00a012\u00a034\u00a056",
      phoneCountry: "Ici, le mobile money n’accepte que les numéros du Bénin (+229). Saisissez le numéro d’un compte mobile money au Bénin.",
      phoneOperator: "Choisissez l’opérateur de ce numéro",
    },
  },
  confirm: {
    title: "Validez sur votre téléphone",
    sent: "Nous avons envoyé une demande de paiement de {amount} à votre numéro {operator} {ending}.",
    sentNoNumber: "Nous avons envoyé une demande de paiement de {amount} sur votre téléphone.",
    notSentTitle: "La demande n’a pas pu être envoyée",
    notSent: "Nous n’avons pas pu envoyer la demande de paiement de {amount} à votre numéro {operator} {ending}.",
    notSentNoNumber: "Nous n’avons pas pu envoyer la demande de paiement de {amount} sur votre téléphone.",
    steps: [
      "Regardez votre téléphone\u00a0: une demande de paiement s’affiche à l’écran.",
      "Vérifiez le montant, puis validez avec votre code secret mobile money.",
    ],
    dial: {
      mtn: "Rien à l’écran\u00a0? Composez le *880# et saisissez votre code secret pour retrouver la demande.",
      moov: "Rien à l’écran\u00a0? Composez le *855# et saisissez votre code secret pour retrouver la demande.",
      celtiis: "Rien à l’écran\u00a0? Ouvrez le menu Celtiis Cash de votre téléphone et validez la demande qui vous y attend.",
    },
    waiting: "En attente de votre validation…",
    offline: "Notre serveur ne répond pas pour le moment\u00a0; nous réessayons.",
    expired: "Aucune réponse depuis 3\u00a0minutes\u00a0: la demande a peut-être expiré sur votre téléphone. Si vous l’avez validée, patientez encore un peu\u00a0; sinon, réessayez.",
    failedTitle: "Le paiement n’a pas abouti",
    failed: "Aucun montant n’a été prélevé sur votre compte.",
    canceledTitle: "Le paiement a été annulé",
    retry: "Réessayer",
    changeNumber: "Changer de numéro",
    card: "Payer plutôt par carte",
    fallback: "Payer sur la page sécurisée de FedaPay",
    approve: "Valider (test)",
    decline: "Refuser (test)",
  },
  reasons: {
    insufficientFunds: "Le solde du compte était insuffisant.",
    notRegistered:
      "Ce numéro n’a pas pu recevoir la demande\u00a0: il n’a peut-être pas de compte mobile money chez l’opérateur choisi. Vérifiez le numéro et l’opérateur, ou changez de numéro.",
    unavailable:
      "Le service mobile money n’a pas pu envoyer la demande pour le moment. Vous n’y êtes pour rien\u00a0: réessayez dans un instant, payez sur la page sécurisée de FedaPay ou payez par carte.",
    timeout: "La demande n’a pas été validée à temps.",
    declined: "La demande a été refusée sur le téléphone.",
    pin: "Le code secret saisi était incorrect.",
  },
  redirecting: "Redirection vers la page de paiement sécurisée…",
  start: {
    failedTitle: "Le paiement n’a pas pu être lancé",
    network: "Notre serveur n’a pas répondu. Vérifiez votre connexion Internet et réessayez\u00a0: rien n’a été débité.",
  },
  testMode: {
    notice: "Mode test — aucune carte n’est débitée",
    explanation:
      "Ce site fonctionne sans prestataire de paiement par carte. Payer ici enregistre le paiement exactement comme le ferait une confirmation par carte, pour essayer tout le parcours sans risque.",
    decline: "Simuler une carte refusée",
    mobileNotice: "Mode test — aucun argent n’est prélevé",
    mobileExplanation:
      "Aucune demande n’est envoyée à un téléphone. Après Payer, validez ou refusez le paiement avec les boutons affichés ici\u00a0: il est enregistré exactement comme le serait la réponse d’un opérateur.",
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
    thanks: "Merci de soutenir la formation des jeunes et des femmes d’Afrique de l’Ouest. Votre reçu vous est envoyé par e-mail.",
  },
  amountPaid: "Montant\u00a0: {amount}",
  processing: {
    title: "Votre paiement est en cours de traitement",
    text: "Votre banque n’a pas encore confirmé le paiement. Cela prend en général quelques minutes\u00a0; inutile de payer à nouveau.",
    mobileText: "Votre opérateur n’a pas encore confirmé le paiement. Si une demande attend sur votre téléphone, validez-la avec votre code secret\u00a0; inutile de payer à nouveau.",
    checkAgain: "Vérifier à nouveau",
    checking: "Vérification...",
  },
  notCompleted: {
    title: "Paiement non effectué",
    text: "Le paiement n’a pas abouti et rien n’a été débité. Vous pouvez réessayer avec la même carte ou une autre.",
    mobileText: "Le paiement n’a pas abouti et rien n’a été prélevé sur votre compte. Vous pouvez réessayer, par mobile money ou par carte.",
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
