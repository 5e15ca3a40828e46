/**
 * The site's work after the request, as the jobs room (jobs/runner.ts) runs it, wired here beside the app because it calls the services: the outbox is sent, the
 * rate-limit windows that ended are forgotten, payments whose webhook never came are asked of their
 * provider again, the renewal season asks its members and tells those whose grace ended, and the
 * day's backup is taken.
 */
import type { Db } from "./db";
import type { Logger } from "./lib/logger";
import { sweep } from "./db/rate-limit-store";
import { sweepFormSubmissions } from "./services/form-submissions/sweep-form-submissions";
import { DELIVERY_DEFAULTS, deliverDueMail, type DeliveryOptions } from "./mail/outbox";
import { sweepMailboxCounts } from "./mail/recipient-cap";
import type { Mailer } from "./mail/mailer";
import { noMailFiles, type MailFiles } from "./mail/mail-files";
import { forgetErasureConfirmations } from "./mail/forget-erasure-confirmations";
import type { PaymentRegistry } from "./payments";
import { runRenewalSeason } from "./services/renewals/renewal-season";
import { reconcilePendingPayments } from "./services/payments/reconcile-payments";
import { runScheduledBackup, type BackupContext } from "./backups/scheduled-backup";
import type { Queue, RecurringJob } from "./jobs/runner";

export type SiteJobsOptions = {
  db: Db;
  log: Logger;
  payments: PaymentRegistry;
  mailer: Mailer;
  /** The files the mailer wrote (DATA_DIR/mail; none with SMTP): an erasure's confirmation is forgotten once sent. */
  mailFiles?: MailFiles;
  delivery: DeliveryOptions;
  /** The server's secret: the renewal mails' private links are signed with it. */
  secret: string;
  /** The daily backup; unset (tests), none. */
  backup?: Omit<BackupContext, "log">;
};

export function siteJobs({ db, log, payments, mailer, mailFiles = noMailFiles, delivery, secret, backup }: SiteJobsOptions): { recurring: RecurringJob[]; queues: Queue[] } {
  return {
    recurring: [
      {
        name: "rate-limit-sweep",
        everyMs: 15 * 60_000,
        run: async (now) => {
          await sweep(db, now);
          await sweepFormSubmissions(db, now);
          await sweepMailboxCounts(db, now);
        },
      },
      {
        // A missed webhook never leaves a payer unpaid (services/payments/reconcile-payments.ts).
        name: "payment-reconciliation",
        everyMs: 5 * 60_000,
        firstAfterMs: 10_000,
        run: async (now) => {
          const report = await reconcilePendingPayments(db, payments, now, { log });
          if (report.checked > 0) log.info(report, "pending payments re-checked with their providers");
        },
      },
      {
        // docs/rules.md R7: the rounds are decided from the time the round runs (a round missed
        // while the servers were down is done at the next start); each mail once by its key.
        name: "renewal-season",
        everyMs: 60 * 60_000,
        firstAfterMs: 30_000,
        run: async (now) => {
          const report = await runRenewalSeason(db, { secret, publicUrl: delivery.context.publicUrl }, now);
          if (report.asked > 0 || report.lapsed > 0) log.info(report, "renewal season: members asked and lapses told");
        },
      },
      ...(backup
        ? [
            {
              // Every day from BACKUP_HOUR in the foundation's time zone (a day missed while the
              // servers were down is taken at the next start); by the process that holds the database.
              name: "backup",
              everyMs: 10 * 60_000,
              firstAfterMs: 60_000,
              run: (now: Date) => runScheduledBackup({ ...backup, log }, now),
            },
          ]
        : []),
    ],
    queues: [
      {
        name: "mail",
        batch: delivery.batch ?? DELIVERY_DEFAULTS.batch,
        run: async (now) => {
          const tried = await deliverDueMail(db, mailer, now, { ...delivery, log });
          await forgetErasureConfirmations(db, mailFiles, now, secret);
          return tried;
        },
      },
    ],
  };
}
