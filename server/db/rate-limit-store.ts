/**
 * Fixed-window counters kept in PostgreSQL (table rate_limits): several server processes
 * share them, and a restart does not reset them. One statement per hit, atomic under concurrency.
 */
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { ipKeyGenerator } from "express-rate-limit";
import { rateLimits } from "../../shared/schema";
import { createLogger, type Logger } from "../lib/logger";
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

/** Where the store's failures are written: the server's logger (server/lib/logger.ts). */
export type StoreLog = Pick<Logger, "error">;

let processLog: StoreLog | undefined;
/** The process's JSON logger, for a store made without one: never express-rate-limit's console.error. */
const fallbackLog = () => (processLog ??= createLogger());

/**
 * express-rate-limit's store over the same table: the public forms' limit holds across server
 * processes and restarts, as sign-in's does. `prefix` keeps each limiter's keys apart.
 *
 * A count given back once the request was answered (`decrement`) fails where nobody awaits it:
 * express-rate-limit would print the driver's error — the statement's parameters, a client's
 * address or an e-mail's hash, with the stack on many lines — with console.error. The store writes
 * it itself, as one line of the server's logger, which keeps the statement and never its
 * parameters. The count stays until its window ends; the request was answered as it was.
 */
export class PostgresRateLimitStore {
  readonly localKeys = false;
  #windowMs = 60_000;
  readonly #log: StoreLog;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
    private readonly now: () => Date,
    log?: StoreLog,
  ) {
    this.#log = log ?? fallbackLog();
  }

  init(options: { windowMs: number }) {
    this.#windowMs = options.windowMs;
  }

  /** A failure goes on to the error handler (express-rate-limit passes it to `next`): a 503, logged there. */
  async increment(key: string) {
    const { count, resetAt } = await hit(this.db, `${this.prefix}${key}`, this.#windowMs, this.now());
    return { totalHits: count, resetTime: resetAt };
  }

  async decrement(key: string) {
    try {
      await this.db.execute(
        sql`update ${rateLimits} set ${sql.identifier(rateLimits.count.name)} = greatest(${rateLimits.count} - 1, 0) from ${unsynced} where ${eq(rateLimits.key, `${this.prefix}${key}`)}`,
      );
    } catch (error) {
      this.#log.error({ err: error, limiter: this.prefix }, "a rate limit's count could not be given back");
    }
  }

  async resetKey(key: string) {
    await clear(this.db, `${this.prefix}${key}`);
  }
}
