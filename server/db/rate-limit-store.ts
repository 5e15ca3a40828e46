/**
 * Fixed-window counters kept in PostgreSQL (table rate_limits): several server processes
 * share them, and a restart does not reset them. One statement per hit, atomic under concurrency.
 */
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { ipKeyGenerator } from "express-rate-limit";
import { rateLimits } from "../../shared/schema";
import type { Logger } from "../lib/logger";
import type { Db } from "./index";

export type Limit = { windowMs: number; limit: number };

/**
 * A client's key: its address, an IPv6 address by its /64 (what one subscriber holds: counting the
 * full address would let a client change it for every try). Sign-in and the forms key alike.
 */
export const clientKey = (ip: string | undefined) => (ip ? ipKeyGenerator(ip, 64) : "unknown");
export type Hit = { count: number; resetAt: Date };

/**
 * The counts' writes commit without waiting for the disk (`synchronous_commit` off for their own
 * transaction, set in the statement): a count is one row that every request from a client writes
 * (a room of phones behind one address, a flood), and waiting for each commit's flush while holding
 * that row made the forms take one request at a time. A crash may forget the last fraction of a
 * second's counts — a window a little kinder for a moment — and loses nothing else: every other
 * write still waits for its flush.
 */
const unsynced = sql`(select set_config('synchronous_commit', 'off', true)) as unsynced`;

/** Counts one more event under `key` in its current window (a new window once the last one ended). */
export async function hit(db: Pick<Db, "execute">, key: string, windowMs: number, now: Date): Promise<Hit> {
  const resetAt = new Date(now.getTime() + windowMs);
  const result = await db.execute(sql`
    insert into ${rateLimits} (${sql.identifier(rateLimits.key.name)}, ${sql.identifier(rateLimits.count.name)}, ${sql.identifier(rateLimits.resetAt.name)})
    select ${key}, 1, ${resetAt} from ${unsynced}
    on conflict (${sql.identifier(rateLimits.key.name)}) do update set
      ${sql.identifier(rateLimits.count.name)} = case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.count} + 1 end,
      ${sql.identifier(rateLimits.resetAt.name)} = case when ${rateLimits.resetAt} <= ${now} then excluded.reset_at else ${rateLimits.resetAt} end
    returning ${rateLimits.count} as count, ${rateLimits.resetAt} as reset_at`);
  const [row] = (result as unknown as { rows: { count: number | string; reset_at: Date | string }[] }).rows;
  if (!row) throw new Error("rate limit upsert returned no row");
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** The latest end of a window in which one of `keys` reached `limit`, or null when none did. */
export async function blockedUntil(db: Pick<Db, "select">, keys: string[], limit: number, now: Date): Promise<Date | null> {
  const rows = await db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, now), sql`${rateLimits.count} >= ${limit}`));
  if (rows.length === 0) return null;
  return new Date(Math.max(...rows.map((r) => r.resetAt.getTime())));
}

export async function clear(db: Pick<Db, "delete">, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Forgets windows that have ended. */
export async function sweep(db: Pick<Db, "delete">, now: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

/** Seconds until `until`, at least 1: the value of Retry-After. */
export const retryAfterSeconds = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** One submission's arrival at a form: `counted` each one more in its window, `read` as it stands. */
export type Arrival = { counted: string[]; read: string };

/**
 * The forms' counts as submissions arrive, in one statement for all of them (server/http/form-limits.ts
 * gathers the arrivals of a moment, server/db/group-commit.ts): each arrival's `counted` keys one more
 * in their windows, and its `read` key as it stands (its current window's count, absent when it has
 * none). Answers each arrival's counts as if they had arrived one after the other, in order: a key
 * counted by three arrivals goes up by three, and the first of them is told the count less two. The
 * keys are written in sorted order, so two statements sharing keys never wait on each other in
 * opposite orders.
 */
export async function countArrivals(db: Pick<Db, "execute">, arrivals: readonly Arrival[], windowMs: number, now: Date): Promise<Map<string, Hit>[]> {
  const perArrival = arrivals.map((arrival) => [...new Set(arrival.counted)]);
  const times = new Map<string, number>();
  for (const keys of perArrival) for (const key of keys) times.set(key, (times.get(key) ?? 0) + 1);
  const keys = [...times.keys()].sort();
  const reads = [...new Set(arrivals.map((arrival) => arrival.read))];
  const resetAt = new Date(now.getTime() + windowMs);
  const k = sql.identifier(rateLimits.key.name);
  const count = sql.identifier(rateLimits.count.name);
  const reset = sql.identifier(rateLimits.resetAt.name);
  const result = await db.execute(sql`
    with counted as (
      insert into ${rateLimits} (${k}, ${count}, ${reset})
      select arrived.key, arrived.times, arrived.reset_at from (values ${sql.join(
        keys.map((key) => sql`(${key}::text, ${times.get(key)!}::int, ${resetAt}::timestamptz)`),
        sql`, `,
      )}) as arrived(key, times, reset_at), ${unsynced}
      on conflict (${k}) do update set
        ${count} = case when ${rateLimits.resetAt} <= ${now} then excluded.${count} else ${rateLimits.count} + excluded.${count} end,
        ${reset} = case when ${rateLimits.resetAt} <= ${now} then excluded.reset_at else ${rateLimits.resetAt} end
      returning ${rateLimits.key} as key, ${rateLimits.count} as count, ${rateLimits.resetAt} as reset_at)
    select key, count, reset_at, true as counted from counted
    union all
    select ${rateLimits.key}, ${rateLimits.count}, ${rateLimits.resetAt}, false from ${rateLimits}
    where ${rateLimits.key} in (${sql.join(reads.map((key) => sql`${key}`), sql`, `)}) and ${rateLimits.resetAt} > ${now}`);
  const rows = (result as unknown as { rows: { key: string; count: number | string; reset_at: Date | string; counted: boolean }[] }).rows;
  const after = new Map(rows.filter((row) => row.counted).map((row) => [row.key, { count: Number(row.count), resetAt: new Date(row.reset_at) }]));
  const read = new Map(rows.filter((row) => !row.counted).map((row) => [row.key, { count: Number(row.count), resetAt: new Date(row.reset_at) }]));
  if (!keys.every((key) => after.has(key))) throw new Error("rate limit upsert returned no row");
  // The arrivals before this one that counted the same key, so far.
  const seen = new Map<string, number>();
  return perArrival.map((counted, i) => {
    const hits = new Map<string, Hit>();
    const readHit = read.get(arrivals[i]!.read);
    if (readHit) hits.set(arrivals[i]!.read, readHit);
    for (const key of counted) {
      const total = after.get(key)!;
      const before = seen.get(key) ?? 0;
      seen.set(key, before + 1);
      hits.set(key, { count: total.count - times.get(key)! + before + 1, resetAt: total.resetAt });
    }
    return hits;
  });
}

/**
 * A form's counts once a submission was refused, in one statement: `failed` one more in its window
 * (a new window when its last one ended), `givenBack` one less while its window lasts.
 */
export async function countRefusal(db: Pick<Db, "execute">, failed: string, givenBack: string | null, windowMs: number, now: Date): Promise<void> {
  const resetAt = new Date(now.getTime() + windowMs);
  const k = sql.identifier(rateLimits.key.name);
  const count = sql.identifier(rateLimits.count.name);
  const reset = sql.identifier(rateLimits.resetAt.name);
  await db.execute(sql`
    with given_back as (
      update ${rateLimits} set ${count} = greatest(${rateLimits.count} - 1, 0)
      where ${rateLimits.key} = ${givenBack} and ${rateLimits.resetAt} > ${now})
    insert into ${rateLimits} (${k}, ${count}, ${reset})
    select ${failed}, 1, ${resetAt} from ${unsynced}
    on conflict (${k}) do update set
      ${count} = case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.count} + 1 end,
      ${reset} = case when ${rateLimits.resetAt} <= ${now} then excluded.reset_at else ${rateLimits.resetAt} end`);
}

/** Where the store's failures are written: the server's logger (server/lib/logger.ts). */
export type StoreLog = Pick<Logger, "error">;
