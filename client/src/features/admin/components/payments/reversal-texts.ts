import { defineTexts } from "@/i18n/texts";

/**
 * A payment made twice, refunded or voided (docs/decisions/016-paid-twice-refunds-and-voids.md): how
 * it reads beside the payment, the member's list of payments, the dashboard's count, the dialog.
 */
const en = {
  paidTwice: "Paid twice — to refund",
  paidTwiceHint: "This year or donation was already paid by another payment: give this money back, then mark it refunded.",
  refunded: "Refunded on {date}",
  voided: "Voided on {date}",
  by: "by {username}",
  reason: "Reason: {reason}",
  receipt: "Receipt {number}",
  receiptCancelled: "Receipt {number} cancelled",
  refund: "Mark refunded",
  void: "Void",
  refundFor: "Mark the payment of {amount} of {date} refunded",
  voidFor: "Void the payment of {amount} of {date}",
  refundTitle: "Mark this payment refunded",
  voidTitle: "Void this payment",
  refundText:
    "{amount} of {date}: given back by the payment service or in cash. Its receipt is cancelled (its number is not given again), the person is told by e-mail, and what it paid falls back to unpaid unless another payment paid it too.",
  voidText:
    "{amount} of {date}, recorded by mistake. Its receipt is cancelled (its number is not given again), the person is told by e-mail, and what it paid falls back to unpaid.",
  reasonLabel: "Reason",
  reasonHint: "Kept in the audit list and the CSV exports.",
  confirmRefund: "Mark refunded",
  confirmVoid: "Void the payment",
  saving: "Saving…",
  failed: "The change was not saved.",
  membersTitle: "Payments",
  noPayments: "No payment of dues yet.",
  forYear: "Dues {year}",
  dashboardTitle: "Paid twice — to refund",
  dashboardCount: { one: "{count} payment to refund", other: "{count} payments to refund" },
  dashboardText:
    "Money received twice for the same thing, kept apart from income until it is given back. Once refunded, mark it so on the member's page or the donation.",
};

const fr: typeof en = {
  paidTwice: "Payé deux fois — à rembourser",
  paidTwiceHint: "Cette année ou ce don était déjà réglé par un autre paiement\u00a0: rendez cet argent, puis marquez-le remboursé.",
  refunded: "Remboursé le {date}",
  voided: "Annulé le {date}",
  by: "par {username}",
  reason: "Motif\u00a0: {reason}",
  receipt: "Reçu {number}",
  receiptCancelled: "Reçu {number} annulé",
  refund: "Marquer remboursé",
  void: "Annuler",
  refundFor: "Marquer remboursé le paiement de {amount} du {date}",
  voidFor: "Annuler le paiement de {amount} du {date}",
  refundTitle: "Marquer ce paiement remboursé",
  voidTitle: "Annuler ce paiement",
  refundText:
    "{amount} du {date}\u00a0: rendu par le service de paiement ou en espèces. Son reçu est annulé (son numéro n’est pas réattribué), la personne est prévenue par courriel, et ce qu’il réglait redevient impayé, sauf si un autre paiement l’a aussi réglé.",
  voidText:
    "{amount} du {date}, enregistré par erreur. Son reçu est annulé (son numéro n’est pas réattribué), la personne est prévenue par courriel, et ce qu’il réglait redevient impayé.",
  reasonLabel: "Motif",
  reasonHint: "Conservé dans le journal et les exports CSV.",
  confirmRefund: "Marquer remboursé",
  confirmVoid: "Annuler le paiement",
  saving: "Enregistrement…",
  failed: "La modification n’a pas été enregistrée.",
  membersTitle: "Paiements",
  noPayments: "Aucun paiement de cotisation pour l’instant.",
  forYear: "Cotisation {year}",
  dashboardTitle: "Payé deux fois — à rembourser",
  dashboardCount: { one: "{count}\u00a0paiement à rembourser", other: "{count}\u00a0paiements à rembourser" },
  dashboardText:
    "De l’argent reçu deux fois pour la même chose, compté à part des recettes jusqu’à ce qu’il soit rendu. Une fois remboursé, marquez-le sur la page du membre ou le don.",
};

export const reversalTexts = defineTexts(en, fr);
