/**
 * The staff hear of a flood once (docs/decisions/022-mail-nobody-can-turn-against-a-stranger.md).
 * The first notification of what arrives through the forms (a message, an application, a privacy
 * request) goes out at once, as always, and opens a digest due `STAFF_DIGEST_MINUTES` later. The
 * next few (`STAFF_NOTIFY_BURST` in all) still go out on their own — two people writing the same
 * quarter of an hour is no flood — and every one after that until the digest is due is added to it
 * instead. When it falls due the digest is one mail saying how many of each arrived, with a link to
 * each; a digest nothing was added to is deleted unsent. Everything stays in the administration.
 *
 * One statement decides, race-free: the insert of an open digest, which a unique index allows only
 * one of (`outbox_open_digest_idx`), and on conflict the append to it. Once the digest is being
 * sent it is no longer open, so a notification written then opens the next one and goes out itself.
 * The sender decides, as it claims a notification (outbox.ts): the forms' own transactions never
 * wait on the digest's row.
 */
import { randomUUID } from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Language } from "../../shared/domain";
import { outbox } from "../../shared/schema";
import type { Db } from "../db";

/** How long after a notification further ones are gathered into one digest. */
export const STAFF_DIGEST_MINUTES = 10;

/** How many notifications within that time go out on their own before the rest are gathered. */
export const STAFF_NOTIFY_BURST = 3;

/** The burst this process applies: STAFF_NOTIFY_BURST unless the server's configuration says otherwise (env STAFF_NOTIFY_BURST). */
let burst = STAFF_NOTIFY_BURST;
export function setStaffNotifyBurst(value: number) {
  burst = value;
}

/** One notification gathered into a digest: its template and its cause (the outbox key it would have had). */
export type DigestItem = { template: string; key: string };

/**
 * Adds a staff notification to the open digest, or opens one; answers true when the notification
 * was gathered (not to be queued on its own), false when it opened the digest and goes out itself.
 */
export async function gatherIntoDigest(
  tx: Pick<Db, "insert">,
  notification: { template: string; key: string; recipients: string[]; language: Language },
  now = new Date(),
): Promise<boolean> {
  const item: DigestItem = { template: notification.template, key: notification.key };
  const [row] = await tx
    .insert(outbox)
    .values({
      key: `staff-digest:${randomUUID()}`,
      template: "staff-digest",
      data: { since: now.toISOString(), sent: 1, items: [] },
      recipients: notification.recipients,
      language: notification.language,
      nextAttemptAt: new Date(now.getTime() + STAFF_DIGEST_MINUTES * 60_000),
    })
    .onConflictDoUpdate({
      target: outbox.template,
      targetWhere: sql`${outbox.template} = 'staff-digest' and ${outbox.status} = 'pending'`,
      // One more sent on its own while under the burst, else one more gathered.
      set: {
        data: sql`case when coalesce((${outbox.data} ->> 'sent')::int, 0) < ${burst}
          then jsonb_set(${outbox.data}, '{sent}', to_jsonb(coalesce((${outbox.data} ->> 'sent')::int, 0) + 1))
          else jsonb_set(${outbox.data}, '{items}', (${outbox.data} -> 'items') || ${JSON.stringify([item])}::jsonb) end`,
        updatedAt: now,
      },
    })
    .returning({ gathered: sql<boolean>`(${outbox.data} -> 'items') @> ${JSON.stringify([item])}::jsonb` });
  return row?.gathered === true;
}

/** The digests due with nothing gathered: there is nothing to tell; deleted before each claim. */
export async function deleteEmptyDigests(db: Pick<Db, "delete">, now: Date): Promise<void> {
  await db
    .delete(outbox)
    .where(and(eq(outbox.template, "staff-digest"), eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), sql`jsonb_array_length(${outbox.data} -> 'items') = 0`));
}
