/**
 * The parts that mails share: the greeting, the closing and signature, the links into the
 * administration and to a reader's documents, and the values a mail to a member fills in.
 */
import type { Language, MembershipCategory } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import { formatClock, formatDay, formatUtcOffset, wallClock } from "../../../shared/format";
import { paths } from "../../../shared/paths";
import { site } from "../../../shared/site";
import { vocabulary } from "../../../shared/vocabulary";
import { foundationDate } from "../../documents/letter-page";
import { DOCUMENT_LINK_DAYS, type DocumentTarget } from "../../documents/targets";
import { utcOffsetMinutes } from "../../lib/time-zone";
import { mailTexts } from "../texts";
import type { Block, MailContext } from "./layout";

/**
 * What a mail program would turn into a link: a scheme, `www.`, an address, or a host name
 * (`evil.example/login`). A person's name never holds one; a lure does.
 */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:\/\/|www\.|@|[a-z0-9-]\.[a-z]{2,}(?:[/:?#]|\b)/i;

/**
 * "Dear Ama," — or "Hello," for a donor who gave no name, or whose name looks like a link. Only
 * mails to a confirmed address greet by name (a payment made, a member's own record: decision 022);
 * even there, a name that a mail program would make a link is not repeated under the foundation's name.
 */
export const greeting = (t: (typeof mailTexts)[Language]["receipt"], name: string | null) =>
  name && !LINK_LIKE.test(name) ? fill(t.greeting, { name }) : t.greetingUnnamed;

/** The greeting as the mail's first paragraph; `null` greets nobody by name ("Hello,"). */
export const greet = (language: Language, name: string | null): Block => ({ paragraph: greeting(mailTexts[language].receipt, name) });

/** The signature alone: "The {site} team". */
export const signature = (language: Language, context: MailContext): Block => ({
  paragraph: fill(mailTexts[language].common.signature, { site: context.siteName }),
});

/** How a mail to a person ends: whom to ask a question, then the signature. */
export const closing = (language: Language, context: MailContext): Block[] => [
  { paragraph: fill(mailTexts[language].common.next, { email: context.contactEmail }) },
  signature(language, context),
];

/**
 * The Message-ID a visitor's message would have had: it was never a mail, so the conversation is
 * named after it. The reply sent from the admin answers it (`In-Reply-To`, `References`) and the
 * staff's notification refers to it, so the sender's and the staff's mail programs thread alike.
 */
export const contactThreadId = (contactId: string, context: MailContext) => `<contact-${contactId}@${new URL(context.publicUrl).hostname}>`;

/** The administration's page of an item: its tab, and the item's id for the tab to open. */
export const adminLink = (context: MailContext, tab: "contacts" | "members" | "privacy", id: string) =>
  `${context.publicUrl}${paths.admin}?tab=${tab}&id=${encodeURIComponent(id)}`;

/** A document's private link: only a sender that can make documents gives it. */
export function privateLink(context: MailContext, target: DocumentTarget): string {
  if (!context.documentLink) throw new Error(`this mail offers a ${target.kind} and its sender makes no documents`);
  return context.documentLink(target);
}

/** The link to the reader's own page (docs/decisions/017-my-membership-page.md), when the sender makes one. */
export const myPageLink = (context: MailContext, language: Language): Block[] =>
  context.privacy?.membership ? [{ link: mailTexts[language].myMembership.page, url: context.privacy.membership }] : [];

/** What a mail to a member fills in: the site, how to reach it, the member, their category and year, how long links last. */
export const memberValues = (data: { name: string; category: MembershipCategory; year: number }, language: Language, context: MailContext) => ({
  site: context.siteName,
  email: context.contactEmail,
  name: data.name,
  category: vocabulary[language].category[data.category],
  year: data.year,
  days: DOCUMENT_LINK_DAYS,
});

/** A day of the foundation's calendar (`YYYY-MM-DD`) as a letter writes it. */
export const calendarDay = (day: string, language: Language) => foundationDate(new Date(`${day}T12:00:00Z`), language);

/**
 * The day and hour of an instant on Benin's clock as each language writes them: "Saturday,
 * January 16, 2027" and "10:00 AM" / "samedi 16 janvier 2027" and "10:00", with the zone's offset.
 */
export function foundationTime(instant: Date, language: Language) {
  const offset = utcOffsetMinutes(instant, site.timeZone);
  const clock = wallClock(instant, offset);
  return { date: formatDay(clock, language, { weekday: true, ordinalFirst: true }), time: formatClock(clock, language), offset: formatUtcOffset(offset, language) };
}
