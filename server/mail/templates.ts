/**
 * The site's mails: `(data, language, context) → { subject, text, html }`, one layout for all —
 * the foundation's name, address and how to reach it, and why this mail was sent. The words are in
 * texts.ts; a template only arranges them. Rendered when the mail is sent, from what was stored with
 * it in the outbox (data is JSON).
 */
import { z } from "zod";
import { currencies, languages, membershipCategories, type Language } from "../../shared/domain";
import { formatMoney } from "../../shared/money";
import { localizedPath, paths } from "../../shared/paths";
import { exportLabels, languageName } from "../services/exports/labels";
import { replyAttribution, replySubject } from "../../shared/reply-quote";
import { mailTexts } from "./texts";

/** Who sends, and how to reach them: the foundation's settings. */
export type MailContext = { siteName: string; contactEmail: string; publicUrl: string };

/**
 * `replyTo`: whom a reply reaches (the visitor, for the staff; the foundation, for a visitor).
 * `inReplyTo` / `references`: the conversation a mail belongs to (a visitor's message and its replies).
 */
export type RenderedMail = { subject: string; text: string; html: string; replyTo: string; inReplyTo?: string; references?: string[] };

/** Fills `{name}` placeholders; a value is text, never markup (the HTML is escaped afterwards). */
const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** What a mail's body is made of. */
type Block = { paragraph: string } | { quote: string } | { link: string; url: string };

const BRAND = "#1A1A2E";

function layout(context: MailContext, language: Language, subject: string, blocks: Block[], reason: string, replyTo: string): RenderedMail {
  const t = mailTexts[language].layout;
  const footer = [
    reason,
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
<p style="margin:0">${escapeHtml(context.siteName)}<br>${escapeHtml(t.address)}<br>${escapeHtml(fill(t.contact, { email: "\u0000" })).replace("\u0000", `<a href="mailto:${escapeHtml(context.contactEmail)}" style="color:${BRAND}">${escapeHtml(context.contactEmail)}</a>`)}<br>${escapeHtml(fill(t.website, { url: "\u0000" })).replace("\u0000", `<a href="${escapeHtml(context.publicUrl)}" style="color:${BRAND}">${escapeHtml(context.publicUrl)}</a>`)}</p>
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
export const adminLink = (context: MailContext, tab: "contacts" | "members", id: string) =>
  `${context.publicUrl}${paths.admin}?tab=${tab}&id=${encodeURIComponent(id)}`;

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
  name: z.string(),
  email: z.string(),
  category: z.enum(membershipCategories),
  duesAmount: z.number().int(),
  duesCurrency: z.enum(currencies),
  payable: z.boolean(),
  language: z.enum(languages),
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

export const templates = {
  /** To the staff: a visitor's message, or an offer to volunteer (a message 'Volunteering'). */
  "staff-contact": {
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
          { link: t.staffCommon.open, url: adminLink(context, "members", data.membershipId) },
        ],
        t.staffMembership.reason,
        data.email,
      );
    },
  },
  /** To the applicant: received, what happens next, whether dues are due. */
  "membership-applied": {
    data: membershipData,
    render(data: z.infer<typeof membershipData>, language: Language, context: MailContext): RenderedMail {
      const t = mailTexts[language].applicant;
      const values = {
        name: data.name,
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
          { paragraph: fill(t.greeting, values) },
          { paragraph: fill(t.received, values) },
          ...(data.payable ? [{ paragraph: fill(t.duesDue, values) }, { link: t.pay, url: values.url }] : [{ paragraph: t.noDues }]),
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
} as const;

export type TemplateName = keyof typeof templates;
export type TemplateData<N extends TemplateName> = z.infer<(typeof templates)[N]["data"]>;

/** Renders a stored mail; its data is checked first, since it comes back from the database. */
export function renderMail(template: string, data: unknown, language: Language, context: MailContext): RenderedMail {
  if (!(template in templates)) throw new Error(`unknown mail template: ${template}`);
  const entry = templates[template as TemplateName];
  return entry.render(entry.data.parse(data) as never, language, context);
}
