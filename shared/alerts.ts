/**
 * What the dashboard warns of (GET /api/admin/alerts, server/services/admin/alerts.ts): the last
 * backup, mails that have not left, a payment provider that does not answer, webhooks refused for
 * their signature. Each warning is written by the server in the staff's words, in the request's language.
 */
export const alertsApiPaths = {
  /** GET {@link AlertsResponse}. */
  alerts: "/api/admin/alerts",
  /** POST: Send all again — every failed mail, and every mail waiting after a failed try (audited). */
  retryAllMail: "/api/admin/mail/retry-all",
} as const;

export type AlertKind = "backup" | "mail" | "provider" | "webhook";

export type AdminAlert = {
  kind: AlertKind;
  /** Stable per cause (`webhook:fedapay`), for the list's keys and the tests. */
  key: string;
  /** The warning, in plain words: what happened, since when, and who to tell. */
  message: string;
  /** Since when (ISO); null when it is the absence of something. */
  since: string | null;
};

export type BackupLine = {
  /** The last backup, when there is one. */
  at: string | null;
  size: number | null;
  /** The folder the backups are in. */
  where: string;
  /** "Last backup: November 28, 2026, 3:00 AM — 1.2 MB — in /srv/backups", in the request's language. */
  line: string;
};

export type AlertsResponse = { backup: BackupLine; alerts: AdminAlert[] };

/** What Send again and Send all again answer: what became of the mails, in the staff's words. */
export type MailRetryResponse = { message: string; sent: number; refused: number; waiting: number };
