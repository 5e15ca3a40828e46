/**
 * The outbox as the administration reads it (server/routes/admin/mail.ts): its addresses and what
 * they answer. The mails themselves are written and sent by the server (server/mail/).
 */
import type { Language } from "./domain";
import type { OutboxStatus } from "./schema";

export type MailStatus = OutboxStatus;

export const mailApiPaths = {
  /** GET ?status=failed (the default): the outbox's mails of that status, newest first. */
  list: "/api/admin/mail",
  /** POST: a failed mail is tried again (audited). */
  retry: (id: string) => `/api/admin/mail/${encodeURIComponent(id)}/retry`,
  /** GET/PUT `{ notifyEmails, staffLanguage }`: who among the staff is told of what arrives. */
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
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
};
export type MailListResponse = { items: MailItem[] };
