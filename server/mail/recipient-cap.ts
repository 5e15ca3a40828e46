/**
 * What one mailbox can be sent in a day through the public forms
 * (docs/decisions/022-mail-nobody-can-turn-against-a-stranger.md). Anyone may type anyone's address
 * in a form; the forms' own limits count per client and per form, so many clients, or one client
 * going from form to form, could still make the site mail one stranger at volume. Counted where the
 * mails leave, once per mail, per mailbox (`ama+1@…` and `a.m.a@gmail.com` are `ama@…`) and per
 * day of the foundation's calendar, across every template that goes to an address typed in a form
 * (`fromPublicForm` in templates.ts). Past the cap the mail is `held`, not sent, with the reason
 * for the staff; the form that caused it answered as it always does, so it tells nobody anything.
 * Mails the staff or a payment cause (receipts, replies, renewals) are neither counted nor held.
 */
import { lt, sql } from "drizzle-orm";
import { mailboxDayCounts } from "../../shared/schema";
import { site } from "../../shared/site";
import type { Db } from "../db";
import { mailboxKey } from "../lib/mailbox";
import { utcOffsetMinutes } from "../lib/time-zone";

/** A person applies, asks for their page's link or files a privacy request a few times a day at most. */
export const MAILBOX_DAILY_CAP = 5;

/** Why a held mail was not sent (its `last_error`; the staff read it in their language, routes/admin/mail.ts). */
export const HELD_OVER_CAP = "held: its mailbox already received the day's mails asked for through the website's forms";

export type RecipientCap = {
  /** Mails a mailbox may be sent a day through the forms. */
  perDay: number;
  /** The keyed hash a mailbox is counted under. */
  key: (address: string) => string;
};

/** The cap with the server's secret keying the mailboxes' hashes. */
export const recipientCap = (secret: string, perDay = MAILBOX_DAILY_CAP): RecipientCap => ({ perDay, key: (address) => mailboxKey(secret, "mail-day", address) });

/** The foundation's calendar day of an instant (`YYYY-MM-DD`, Benin's clock). */
export function foundationDay(now: Date): string {
  return new Date(now.getTime() + utcOffsetMinutes(now, site.timeZone) * 60_000).toISOString().slice(0, 10);
}

/**
 * Counts one more mail to `address`'s mailbox today and answers whether it may be sent: one
 * statement, so mails sent side by side (a batch, several processes) are each counted.
 */
export async function takeMailboxShare(db: Pick<Db, "insert">, cap: RecipientCap, address: string, now: Date): Promise<boolean> {
  const [row] = await db
    .insert(mailboxDayCounts)
    .values({ mailbox: cap.key(address), day: foundationDay(now), count: 1 })
    .onConflictDoUpdate({ target: [mailboxDayCounts.mailbox, mailboxDayCounts.day], set: { count: sql`${mailboxDayCounts.count} + 1` } })
    .returning({ count: mailboxDayCounts.count });
  return (row?.count ?? 1) <= cap.perDay;
}

/** Forgets the counts of days before yesterday (the rate-limit sweep's round, server/site-jobs.ts). */
export async function sweepMailboxCounts(db: Pick<Db, "delete">, now: Date): Promise<void> {
  await db.delete(mailboxDayCounts).where(lt(mailboxDayCounts.day, foundationDay(new Date(now.getTime() - 86_400_000))));
}
