/**
 * The site's mails, one file each beside its data's schema, all in one layout (layout.ts) and built
 * from the same parts (parts.ts); the words are in ../texts.ts. The outbox stores a mail as its
 * template's name and data, and renders it when it is sent: a name below is what the outbox rows
 * hold, so a template keeps its name once mails were queued with it. A new mail is a new file,
 * added here.
 */
import type { z } from "zod";
import type { Language } from "../../../shared/domain";
import { adminInvitation } from "./admin-invitation";
import { adminPasswordReset } from "./admin-password-reset";
import { attestation } from "./attestation";
import { contactReply } from "./contact-reply";
import { convocation } from "./convocation";
import type { MailContext, RenderedMail } from "./layout";
import { membershipApplied } from "./membership-applied";
import { membershipLapsed } from "./membership-lapsed";
import { membershipRenewal } from "./membership-renewal";
import { membershipStatus } from "./membership-status";
import { membershipWelcome } from "./membership-welcome";
import { myMembershipLink } from "./my-membership-link";
import { paymentReversed } from "./payment-reversed";
import { privacyCopy } from "./privacy-copy";
import { privacyErased } from "./privacy-erased";
import { privacyRequestReceived } from "./privacy-request-received";
import { receipt } from "./receipt";
import { staffContact } from "./staff-contact";
import { staffDigest } from "./staff-digest";
import { staffMembership } from "./staff-membership";
import { staffPrivacyRequest } from "./staff-privacy-request";
import { staffSignInFailures } from "./staff-sign-in-failures";

export type { Audience, MailContext, RenderedMail } from "./layout";

export const templates = {
  "staff-contact": staffContact,
  "staff-membership": staffMembership,
  "membership-applied": membershipApplied,
  "contact-reply": contactReply,
  receipt,
  "membership-welcome": membershipWelcome,
  attestation,
  "staff-sign-in-failures": staffSignInFailures,
  convocation,
  "membership-status": membershipStatus,
  "privacy-request-received": privacyRequestReceived,
  "staff-privacy-request": staffPrivacyRequest,
  "privacy-copy": privacyCopy,
  "membership-renewal": membershipRenewal,
  "privacy-erased": privacyErased,
  "membership-lapsed": membershipLapsed,
  "payment-reversed": paymentReversed,
  "my-membership-link": myMembershipLink,
  "staff-digest": staffDigest,
  "admin-password-reset": adminPasswordReset,
  "admin-invitation": adminInvitation,
};

export type TemplateName = keyof typeof templates;
export type TemplateData<N extends TemplateName> = z.infer<(typeof templates)[N]["data"]>;

const templateOf = (template: string) => (Object.hasOwn(templates, template) ? templates[template as TemplateName] : undefined);

/**
 * The templates that go to an address typed in a public form, which nobody has confirmed: each is
 * counted against its mailbox's daily cap (recipient-cap.ts) and carries no text the sender chose.
 */
export const isFromPublicForm = (template: string): boolean => templateOf(template)?.fromPublicForm === true;

/** The staff notifications gathered into a digest while a flood lasts (staff-digest.ts). */
export const isGathered = (template: string): boolean => templateOf(template)?.digest === true;

/** Renders a stored mail; its data is checked first, since it comes back from the database. */
export function renderMail(template: string, data: unknown, language: Language, context: MailContext): RenderedMail {
  const entry = templateOf(template);
  if (!entry) throw new Error(`unknown mail template: ${template}`);
  // The staff's own notifications carry no privacy link: it would name their address, not a person's.
  const forReader = entry.to === "person" ? context : { ...context, privacy: undefined };
  return entry.render(entry.data.parse(data) as never, language, forReader);
}
