/**
 * The address of a reply to a message in the admin's own mail program: `mailto:` the sender,
 * subject `Re: <subject>`, and a body that quotes the message under 'On <date>, <name> wrote:'
 * (RFC 6068: every part percent-encoded, line breaks as CRLF). The wording is the one the reply
 * sent from the site uses (shared/reply-quote.ts): the sender's language, dated as it writes dates.
 */
import type { ContactItem } from "@shared/admin";
import { quoteLines, replyAttribution, replySubject } from "@shared/reply-quote";

export { replyAttribution, replySubject };

/** The body of the reply: two empty lines to write in, the attribution line, the quoted message. */
export function replyBody(message: string, attribution: string): string {
  return ["", "", attribution, ...quoteLines(message)].join("\r\n");
}

export function replyHref(contact: Pick<ContactItem, "email" | "subject" | "message" | "name" | "createdAt" | "language">): string {
  const attribution = replyAttribution(contact);
  // The address keeps its '@'; anything else a local part may hold ('+', '&', '?') is encoded.
  const to = contact.email.split("@").map(encodeURIComponent).join("@");
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(contact.subject))}&body=${encodeURIComponent(replyBody(contact.message, attribution))}`;
}
