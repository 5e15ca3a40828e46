/**
 * The site's mails: `(data, language, context) → { subject, text, html }`, one layout for all —
 * the foundation's name, address and how to reach it, and why this mail was sent. The words are in
 * texts.ts; a template only arranges them. Rendered when the mail is sent, from what was stored with
 * it in the outbox (data is JSON).
 */
import { z } from "zod";
import {
  currencies,
  impactTiers,
  languages,
  membershipCategories,
  membershipStatuses,
  mobileOperators,
  payableKinds,
  paymentMethods,
  paymentReversals,
  type Language,
  type MembershipCategory,
} from "../../shared/domain";
import { fill } from "../../shared/fill";
import { formatClock, formatDay, formatUtcOffset, wallClock } from "../../shared/format";
import { dueDay } from "../../shared/membership";
import { formatMoney } from "../../shared/money";
import { localizedPath, paths } from "../../shared/paths";
import { site } from "../../shared/site";
import { exportLabels, languageName } from "../services/exports/labels";
import { replyAttribution, replySubject } from "../../shared/reply-quote";
import { paymentMethodName } from "../documents/donation-receipt";
import { foundationDate } from "../documents/letter-page";
import { documentTexts } from "../documents/texts";
import { utcOffsetMinutes } from "../lib/time-zone";
import { DOCUMENT_LINK_DAYS, type DocumentTarget } from "../services/receipts/document-links";
import { PRIVACY_COPY_DAYS, PRIVACY_REQUEST_DAYS } from "../../shared/privacy";
import { MY_MEMBERSHIP_LINK_DAYS } from "../../shared/my-membership";
import { PASSWORD_RESET_MINUTES } from "../../shared/account-links";
import { privacyRequestKinds } from "../../shared/schema/privacy";
import { STAFF_DIGEST_MINUTES } from "./staff-digest";
import { mailTexts } from "./texts";

/**
 * Who sends, and how to reach them: the foundation's settings. `documentLink`: the private link of
 * a receipt or an attestation (services/receipts/document-links.ts), given by a sender that can
 * attach documents; a mail that offers one cannot be rendered without it.
 */
export type MailContext = {
  siteName: string;
  contactEmail: string;
  publicUrl: string;
  documentLink?: (target: DocumentTarget) => string;
  /**
   * The privacy links of this mail (services/privacy/privacy-links.ts), given by a sender that has
   * the server's secret: `page`, the footer's link for the mail's recipient (docs/rules.md R53),
   * shown only in mails to a person; `copy`, the link to the copy of their data a request asked for
   * (the file), `readableCopy` to the same copy made to be read (PDF);
   * `membership`, the link to the recipient's own page (/my-membership, docs/decisions/017-my-membership-page.md).
   */
  privacy?: { page: string; copy: (requestId: string) => string; readableCopy?: (requestId: string) => string; membership?: string };
};

/**
 * `replyTo`: whom a reply reaches (the visitor, for the staff; the foundation, for a visitor).
 * `inReplyTo` / `references`: the conversation a mail belongs to (a visitor's message and its replies).
 */
export type RenderedMail = {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  inReplyTo?: string;
  references?: string[];
  /** The documents the mail carries as PDF files, made when it is sent (outbox.ts). */
  attachments?: DocumentTarget[];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** What a mail's body is made of. */
type Block = { paragraph: string } | { quote: string } | { link: string; url: string };

const BRAND = "#1A1A2E";

function layout(context: MailContext, language: Language, subject: string, blocks: Block[], reason: string, replyTo: string): RenderedMail {
  const t = mailTexts[language].layout;
  // A person may ask what the site holds about them from any mail they received (docs/rules.md R53).
  const privacy = context.privacy ? fill(t.privacy, { url: context.privacy.page }) : null;
  const footer = [
    reason,
    ...(privacy ? [privacy] : []),
    context.siteName,
    t.address,
    fill(t.contact, { email: context.contactEmail }),
    fill(t.website, { url: context.publicUrl }),
  ];
  const textBlocks = blocks.map((block) =>
    "paragraph" in block
      ? block.paragraph
      : "quote" in block
        ? block.quote
            .split(/\r?\n/)
            .map((line) => `> ${line}`)
            .join("\n")
        : `${block.link}${language === "fr" ? "\u00a0: " : ": "}${block.url}`,
  );
  const text = `${[context.siteName, ...textBlocks].join("\n\n")}\n\n-- \n${footer.join("\n")}\n`;

  const htmlBlocks = blocks.map((block) =>
    "paragraph" in block
      ? `<p style="margin:0 0 16px">${escapeHtml(block.paragraph).replace(/\r?\n/g, "<br>")}</p>`
      : "quote" in block
        ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #D4A017;background:#F7F5EF;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 16px;background:${BRAND};color:#FFFFFF;text-decoration:none;border-radius:6px">${escapeHtml(block.link)}</a></p>`,
  );
  const html = `<!DOCTYPE html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#F4F4F6;color:${BRAND};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(context.siteName)}</p>
<div style="background:#FFFFFF;padding:24px;border-radius:8px">
${htmlBlocks.join("\n")}
</div>
<div style="padding:16px 8px;font-size:13px;color:#4A4A5E">
<p style="margin:0 0 8px">${escapeHtml(reason)}</p>
${context.privacy ? `<p style="margin:0 0 8px">${escapeHtml(fill(t.privacy, { url: "\u0000" })).replace("\u0000", `<a href="${escapeHtml(context.privacy.page)}" style="color:${BRAND}">${escapeHtml(context.privacy.page)}</a>`)}</p>\n` : ""}<p style="margin:0">${escapeHtml(context.siteName)}<br>${escapeHtml(t.address)}<br>${escapeHtml(fill(t.contact, { email: "\u0000" })).replace("\u0000", `<a href="mailto:${escapeHtml(context.contactEmail)}" style="color:${BRAND}">${escapeHtml(context.contactEmail)}</a>`)}<br>${escapeHtml(fill(t.website, { url: "\u0000" })).replace("\u0000", `<a href="${escapeHtml(context.publicUrl)}" style="color:${BRAND}">${escapeHtml(context.publicUrl)}</a>`)}</p>
</div>
</div>
</body>
</html>
`;
  return { subject, text, html, replyTo };
}

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
function privateLink(context: MailContext, target: DocumentTarget): string {
  if (!context.documentLink) throw new Error(`this mail offers a ${target.kind} and its sender makes no documents`);
  return context.documentLink(target);
}

// ---------------------------------------------------------------- the templates

const staffContactData = z.object({
  contactId: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.enum(languages),
  volunteer: z.boolean(),
});

const membershipData = z.object({
  membershipId: z.string(),
  /** The applicant's member: staff's notification opens their page (absent in mails queued before it was given). */
  memberId: z.string().optional(),
  name: z.string(),
  email: z.string(),
  category: z.enum(membershipCategories),
  duesAmount: z.number().int(),
  duesCurrency: z.enum(currencies),
  payable: z.boolean(),
  language: z.enum(languages),
});

/**
 * The applicant's confirmation: nothing of what was typed in the form (docs/decisions/022-mail-nobody-can-turn-against-a-stranger.md).
 * Mails queued before carry the name too; it is left out when read.
 */
const applicantData = membershipData.pick({ membershipId: true, category: true, duesAmount: true, duesCurrency: true, payable: true });

/** How many of a digest's notifications it links to one by one. */
const STAFF_DIGEST_LINKS = 20;

/** Notifications gathered while a flood lasts (mail/staff-digest.ts): which template each would have been, and its cause. */
const staffDigestData = z.object({
  /** When the notification that opened the digest was written (ISO). */
  since: z.string(),
  /** How many went out on their own before the rest were gathered. */
  sent: z.number().int().optional(),
  items: z.array(z.object({ template: z.string(), key: z.string() })),
});

const signInFailuresData = z.object({
  username: z.string(),
  failures: z.number().int(),
  minutes: z.number().int(),
  /** When the addresses without a known device may try again (ISO). */
  until: z.string(),
});

const contactReplyData = z.object({
  contactId: z.string(),
  name: z.string(),
  subject: z.string(),
  message: z.string(),
  /** When the message arrived (ISO): the quote line's date. */
  receivedAt: z.string(),
  body: z.string(),
});

/** A succeeded payment as its receipt shows it; `number` as printed (`2026-000123`). */
const paidData = z.object({
  paymentId: z.string(),
  number: z.string(),
  amount: z.number().int(),
  currency: z.enum(currencies),
  /** ISO */
  paidAt: z.string(),
  method: z.enum(paymentMethods),
  operator: z.enum(mobileOperators).nullable(),
});

const receiptData = paidData.extend({
  kind: z.enum(payableKinds),
  name: z.string().nullable(),
  tier: z.enum(impactTiers).nullable(),
  /** A membership's dues: the category and the year they pay. */
  category: z.enum(membershipCategories).nullable(),
  year: z.number().int().nullable(),
  /** Sent again by staff (the admin's Send again). */
  resent: z.boolean().optional(),
});

const attestationData = z.object({
  membershipId: z.string(),
  name: z.string(),
  category: z.enum(membershipCategories),
  year: z.number().int(),
});

const welcomeData = z.object({
  membershipId: z.string(),
  name: z.string(),
  category: z.enum(membershipCategories),
  year: z.number().int(),
  /** The dues that made the membership active, when they were paid; null when staff activated it. */
  paid: paidData.nullable(),
});

const membershipStatusData = z.object({
  membershipId: z.string(),
  name: z.string(),
  category: z.enum(membershipCategories),
  status: z.enum(membershipStatuses),
  year: z.number().int(),
});

/** A general assembly's convocation to one voter: the agenda in the member's language (shared/voters.ts). */
const convocationData = z.object({
  convocationId: z.string(),
  name: z.string(),
  year: z.number().int(),
  /** When the assembly is held (ISO). */
  heldAt: z.string(),
  place: z.string(),
  agenda: z.string(),
});

/**
 * The day and hour of an instant on Benin's clock as each language writes them: "Saturday,
 * January 16, 2027" and "10:00 AM" / "samedi 16 janvier 2027" and "10 h 00", with the zone's offset.
 */
function assemblyTime(instant: Date, language: Language) {
  const offset = utcOffsetMinutes(instant, site.timeZone);
  const clock = wallClock(instant, offset);
  const time = language === "fr" ? `${clock.hour}\u00a0h\u00a0${String(clock.minute).padStart(2, "0")}` : formatClock(clock, language);
  return { date: formatDay(clock, language, { weekday: true, ordinalFirst: true }), time, offset: formatUtcOffset(offset, language) };
}
const privacyRequestData = z.object({
  requestId: z.string(),
  kind: z.enum(privacyRequestKinds),
  /** ISO */
  requestedAt: z.string(),
  dueAt: z.string(),
});

const staffPrivacyRequestData = privacyRequestData.extend({ email: z.string(), language: z.enum(languages) });
/** A year asked of a member (a renewal round, or staff's Send): its dues and its private link. */
const renewalData = z.object({
  yearId: z.string(),
  name: z.string(),
  category: z.enum(membershipCategories),
  year: z.number().int(),
  amount: z.number().int(),
  currency: z.enum(currencies),
  /** The first call from December 1st, the reminder after the due date, or one staff sent. */
  round: z.enum(["opening", "overdue", "staff"]),
  /** The last day the member is still paid up on last year's dues (`YYYY-MM-DD`). */
  graceEnd: z.string(),
  url: z.string(),
  /** When the link ends (ISO); absent from the mails queued before links ended. */
  linkEnds: z.string().optional(),
});

/** A member told that their grace period ended without this year's dues. */
const lapsedData = renewalData.omit({ round: true });

/** The day a renewal link ends, and how to ask for a new one (docs/decisions/023-an-erasure-that-erases.md). */
const linkEndsParagraph = (data: { linkEnds?: string }, language: Language) =>
  data.linkEnds ? [{ paragraph: fill(mailTexts[language].renewal.linkEnds, { date: foundationDate(new Date(data.linkEnds), language) }) }] : [];

/** A day of the foundation's calendar (`YYYY-MM-DD`) as a letter writes it. */
const calendarDay = (day: string, language: Language) => foundationDate(new Date(`${day}T12:00:00Z`), language);

/** What a mail to a member fills in: the site, how to reach it, the member, their category and year, how long links last. */
const memberValues = (data: { name: string; category: MembershipCategory; year: number }, language: Language, context: MailContext) => ({
  site: context.siteName,
  email: context.contactEmail,
  name: data.name,
  category: documentTexts[language].categories[data.category],
  year: data.year,
  days: DOCUMENT_LINK_DAYS,
});

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

/** The link to the reader's own page (docs/decisions/017-my-membership-page.md), when the sender makes one. */
const myPageLink = (context: MailContext, language: Language): Block[] =>
  context.privacy?.membership ? [{ link: mailTexts[language].myMembership.page, url: context.privacy.membership }] : [];

/** A payment refunded or voided: how much, of when, its cancelled receipt's number, the year of dues it no longer pays. */
const reversedData = z.object({
  paymentId: z.string(),
  name: z.string().nullable(),
  reversal: z.enum(paymentReversals),
  amount: z.number().int(),
  currency: z.enum(currencies),
  paidAt: z.string(),
  number: z.string().nullable(),
  unpaidYear: z.number().int().nullable(),
});

export const templates = {
  /** To the staff: a visitor's message, or an offer to volunteer (a message 'Volunteering'). */
  "staff-contact": {
    to: "staff",
    digest: true,
    data: staffContactData,
    render(data: z.infer<typeof staffContactData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const kind = data.volunteer ? t.staffVolunteer : t.staffContact;
      const values = { name: data.name, email: data.email, subject: data.subject };
      const mail = layout(
        context,
        language,
        fill(kind.subject, values),
        [
          { paragraph: fill(kind.intro, values) },
          { paragraph: `${fill(t.staffCommon.subjectLine, values)}\n${fill(t.staffCommon.language, { language: languageName[data.language] })}` },
          { quote: data.message },
          { link: t.staffCommon.open, url: adminLink(context, "contacts", data.contactId) },
        ],
        kind.reason,
        data.email,
      );
      return { ...mail, references: [contactThreadId(data.contactId, context)] };
    },
  },
  /** To the staff: a membership application. */
  "staff-membership": {
    to: "staff",
    digest: true,
    data: membershipData,
    render(data: z.infer<typeof membershipData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = {
        name: data.name,
        email: data.email,
        category: exportLabels[language].category[data.category],
        amount: formatMoney(data.duesAmount, data.duesCurrency, language),
      };
      return layout(
        context,
        language,
        fill(t.staffMembership.subject, values),
        [
          { paragraph: fill(t.staffMembership.intro, values) },
          {
            paragraph: [
              fill(t.staffMembership.category, values),
              data.payable ? fill(t.staffMembership.duesOnline, values) : t.staffMembership.duesOffline,
              fill(t.staffCommon.language, { language: languageName[data.language] }),
            ].join("\n"),
          },
          {
            link: t.staffCommon.open,
            // The member's page (`?tab=members&member=<id>`), not the application's edit form.
            url: data.memberId ? `${context.publicUrl}${paths.admin}?tab=members&member=${encodeURIComponent(data.memberId)}` : adminLink(context, "members", data.membershipId),
          },
        ],
        t.staffMembership.reason,
        data.email,
      );
    },
  },
  /**
   * To the applicant: received, what happens next, whether dues are due. The address was typed in
   * a form and nobody has confirmed it: the mail greets nobody by name and quotes nothing typed.
   */
  "membership-applied": {
    to: "person",
    fromPublicForm: true,
    data: applicantData,
    render(data: z.infer<typeof applicantData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language].applicant;
      const values = {
        site: context.siteName,
        email: context.contactEmail,
        category: exportLabels[language].category[data.category],
        amount: formatMoney(data.duesAmount, data.duesCurrency, language),
        url: `${context.publicUrl}${localizedPath(paths.join, language)}`,
      };
      return layout(
        context,
        language,
        fill(t.subject, values),
        [
          { paragraph: t.greeting },
          { paragraph: fill(t.received, values) },
          ...(data.payable ? [{ paragraph: fill(t.duesDue, values) }, { link: t.pay, url: values.url }] : [{ paragraph: t.noDues }]),
          { paragraph: fill(t.notYou, values) },
          { paragraph: fill(t.next, values) },
          { paragraph: fill(t.signature, values) },
        ],
        t.reason,
        context.contactEmail,
      );
    },
  },
  /**
   * To a visitor: the staff's reply to their message, the message quoted under 'On <date>, <name>
   * wrote:' in the visitor's language (shared/reply-quote.ts), threaded under it.
   */
  "contact-reply": {
    to: "person",
    data: contactReplyData,
    render(data: z.infer<typeof contactReplyData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language].contactReply;
      const thread = contactThreadId(data.contactId, context);
      const attribution = replyAttribution({ name: data.name, createdAt: data.receivedAt, language });
      const mail = layout(
        context,
        language,
        replySubject(data.subject),
        [{ paragraph: data.body }, { paragraph: attribution }, { quote: data.message }],
        t.reason,
        context.contactEmail,
      );
      return { ...mail, inReplyTo: thread, references: [thread] };
    },
  },
  /** To a donor (or a member whose dues were paid again): the receipt, attached and behind a private link. */
  receipt: {
    to: "person",
    data: receiptData,
    render(data: z.infer<typeof receiptData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = {
        site: context.siteName,
        email: context.contactEmail,
        number: data.number,
        amount: formatMoney(data.amount, data.currency, language),
        date: foundationDate(new Date(data.paidAt), language),
        method: paymentMethodName(data.method, data.operator, language),
        days: DOCUMENT_LINK_DAYS,
      };
      const target: DocumentTarget = { kind: "receipt", id: data.paymentId };
      const details = [fill(t.receipt.number, values), fill(t.receipt.amount, values), fill(t.receipt.date, values), fill(t.receipt.method, values)];
      if (data.kind === "donation" && data.tier) details.push(fill(t.receipt.tier, { tier: exportLabels[language].tier[data.tier] }));
      if (data.kind === "membership" && data.category)
        details.push(fill(t.receipt.dues, { category: documentTexts[language].categories[data.category], year: data.year ?? "" }));
      const donation = data.kind === "donation";
      const mail = layout(
        context,
        language,
        fill(donation ? t.receipt.subjectDonation : t.receipt.subjectMembership, values),
        [
          { paragraph: greeting(t.receipt, data.name) },
          ...(data.resent ? [{ paragraph: t.receipt.resent }] : []),
          { paragraph: fill(donation ? t.receipt.thanksDonation : t.receipt.thanksMembership, values) },
          { paragraph: details.join("\n") },
          { paragraph: fill(t.receipt.attached, values) },
          { link: t.receipt.download, url: privateLink(context, target) },
          ...myPageLink(context, language),
          { paragraph: fill(t.common.next, values) },
          { paragraph: fill(t.common.signature, values) },
        ],
        fill(donation ? t.receipt.reasonDonation : t.receipt.reasonMembership, values),
        context.contactEmail,
      );
      return { ...mail, attachments: [target] };
    },
  },
  /** To a new member: active, the category and year, the attestation (and the dues' receipt) attached. */
  "membership-welcome": {
    to: "person",
    data: welcomeData,
    render(data: z.infer<typeof welcomeData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = memberValues(data, language, context);
      const attestation: DocumentTarget = { kind: "attestation", id: data.membershipId };
      const receipt: DocumentTarget | null = data.paid ? { kind: "receipt", id: data.paid.paymentId } : null;
      const paid = data.paid
        ? [{ paragraph: fill(t.welcome.paid, { amount: formatMoney(data.paid.amount, data.paid.currency, language), number: data.paid.number }) }]
        : [];
      const mail = layout(
        context,
        language,
        fill(t.welcome.subject, values),
        [
          { paragraph: greeting(t.receipt, data.name) },
          { paragraph: fill(t.welcome.active, values) },
          { paragraph: `${fill(t.welcome.category, values)}\n${fill(t.welcome.year, values)}` },
          ...paid,
          { paragraph: fill(receipt ? t.welcome.attachedWithReceipt : t.welcome.attached, values) },
          { link: t.welcome.certificate, url: privateLink(context, attestation) },
          ...(receipt ? [{ link: t.welcome.receipt, url: privateLink(context, receipt) }] : []),
          ...myPageLink(context, language),
          { paragraph: fill(t.common.next, values) },
          { paragraph: fill(t.common.signature, values) },
        ],
        fill(t.welcome.reason, values),
        context.contactEmail,
      );
      return { ...mail, attachments: receipt ? [attestation, receipt] : [attestation] };
    },
  },
  /** To a member: their attestation, sent again by staff. */
  attestation: {
    to: "person",
    data: attestationData,
    render(data: z.infer<typeof attestationData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = memberValues(data, language, context);
      const target: DocumentTarget = { kind: "attestation", id: data.membershipId };
      const mail = layout(
        context,
        language,
        fill(t.attestation.subject, values),
        [
          { paragraph: greeting(t.receipt, data.name) },
          { paragraph: fill(t.attestation.body, values) },
          { paragraph: fill(t.attestation.attached, values) },
          { link: t.attestation.download, url: privateLink(context, target) },
          { paragraph: fill(t.common.next, values) },
          { paragraph: fill(t.common.signature, values) },
        ],
        t.attestation.reason,
        context.contactEmail,
      );
      return { ...mail, attachments: [target] };
    },
  },
  /** To the staff: an administrator's account is being given wrong passwords. */
  "staff-sign-in-failures": {
    to: "staff",
    data: signInFailuresData,
    render(data: z.infer<typeof signInFailuresData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language].staffSignIn;
      const until = new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", {
        timeZone: site.timeZone,
        day: "numeric",
        month: "long",
        hour: "2-digit",
        minute: "2-digit",
        timeZoneName: "short",
      }).format(new Date(data.until));
      const values = { username: data.username, failures: data.failures, minutes: data.minutes, until };
      return layout(
        context,
        language,
        fill(t.subject, values),
        [{ paragraph: fill(t.intro, values) }, { paragraph: fill(t.advice, values) }, { link: t.open, url: `${context.publicUrl}${localizedPath(paths.admin, language)}?tab=settings` }],
        t.reason,
        context.contactEmail,
      );
    },
  },
  /** To a member paid up for the assembly's year: the convocation, when, where and the agenda. */
  convocation: {
    to: "person",
    data: convocationData,
    render(data: z.infer<typeof convocationData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = { site: context.siteName, email: context.contactEmail, name: data.name, year: data.year, place: data.place, ...assemblyTime(new Date(data.heldAt), language) };
      return layout(
        context,
        language,
        fill(t.convocation.subject, values),
        [
          { paragraph: greeting(t.receipt, data.name) },
          { paragraph: fill(t.convocation.intro, values) },
          { paragraph: [fill(t.convocation.date, values), fill(t.convocation.time, values), fill(t.convocation.place, values)].join("\n") },
          { paragraph: t.convocation.agenda },
          { quote: data.agenda },
          { paragraph: fill(t.common.next, values) },
          { paragraph: fill(t.common.signature, values) },
        ],
        fill(t.convocation.reason, values),
        context.contactEmail,
      );
    },
  },
  /** To a member: the board changed their membership's status. */
  "membership-status": {
    to: "person",
    data: membershipStatusData,
    render(data: z.infer<typeof membershipStatusData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = memberValues(data, language, context);
      const said = {
        active: { subject: t.membershipStatus.subjectActive, body: t.membershipStatus.active },
        inactive: { subject: t.membershipStatus.subjectInactive, body: t.membershipStatus.inactive },
        pending: { subject: t.membershipStatus.subjectPending, body: t.membershipStatus.pending },
      }[data.status];
      return layout(
        context,
        language,
        fill(said.subject, values),
        [
          { paragraph: greeting(t.receipt, data.name) },
          { paragraph: fill(said.body, values) },
          ...(data.status === "active" ? [{ link: t.membershipStatus.certificate, url: privateLink(context, { kind: "attestation", id: data.membershipId }) }] : []),
          { paragraph: fill(t.common.next, values) },
          { paragraph: fill(t.common.signature, values) },
        ],
        fill(t.membershipStatus.reason, values),
        context.contactEmail,
      );
    },
  },
  /** To a person: their privacy request is received, and by when it is completed (docs/rules.md R53). */
  "privacy-request-received": {
    to: "person",
    fromPublicForm: true,
    data: privacyRequestData,
    render(data: z.infer<typeof privacyRequestData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = {
        site: context.siteName,
        email: context.contactEmail,
        date: foundationDate(new Date(data.requestedAt), language),
        due: foundationDate(new Date(data.dueAt), language),
        days: PRIVACY_REQUEST_DAYS,
      };
      const erasure = data.kind === "erasure";
      return layout(
        context,
        language,
        fill(erasure ? t.privacyReceived.subjectErasure : t.privacyReceived.subjectCopy, values),
        [
          { paragraph: t.receipt.greetingUnnamed },
          { paragraph: fill(erasure ? t.privacyReceived.erasure : t.privacyReceived.copy, values) },
          { paragraph: fill(t.privacyReceived.due, values) },
          ...(erasure ? [{ paragraph: t.privacyReceived.kept }] : []),
          { paragraph: fill(t.privacyReceived.notYou, values) },
          { paragraph: fill(t.common.signature, values) },
        ],
        fill(t.privacyReceived.reason, values),
        context.contactEmail,
      );
    },
  },
  /** To the staff: a person asked for a copy or the erasure of their data, and the day it is due. */
  "staff-privacy-request": {
    to: "staff",
    digest: true,
    data: staffPrivacyRequestData,
    render(data: z.infer<typeof staffPrivacyRequestData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = { email: data.email, due: foundationDate(new Date(data.dueAt), language), days: PRIVACY_REQUEST_DAYS };
      const erasure = data.kind === "erasure";
      return layout(
        context,
        language,
        fill(erasure ? t.staffPrivacy.subjectErasure : t.staffPrivacy.subjectCopy, values),
        [
          { paragraph: fill(erasure ? t.staffPrivacy.erasure : t.staffPrivacy.copy, values) },
          { paragraph: `${fill(t.staffPrivacy.due, values)}\n${fill(t.staffCommon.language, { language: languageName[data.language] })}` },
          { link: t.staffCommon.open, url: adminLink(context, "privacy", data.requestId) },
        ],
        t.staffPrivacy.reason,
        context.contactEmail,
      );
    },
  },
  /** To a person: the copy of their data they asked for, behind a private link. */
  "privacy-copy": {
    to: "person",
    data: privacyRequestData,
    render(data: z.infer<typeof privacyRequestData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      if (!context.privacy) throw new Error("this mail offers a copy of personal data and its sender has no privacy links");
      const values = { site: context.siteName, email: context.contactEmail, date: foundationDate(new Date(data.requestedAt), language), days: PRIVACY_COPY_DAYS };
      return layout(
        context,
        language,
        fill(t.privacyCopy.subject, values),
        [
          { paragraph: t.receipt.greetingUnnamed },
          { paragraph: fill(t.privacyCopy.body, values) },
          // The copy to read first (a PDF in their language), the machine-readable file beside it.
          ...(context.privacy.readableCopy ? [{ link: t.privacyCopy.read, url: context.privacy.readableCopy(data.requestId) }, { paragraph: fill(t.privacyCopy.readFormat, values) }] : []),
          { link: t.privacyCopy.download, url: context.privacy.copy(data.requestId) },
          { paragraph: fill(t.privacyCopy.format, values) },
          { paragraph: fill(t.common.next, values) },
          { paragraph: fill(t.common.signature, values) },
        ],
        fill(t.privacyCopy.reason, values),
        context.contactEmail,
      );
    },
  },
  /** To a member: renew for a year (the season's rounds, or staff's Send), with the private link. */
  "membership-renewal": {
    to: "person",
    data: renewalData,
    render(data: z.infer<typeof renewalData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = {
        ...memberValues(data, language, context),
        amount: formatMoney(data.amount, data.currency, language),
        due: calendarDay(dueDay(data.year), language),
        graceEnd: calendarDay(data.graceEnd, language),
      };
      const said = { opening: t.renewal.opening, overdue: t.renewal.overdue, staff: t.renewal.staff }[data.round];
      return layout(
        context,
        language,
        fill(data.round === "overdue" ? t.renewal.subjectOverdue : t.renewal.subjectOpening, values),
        [
          { paragraph: greeting(t.receipt, data.name) },
          { paragraph: fill(said, values) },
          { paragraph: `${fill(t.renewal.amount, values)}\n${fill(t.renewal.due, values)}` },
          { link: t.renewal.pay, url: data.url },
          { paragraph: fill(t.renewal.link, values) },
          ...linkEndsParagraph(data, language),
          ...myPageLink(context, language),
          { paragraph: fill(t.common.next, values) },
          { paragraph: fill(t.common.signature, values) },
        ],
        fill(t.renewal.reason, values),
        context.contactEmail,
      );
    },
  },
  /** To a person: their data is erased; what the accounts keep. The last mail to their address. */
  "privacy-erased": {
    to: "person",
    data: privacyRequestData,
    render(data: z.infer<typeof privacyRequestData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = { site: context.siteName, email: context.contactEmail, date: foundationDate(new Date(data.requestedAt), language) };
      return layout(
        context,
        language,
        fill(t.privacyErased.subject, values),
        [
          { paragraph: t.receipt.greetingUnnamed },
          { paragraph: fill(t.privacyErased.body, values) },
          { paragraph: t.privacyErased.kept },
          { paragraph: t.privacyErased.last },
          { paragraph: fill(t.common.signature, values) },
        ],
        fill(t.privacyErased.reason, values),
        context.contactEmail,
      );
    },
  },
  /** To a member: the grace period ended without this year's dues; renew from the private link. */
  "membership-lapsed": {
    to: "person",
    data: lapsedData,
    render(data: z.infer<typeof lapsedData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = {
        ...memberValues(data, language, context),
        amount: formatMoney(data.amount, data.currency, language),
        due: calendarDay(dueDay(data.year), language),
        graceEnd: calendarDay(data.graceEnd, language),
        previous: data.year - 1,
      };
      return layout(
        context,
        language,
        fill(t.lapsed.subject, values),
        [
          { paragraph: greeting(t.receipt, data.name) },
          { paragraph: fill(t.lapsed.body, values) },
          { paragraph: fill(t.lapsed.renew, values) },
          { link: t.lapsed.pay, url: data.url },
          ...linkEndsParagraph(data, language),
          { paragraph: fill(t.common.next, values) },
          { paragraph: fill(t.common.signature, values) },
        ],
        fill(t.lapsed.reason, values),
        context.contactEmail,
      );
    },
  },
  /** To a donor or a member: a payment of theirs refunded or voided by staff, its receipt cancelled (docs/decisions/016-paid-twice-refunds-and-voids.md). */
  "payment-reversed": {
    to: "person",
    data: reversedData,
    render(data: z.infer<typeof reversedData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = {
        site: context.siteName,
        email: context.contactEmail,
        amount: formatMoney(data.amount, data.currency, language),
        date: foundationDate(new Date(data.paidAt), language),
        number: data.number ?? "",
        year: data.unpaidYear ?? "",
      };
      const refunded = data.reversal === "refunded";
      return layout(
        context,
        language,
        fill(refunded ? t.reversed.subjectRefunded : t.reversed.subjectVoided, values),
        [
          { paragraph: greeting(t.receipt, data.name) },
          { paragraph: fill(refunded ? t.reversed.refunded : t.reversed.voided, values) },
          ...(data.number ? [{ paragraph: fill(t.reversed.receipt, values) }] : []),
          ...(data.unpaidYear !== null ? [{ paragraph: fill(t.reversed.duesUnpaid, values) }] : []),
          { paragraph: fill(t.common.next, values) },
          { paragraph: fill(t.common.signature, values) },
        ],
        fill(t.reversed.reason, values),
        context.contactEmail,
      );
    },
  },
  /** To a member or a donor: the sign-in link to their own page, asked for on /my-membership (docs/decisions/017-my-membership-page.md). */
  "my-membership-link": {
    to: "person",
    fromPublicForm: true,
    data: z.object({}),
    render(_data: Record<string, never>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      if (!context.privacy?.membership) throw new Error("this mail offers a link to the person's page and its sender has no privacy links");
      const values = { site: context.siteName, email: context.contactEmail, days: MY_MEMBERSHIP_LINK_DAYS };
      return layout(
        context,
        language,
        fill(t.myMembership.subject, values),
        [
          { paragraph: t.receipt.greetingUnnamed },
          { paragraph: fill(t.myMembership.body, values) },
          { link: t.myMembership.open, url: context.privacy.membership },
          { paragraph: fill(t.myMembership.expiry, values) },
          { paragraph: fill(t.myMembership.notYou, values) },
          { paragraph: fill(t.common.signature, values) },
        ],
        fill(t.myMembership.reason, values),
        context.contactEmail,
      );
    },
  },
  /** To an administrator: the link of a forgotten password (services/admins/password-reset.ts). */
  "admin-password-reset": {
    to: "staff",
    data: z.object({ username: z.string(), token: z.string() }),
    render(data: { username: string; token: string }, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const values = { site: context.siteName, username: data.username, minutes: PASSWORD_RESET_MINUTES };
      return layout(
        context,
        language,
        fill(t.adminReset.subject, values),
        [
          { paragraph: fill(t.adminReset.body, values) },
          { link: t.adminReset.open, url: `${context.publicUrl}${localizedPath(paths.admin, language)}?reset=${encodeURIComponent(data.token)}` },
          { paragraph: fill(t.adminReset.expiry, values) },
          { paragraph: fill(t.adminReset.notYou, values) },
        ],
        fill(t.adminReset.reason, values),
        context.contactEmail,
      );
    },
  },
  /** To a future administrator: the invitation, whose link sets their password (services/admins/invitations.ts). */
  "admin-invitation": {
    to: "staff",
    data: z.object({ username: z.string(), inviter: z.string(), token: z.string(), expiresAt: z.string() }),
    render(data: { username: string; inviter: string; token: string; expiresAt: string }, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language];
      const expires = new Date(data.expiresAt);
      const until = `${foundationDate(expires, language)}, ${assemblyTime(expires, language).time}`;
      const values = { site: context.siteName, username: data.username, inviter: data.inviter, until };
      return layout(
        context,
        language,
        fill(t.adminInvitation.subject, values),
        [
          { paragraph: fill(t.adminInvitation.body, values) },
          { link: t.adminInvitation.open, url: `${context.publicUrl}${localizedPath(paths.admin, language)}?invitation=${encodeURIComponent(data.token)}` },
          { paragraph: fill(t.adminInvitation.expiry, values) },
          { paragraph: fill(t.adminInvitation.notYou, values) },
        ],
        fill(t.adminInvitation.reason, values),
        context.contactEmail,
      );
    },
  },
  /** To the staff: the notifications gathered while a flood lasts, counted, with a link to each (mail/staff-digest.ts). */
  "staff-digest": {
    to: "staff",
    data: staffDigestData,
    render(data: z.infer<typeof staffDigestData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language].staffDigest;
      const since = new Date(data.since);
      const values = { count: data.items.length, minutes: STAFF_DIGEST_MINUTES, time: assemblyTime(since, language).time, date: foundationDate(since, language) };
      const kinds = [
        { template: "staff-contact", line: t.messages, item: t.message, tab: "contacts" },
        { template: "staff-membership", line: t.applications, item: t.application, tab: "members" },
        { template: "staff-privacy-request", line: t.privacy, item: t.privacyRequest, tab: "privacy" },
      ] as const;
      const counted = kinds.map((kind) => ({ ...kind, count: data.items.filter((item) => item.template === kind.template).length })).filter((kind) => kind.count > 0);
      // A link to each, up to a screenful; the administration's lists hold them all.
      const shown = data.items.slice(0, STAFF_DIGEST_LINKS).flatMap((item) => {
        const kind = kinds.find((candidate) => candidate.template === item.template);
        const id = item.key.slice(item.key.indexOf(":") + 1);
        return kind ? [`${kind.item}${language === "fr" ? "\u00a0: " : ": "}${adminLink(context, kind.tab, id)}`] : [];
      });
      const more = data.items.length - STAFF_DIGEST_LINKS;
      return layout(
        context,
        language,
        fill(t.subject, values),
        [
          { paragraph: fill(t.intro, values) },
          { paragraph: counted.map((kind) => fill(kind.line, { count: kind.count })).join("\n") },
          { paragraph: [...shown, ...(more > 0 ? [fill(t.more, { count: more })] : [])].join("\n") },
          { paragraph: t.why },
        ],
        t.reason,
        context.contactEmail,
      );
    },
  },
} as const;

export type TemplateName = keyof typeof templates;
/** Whom a template writes to: a person (their mail carries the privacy link, docs/rules.md R53) or the staff. */
export type Audience = (typeof templates)[TemplateName]["to"];
export type TemplateData<N extends TemplateName> = z.infer<(typeof templates)[N]["data"]>;

/**
 * The templates that go to an address typed in a public form, which nobody has confirmed: each is
 * counted against its mailbox's daily cap (recipient-cap.ts) and carries no text the sender chose.
 */
export const isFromPublicForm = (template: string): boolean => template in templates && "fromPublicForm" in templates[template as TemplateName];

/** The staff notifications gathered into a digest while a flood lasts (staff-digest.ts). */
export const isGathered = (template: string): boolean => template in templates && "digest" in templates[template as TemplateName];

/** Renders a stored mail; its data is checked first, since it comes back from the database. */
export function renderMail(template: string, data: unknown, language: Language, context: MailContext): RenderedMail {
  if (!(template in templates)) throw new Error(`unknown mail template: ${template}`);
  const entry = templates[template as TemplateName];
  // The staff's own notifications carry no privacy link: it would name their address, not a person's.
  const forReader = entry.to === "person" ? context : { ...context, privacy: undefined };
  return entry.render(entry.data.parse(data) as never, language, forReader);
}
