/**
 * The address of a reply to a message: `mailto:` the sender, subject `Re: <subject>`, and a body
 * that quotes the message under 'On <date>, <name> wrote:' (RFC 6068: every part percent-encoded,
 * line breaks as CRLF).
 */
import type { ContactItem } from "@shared/admin";

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

export function replyHref(contact: Pick<ContactItem, "email" | "subject" | "message">, attribution: string): string {
  // The address keeps its '@'; anything else a local part may hold ('+', '&', '?') is encoded.
  const to = contact.email.split("@").map(encodeURIComponent).join("@");
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(contact.subject))}&body=${encodeURIComponent(replyBody(contact.message, attribution))}`;
}
