/**
 * A mail the mail server accepted is delivered, and recorded as sent, whatever the database does
 * next: on a PostgreSQL of the test's own, frozen (SIGSTOP) just after the SMTP server said "250"
 * and before the outbox could write it down, for longer than a query may wait. Once the database
 * is back, each mail was received once and reads sent — not failed, and not sent again at the
 * lease's end.
 *
 * It needs PostgreSQL's binaries, not TEST_DATABASE_URL: it runs once, in the PostgreSQL project.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db";
import { smtpMailer, type Mailer } from "../../server/mail/mailer";
import { deliverDueMail, queueMail, type DeliveryOptions } from "../../server/mail/outbox";
import { outbox } from "../../shared/schema";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { testDbKind } from "../helpers/test-database";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../helpers/throwaway-postgres";

const QUERY_TIMEOUT_MS = 500;
const FROZEN_MS = 2_500;
const LEASE_MS = 20_000;
const context = { siteName: "Test Foundation", contactEmail: "hello@test-foundation.org", publicUrl: "http://localhost:5000" };
const delivery: DeliveryOptions = { from: "Test Foundation <hello@test-foundation.org>", context, firstDelayMs: 60_000, maxAttempts: 3, leaseMs: LEASE_MS };

let pgServer: ThrowawayPostgres | undefined;
let database: Database | undefined;
let smtp: TestSmtp;
let smtpOut: Mailer;

describe.skipIf(testDbKind !== "postgres")("mail during a database stall", () => {
  beforeAll(async () => {
    pgServer = await startThrowawayPostgres();
    database = await openDatabase({ url: pgServer.url(), queryTimeoutMs: QUERY_TIMEOUT_MS });
    await database.migrate();
    smtp = await startTestSmtp();
    smtpOut = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
  }, 60_000);
  afterAll(async () => {
    smtpOut?.close();
    await smtp?.close();
    await database?.close();
    await pgServer?.cleanup();
  });

  /** Three mails queued under `prefix`; the senders' rounds with `mailer`; then, once a lease would have ended, nothing left. */
  async function deliverThree(prefix: string, mailer: Mailer) {
    const { db } = database!;
    for (let i = 0; i < 3; i++)
      await queueMail(db, {
        key: `${prefix}:${i}`,
        template: "membership-applied",
        to: [`${prefix}${i}@example.org`],
        language: "en",
        data: { membershipId: "00000000-0000-4000-8000-000000000001", category: "adherent_individual", duesAmount: 12_000, duesCurrency: "XOF", payable: true },
      });
    // A second on: the rows' own instants (microseconds, the database's clock) are all due by then.
    const now = new Date(Date.now() + 1_000);
    // The senders' rounds at that instant, until none finds anything due.
    while ((await deliverDueMail(db, mailer, now, delivery)) > 0);
    // Later, once a lease would have ended: nothing is left to send.
    expect(await deliverDueMail(db, mailer, new Date(now.getTime() + LEASE_MS + 60_000), delivery)).toBe(0);

    const received = smtp.received.flatMap((mail) => mail.envelopeTo).filter((to) => to.startsWith(prefix));
    expect(received.sort()).toEqual([0, 1, 2].map((i) => `${prefix}${i}@example.org`));
    const rows = (await db.select().from(outbox)).filter((row) => row.key.startsWith(`${prefix}:`));
    expect(rows.map((row) => ({ key: row.key, status: row.status, lastError: row.lastError })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      [0, 1, 2].map((i) => ({ key: `${prefix}:${i}`, status: "sent", lastError: null })),
    );
  }

  /** The real SMTP mailer; `after` runs once, as soon as the mail server accepted the first mail. */
  const mailerThen = (after: () => Promise<void> | void): Mailer => {
    let done = false;
    return {
      description: smtpOut.description,
      close: () => {},
      async send(mail) {
        await smtpOut.send(mail);
        if (!done) {
          done = true;
          await after();
        }
      },
    };
  };

  it("delivers each accepted mail once and records it sent, however long the database stalls after the mail server said yes", async () => {
    // Frozen for longer than any query may wait, then back.
    await deliverThree("stall", mailerThen(() => {
      pgServer!.freeze();
      setTimeout(() => pgServer!.thaw(), FROZEN_MS);
    }));
  }, 60_000);

});
