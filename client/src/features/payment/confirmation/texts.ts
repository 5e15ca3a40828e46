import { defineTexts } from "@/i18n/texts";

/** The payer's confirmation that stays on the page after paying (join, donate, renew, the return page). */
const en = {
  checking: "Checking your payment…",
  title: "Thank you — your payment is received",
  said: "{amount} received: {what}.",
  amount: "Amount",
  paidFor: "For",
  dues: "Dues {year} — valid until December 31, {year}",
  gift: "A gift to the foundation",
  receipt: "Receipt number",
  sentTo: "Receipt sent to",
  sentToNote: "Your receipt is on its way by e-mail. You can also download it now:",
  downloadReceipt: "Download the receipt (PDF)",
  downloadAttestation: "Download the membership certificate (PDF)",
  myPage: "Your membership page",
  processingTitle: "Thank you — your payment is being confirmed",
  processing:
    "{amount}: the provider has not confirmed it yet. There is no need to pay again: this page shows your receipt number as soon as it is confirmed, and the receipt is sent by e-mail.",
  checkAgain: "Check again",
  failed: "We could not check your payment just now. There is no need to pay again: check again in a moment.",
  another: {
    donate: "Make another donation",
    join: "Fill in another application",
  },
};

const fr = {
  checking: "Vérification de votre paiement…",
  title: "Merci — votre paiement est bien reçu",
  said: "{amount} reçus\u00a0: {what}.",
  amount: "Montant",
  paidFor: "Pour",
  dues: "Cotisation {year} — valable jusqu’au 31\u00a0décembre {year}",
  gift: "Un don à la fondation",
  receipt: "Numéro du reçu",
  sentTo: "Reçu envoyé à",
  sentToNote: "Votre reçu vous est envoyé par courriel. Vous pouvez aussi le télécharger dès maintenant\u00a0:",
  downloadReceipt: "Télécharger le reçu (PDF)",
  downloadAttestation: "Télécharger l’attestation d’adhésion (PDF)",
  myPage: "Votre page de membre",
  processingTitle: "Merci — votre paiement est en cours de confirmation",
  processing:
    "{amount}\u00a0: le prestataire ne l’a pas encore confirmé. Inutile de payer de nouveau\u00a0: cette page affiche le numéro de votre reçu dès la confirmation, et le reçu vous est envoyé par courriel.",
  checkAgain: "Vérifier de nouveau",
  failed: "Nous n’avons pas pu vérifier votre paiement pour l’instant. Inutile de payer de nouveau\u00a0: vérifiez de nouveau dans un instant.",
  another: {
    donate: "Faire un autre don",
    join: "Remplir une autre demande",
  },
};

export const texts = defineTexts(en, fr);
