import { defineTexts } from "@/i18n/texts";

/** The Contacts tab of the administration: the messages sent through the contact form. */
const en = {
  listLabel: "Messages",
  pagerLabel: "Pages of messages",
  statusFilter: "Status",
  empty: "No messages.",
  emptyFiltered: "No messages with this status.",
  status: { new: "New", read: "Read", replied: "Replied" },
  view: "View message",
  markRead: "Mark as read",
  reply: "Reply",
  replyHint: "‘Reply’ opens your e-mail application with the message quoted, and marks the message as replied.",
  from: "From",
  received: "Received",
  statusLabel: "Status",
  replyQuote: "On {date}, {name} wrote:",
  updated: "Message updated",
  updateFailed: "Failed to update message.",
};

const fr: typeof en = {
  listLabel: "Messages",
  pagerLabel: "Pages des messages",
  statusFilter: "Statut",
  empty: "Aucun message.",
  emptyFiltered: "Aucun message avec ce statut.",
  status: { new: "Nouveau", read: "Lu", replied: "Répondu" },
  view: "Voir le message",
  markRead: "Marquer comme lu",
  reply: "Répondre",
  replyHint: "«\u00a0Répondre\u00a0» ouvre votre messagerie avec le message cité, et marque le message comme répondu.",
  from: "De",
  received: "Reçu le",
  statusLabel: "Statut",
  replyQuote: "Le {date}, {name} a écrit\u00a0:",
  updated: "Message mis à jour",
  updateFailed: "Échec de la mise à jour du message.",
};

export const texts = defineTexts(en, fr);
