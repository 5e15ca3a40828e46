/**
 * The jobs room's recurring work and the outbox of mails (docs/decisions/010-jobs-and-mail.md).
 */
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { languageEnum } from "./enums";

/**
 * The recurring work of the jobs room (server/jobs/): one row per job, due at `run_at`. A process
 * claims a due row with `FOR UPDATE SKIP LOCKED` and moves `run_at` on before running it, so one
 * process runs each round, and a round missed while every server was down is due at the next start.
 */
export const jobs = pgTable("jobs", {
  name: text("name").primaryKey(),
  runAt: timestamp("run_at", { withTimezone: true }).notNull(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: text("last_error"),
});

/**
 * `dropped`: not sent because its cause no longer holds (a "please pay" mail once the payment came; `last_error` says so).
 * `held`: not sent because its mailbox already had the day's share of mails asked for through the
 * public forms (server/mail/recipient-cap.ts; docs/decisions/022-mail-nobody-can-turn-against-a-stranger.md).
 */
export const outboxStatuses = ["pending", "sending", "sent", "failed", "dropped", "held"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
export const outboxStatusEnum = pgEnum("outbox_status", outboxStatuses);

/**
 * Every mail the site sends, written in the same transaction as its cause and sent by the jobs
 * room (server/mail/outbox.ts). `key` names the cause (`contact-staff:<id>`): a cause mails once.
 * A mail being sent holds a lease (`lease_until`); one whose sender died is sent again only after it.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull().unique(),
    /** Which template (server/mail/templates.ts) and what it is filled with. */
    template: text("template").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    recipients: text("recipients").array().notNull(),
    language: languageEnum("language").notNull(),
    status: outboxStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The sender's look for mails of one kind before each claim (reminders paid meanwhile, erasure
    // confirmations to forget): a few rows, not every mail waiting in a flood.
    index("outbox_template_status_idx").on(t.template, t.status),
    // At most one staff digest gathers notifications at a time (server/mail/staff-digest.ts): the
    // form that finds none opens it, the others add to it, each in one statement.
    uniqueIndex("outbox_open_digest_idx").on(t.template).where(sql`${t.template} = 'staff-digest' and ${t.status} = 'pending'`),
  ],
);
export type OutboxMail = typeof outbox.$inferSelect;

/**
 * How many mails asked for through the public forms each mailbox was sent on a day of the
 * foundation's calendar (server/mail/recipient-cap.ts). `mailbox` is a keyed hash of the mailbox
 * (server/lib/mailbox.ts), never the address; rows of past days are swept.
 */
export const mailboxDayCounts = pgTable(
  "mailbox_day_counts",
  {
    mailbox: text("mailbox").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mailbox, t.day] })],
);

/**
 * What the staff must hear of the same day (server/services/admin/alerts.ts): a service the site
 * depends on that keeps failing, one row per `key` (`webhook-signature:fedapay`, `provider:stripe`).
 * `failures` counts the failures since the last success; a success sets it back to 0.
 */
export const serviceHealth = pgTable("service_health", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  firstFailureAt: timestamp("first_failure_at", { withTimezone: true }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
  lastOkAt: timestamp("last_ok_at", { withTimezone: true }),
  /** What the last failure said, for the log's reader (never shown as it is to the staff). */
  detail: text("detail"),
});
export type ServiceHealth = typeof serviceHealth.$inferSelect;
