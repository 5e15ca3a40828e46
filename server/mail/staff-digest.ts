/**
 * The staff hear of a flood once (docs/decisions/022-mail-nobody-can-turn-against-a-stranger.md).
 * The first notification of what arrives through the forms (a message, an application, a privacy
 * request) goes out at once, as always, and opens a digest due `STAFF_DIGEST_MINUTES` later. The
 * next few (`STAFF_NOTIFY_BURST` in all) still go out on their own — two people writing the same
 * quarter of an hour is no flood — and every one after that until the digest is due is added to it
 * instead. When it falls due the digest is one mail saying how many of each arrived, with a link to
 * each of the first few (`STAFF_DIGEST_LINKS`); a digest nothing was added to is deleted unsent. Everything stays in the administration.
 *
 * The open digest is one row, which a unique index allows only one of (`outbox_open_digest_idx`).
 * Once the digest is being sent it is no longer open, so a notification written then opens the next
 * one and goes out itself. The sender decides, for the batch it claimed (outbox.ts, `gatherClaimed`):
 * the forms' own transactions never wait on the digest's row.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
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

/** A staff notification a sender has just claimed, on its first try. */
export type ClaimedNotification = { id: string; template: string; key: string; recipients: string[]; language: Language };

const openDigest = and(eq(outbox.template, "staff-digest"), eq(outbox.status, "pending"));

/** How many of a digest's notifications it keeps to link to one by one (templates/staff-digest.ts shows them). */
export const STAFF_DIGEST_LINKS = 20;

/** What the sender reads of the open digest: how many went out alone, how many of each kind joined it, how many it links to. */
type DigestSummary = { sent: number; counts: Record<string, number>; linked: number };

/** The open digest's summary; a digest written before it counted (its `items` were every notification) is counted from its list. */
const summaryOf = sql`jsonb_build_object(
  'sent', coalesce((${outbox.data} ->> 'sent')::int, 0),
  'counts', coalesce(${outbox.data} -> 'counts', (select coalesce(jsonb_object_agg(t, n), '{}'::jsonb) from (select item ->> 'template' as t, count(*) as n from jsonb_array_elements(${outbox.data} -> 'items') item group by 1) c)),
  'linked', jsonb_array_length(${outbox.data} -> 'items'))`;

/**
 * A digest's data after `alone` more went out on their own and `gathered` joined it: the counts of
 * each kind, and the first few only kept to be linked to. The list was every notification once, and
 * each round of a long flood rewrote it whole, growing: a flood of thousands slowed every form.
 */
export function digestData(before: DigestSummary, alone: number, gathered: readonly DigestItem[]) {
  const counts = { ...before.counts };
  for (const { template } of gathered) counts[template] = (counts[template] ?? 0) + 1;
  return { sent: before.sent + alone, counts, items: gathered.slice(0, Math.max(0, STAFF_DIGEST_LINKS - before.linked)) };
}

/**
 * Gathers the notifications one sender just claimed, in one transaction: as many as the burst still
 * lets through go out on their own (the first of all opens the digest), the rest are appended to the
 * open digest and removed from the outbox. Answers the ids of those gathered.
 *
 * The digest's row is locked once and written once for the whole batch. A notification at a time, a
 * batch's senders each waited for the row in turn, holding a connection of the pool, and each append
 * rewrote the whole list (a flood made that quadratic): the forms waited for connections behind them.
 * Two senders racing to open a digest meet at its unique index (`outbox_open_digest_idx`): the second
 * finds the first's digest and appends to it. A mail whose claim passed to another sender meanwhile
 * stays, and is counted once more at worst.
 */
export async function gatherClaimed(db: Db, claimed: readonly ClaimedNotification[], now = new Date()): Promise<Set<string>> {
  const [first] = claimed;
  if (!first) return new Set();
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      // Its counts only: what it gathered stays in the database, bounded (`digestData`).
      const [open] = await tx
        .select({ id: outbox.id, data: sql<DigestSummary>`${summaryOf}` })
        .from(outbox)
        .where(openDigest)
        .for("update");
      // Without an open digest, the first notification opens one (and goes out); so does any up to the burst.
      const sentBefore = open ? open.data.sent : 0;
      const alone = Math.min(claimed.length, Math.max(open ? 0 : 1, burst - sentBefore));
      const gathered = claimed.slice(alone);
      const items: DigestItem[] = gathered.map(({ template, key }) => ({ template, key }));
      if (open) {
        const { sent, counts, items: added } = digestData(open.data, alone, items);
        await tx
          .update(outbox)
          .set({
            data: sql`${outbox.data} || jsonb_build_object('sent', ${sent}::int, 'counts', ${JSON.stringify(counts)}::jsonb, 'items', (${outbox.data} -> 'items') || ${JSON.stringify(added)}::jsonb)`,
            updatedAt: now,
          })
          .where(eq(outbox.id, open.id));
      } else {
        const { sent, counts, items: added } = digestData({ sent: 0, counts: {}, linked: 0 }, alone, items);
        const opened = await tx
          .insert(outbox)
          .values({
            key: `staff-digest:${randomUUID()}`,
            template: "staff-digest",
            data: { since: now.toISOString(), sent, counts, items: added },
            recipients: first.recipients,
            language: first.language,
            nextAttemptAt: new Date(now.getTime() + STAFF_DIGEST_MINUTES * 60_000),
          })
          .onConflictDoNothing({ target: outbox.template, where: sql`${outbox.template} = 'staff-digest' and ${outbox.status} = 'pending'` })
          .returning({ id: outbox.id });
        // Another sender opened it meanwhile: append to theirs.
        if (opened.length === 0) continue;
      }
      const ids = gathered.map((mail) => mail.id);
      if (ids.length > 0) await tx.delete(outbox).where(and(inArray(outbox.id, ids), eq(outbox.status, "sending"), eq(outbox.attempts, 1)));
      return new Set(ids);
    }
    // The digest kept changing hands: nothing is gathered this time, every notification goes out.
    return new Set<string>();
  });
}

/** The digests due with nothing gathered: there is nothing to tell; deleted before each claim. */
export async function deleteEmptyDigests(db: Pick<Db, "delete">, now: Date): Promise<void> {
  await db
    .delete(outbox)
    .where(and(eq(outbox.template, "staff-digest"), eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), sql`jsonb_array_length(${outbox.data} -> 'items') = 0`));
}
