/**
 * The outbox as the administration reads it (server/routes/admin/mail.ts): its addresses and what
 * they answer. The mails themselves are written and sent by the server (server/mail/).
 */
import { z } from "zod";
import { languages, type Language } from "./domain";
import type { OutboxStatus } from "./schema";

export type MailStatus = OutboxStatus;

export const mailApiPaths = {
  /** GET ?status=failed (the default): the outbox's mails of that status, newest first; `late`: not left 15 minutes after they were written, oldest first. */
  list: "/api/admin/mail",
  /** POST: a failed mail is tried again (audited). */
  retry: (id: string) => `/api/admin/mail/${encodeURIComponent(id)}/retry`,
  /** GET/PUT {@link MailSettingsResponse}: who among the staff is told of what arrives. */
  settings: "/api/admin/mail/settings",
} as const;

export type MailItem = {
  id: string;
  /** The cause (`contact-staff:<id>`). */
  key: string;
  template: string;
  recipients: string[];
  language: Language;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  /** Why it has not left, in the staff's words and the request's language (server/services/admin/alert-texts.ts); null once sent or dropped. */
  reason: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
};
export type MailListResponse = { items: MailItem[] };

/** At most this many staff addresses are notified. */
export const MAX_NOTIFY_EMAILS = 10;

/**
 * Who among the staff is told of new messages, volunteer offers and applications, and in which
 * language. No address (an empty list): the site's contact address (CONTACT_EMAIL) is told.
 */
export const mailSettingsSchema = z
  .object({
    notifyEmails: z.array(z.email().max(254)).max(MAX_NOTIFY_EMAILS),
    staffLanguage: z.enum(languages),
  })
  .strict();
export type MailSettings = z.infer<typeof mailSettingsSchema>;
export const patchMailSettingsSchema = mailSettingsSchema.partial().strict();
export type PatchMailSettings = z.infer<typeof patchMailSettingsSchema>;

/**
 * What GET/PUT answer: the addresses the staff set (empty: none set, so `contactEmail` is the one
 * notified) and the staff mails' language.
 */
export type MailSettingsResponse = MailSettings & { contactEmail: string };
