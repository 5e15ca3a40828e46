/**
 * The one layout every mail is put in, and the shape of a template. A template is
 * `(data, language, context) → { subject, text, html }`: the foundation's name on top, the body's
 * blocks, then the footer — why this mail was sent, the privacy link of a mail to a person, and
 * how to reach the foundation. Plain text and HTML are made from the same blocks.
 */
import type { z } from "zod";
import type { Language } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import type { DocumentTarget } from "../../documents/targets";
import { mailTexts } from "../texts";

/**
 * Who sends, and how to reach them: the foundation's settings. `documentLink`: the private link of
 * a receipt or an attestation (services/receipts-and-attestations/document-links.ts), given by a
 * sender that can attach documents; a mail that offers one cannot be rendered without it.
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

/** Whom a template writes to: a person (their mail carries the privacy link, docs/rules.md R53) or the staff. */
export type Audience = "person" | "staff";

/**
 * One mail: whom it writes to, the data stored with it in the outbox (checked when it is read back),
 * and how it is rendered. `fromPublicForm`: it goes to an address typed in a public form, which
 * nobody has confirmed (counted against the mailbox's daily cap, recipient-cap.ts, and carrying no
 * text the sender chose). `digest`: a staff notification gathered into a digest while a flood lasts
 * (staff-digest.ts).
 */
export type MailTemplate<Data extends z.ZodType> = {
  to: Audience;
  fromPublicForm?: true;
  digest?: true;
  data: Data;
  render(data: z.infer<Data>, language: Language, context: MailContext): RenderedMail;
};

/** A template with its data's type read from its schema. */
export const defineTemplate = <Data extends z.ZodType>(template: MailTemplate<Data>): MailTemplate<Data> => template;

/** What a mail's body is made of. */
export type Block = { paragraph: string } | { quote: string } | { link: string; url: string };

/** A mail as its template arranges it: `replyTo` is the foundation unless said otherwise. */
export type MailParts = { subject: string; blocks: Block[]; reason: string; replyTo?: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const BRAND = "#1A1A2E";

export function layout(context: MailContext, language: Language, { subject, blocks, reason, replyTo = context.contactEmail }: MailParts): RenderedMail {
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
