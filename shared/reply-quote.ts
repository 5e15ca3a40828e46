/**
 * How a reply to a visitor's message quotes it: `Re: <subject>`, then 'On <date>, <name> wrote:'
 * and the message with each line behind '> '. One wording for both ways of replying — the
 * mail-client link (client/src/features/admin/contacts/api/reply-link.ts) and the reply sent from
 * the site (server/mail/templates.ts) — in the SENDER's language, dated on the foundation's clock as
 * that language writes dates: the reply is read by the sender, not by the staff.
 */
import type { Language } from "./domain";
import { formatClock, formatDay, wallClock } from "./format";

/** Africa/Porto-Novo: West Africa Time, one hour east of UTC, all year. */
const FOUNDATION_OFFSET_MINUTES = 60;

/** The reply prefix mail programs recognise (not translated: it threads the conversation). */
const REPLY_PREFIX = "Re: ";

const attributionText: Record<Language, string> = {
  en: "On {date}, {name} wrote:",
  fr: "Le {date}, {name} a écrit\u00a0:",
};

export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `${REPLY_PREFIX}${subject}`;
}

/** "November 25, 2026, 9:05 AM" / "25 novembre 2026 à 09:05", on the foundation's clock. */
export function formatFoundationDateTime(instant: Date, lang: Language): string {
  const clock = wallClock(instant, FOUNDATION_OFFSET_MINUTES);
  return lang === "fr" ? `${formatDay(clock, lang)} à ${formatClock(clock, lang)}` : `${formatDay(clock, lang)}, ${formatClock(clock, lang)}`;
}

/** The quote line ('On <date>, <name> wrote:'), in the sender's language. */
export function replyAttribution(message: { name: string; createdAt: string | Date; language: Language }): string {
  const date = formatFoundationDateTime(new Date(message.createdAt), message.language);
  return attributionText[message.language].replace("{date}", date).replace("{name}", message.name);
}

/** The quoted message, each line behind '> '. */
export const quoteLines = (message: string): string[] => message.split(/\r\n|\r|\n/).map((line) => `> ${line}`);
