/**
 * The address of a reply to a message: `mailto:` the sender, subject `Re: <subject>`, and a body
 * that quotes the message under 'On <date>, <name> wrote:' (RFC 6068: every part percent-encoded,
 * line breaks as CRLF). The quote line is in the sender's language (the message's `language`),
 * its date written as that language writes dates: the reply is read by the sender, not by staff.
 */
import type { ContactItem } from "@shared/admin";
import { format } from "@/i18n";
import { formatDateTime } from "../../lib/format";
import { texts } from "../texts";

/** The reply prefix mail programs recognise (not translated: it threads the conversation). */
const REPLY_PREFIX = "Re: ";

export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `${REPLY_PREFIX}${subject}`;
}

/** The body of the reply: two empty lines to write in, the attribution line, the quoted message. */
export function replyBody(message: string, attribution: string): string {
  const quoted = message.split(/\r\n|\r|\n/).map((line) => `> ${line}`);
  return ["", "", attribution, ...quoted].join("\r\n");
}

/** The quote line ('On <date>, <name> wrote:'), in the sender's language, dated as that language writes dates. */
export function replyAttribution(contact: Pick<ContactItem, "name" | "createdAt" | "language">): string {
  return format(texts[contact.language].replyQuote, { date: formatDateTime(contact.createdAt, contact.language), name: contact.name });
}

export function replyHref(contact: Pick<ContactItem, "email" | "subject" | "message" | "name" | "createdAt" | "language">): string {
  const attribution = replyAttribution(contact);
  // The address keeps its '@'; anything else a local part may hold ('+', '&', '?') is encoded.
  const to = contact.email.split("@").map(encodeURIComponent).join("@");
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(contact.subject))}&body=${encodeURIComponent(replyBody(contact.message, attribution))}`;
}
