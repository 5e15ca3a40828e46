import { defineTexts } from "@/i18n/texts";

/** The Contacts tab of the administration: the messages sent through the contact form (statuses: the shell's labels). */
const en = {
  listLabel: "Messages",
  pagerLabel: "Pages of messages",
  empty: "No messages.",
  emptyFiltered: "No messages with this status.",
  view: "View message",
  markRead: "Mark as read",
  reply: "Reply",
  replyHint: "‘Reply’ opens your e-mail application with the message quoted, and marks the message as replied.",
  from: "From",
  received: "Received",
  replyQuote: "On {date}, {name} wrote:",
  updated: "Message updated",
  updateFailed: "Failed to update message.",
};

const fr: typeof en = {
  listLabel: "Messages",
  pagerLabel: "Pages des messages",
  empty: "Aucun message.",
  emptyFiltered: "Aucun message avec ce statut.",
  view: "Voir le message",
  markRead: "Marquer comme lu",
  reply: "Répondre",
  replyHint: "«\u00a0Répondre\u00a0» ouvre votre messagerie avec le message cité, et marque le message comme répondu.",
  from: "De",
  received: "Reçu le",
  replyQuote: "Le {date}, {name} a écrit\u00a0:",
  updated: "Message mis à jour",
  updateFailed: "Échec de la mise à jour du message.",
};

export const texts = defineTexts(en, fr);
