/**
 * "What the public pages show has changed": said by the process where an administrator saved,
 * heard by every server process, so that each drops the pages it rendered before (page-cache.ts).
 *
 * On PostgreSQL the news goes through the database: NOTIFY on the channel below, LISTEN on a
 * connection of its own in every process. A process that cannot hear (its listening connection is
 * lost, or the database no longer answers the periodic check) says so through `listening`, and a
 * cache must not serve then; when it hears again it announces a change, since it may have missed
 * some. The embedded database lives in one process: the news stays in it.
 */
import pg from "pg";
import { sql } from "drizzle-orm";
import type { Database } from "./index";

export const CONTENT_CHANGES_CHANNEL = "content_changed";
export const LISTENER_NAME = "content-changes-listener";

export type ContentChanges = {
  /** Tells every process (this one before the promise settles) that the public content changed. */
  publish(): Promise<void>;
  /** Called on every change, and when changes may have been missed. */
  onChange(listener: () => void): void;
  /** False while this process could miss a change: nothing may be served from a cache then. */
  readonly listening: boolean;
  close(): Promise<void>;
};

/** One process: a change is heard at once by whoever listens in it. */
export function localContentChanges(): ContentChanges {
  const listeners = new Set<() => void>();
  return {
    publish: async () => listeners.forEach((listener) => listener()),
    onChange: (listener) => void listeners.add(listener),
    listening: true,
    close: async () => listeners.clear(),
  };
}

export type ListenOptions = {
  /** How often the listening connection proves it is alive (and reconnects when it is not). */
  checkEveryMs?: number;
  /** How long connecting, or the check, may take before the connection counts as lost. */
  timeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
};

/** Every process on one PostgreSQL: NOTIFY to say, LISTEN on a dedicated connection to hear. */
export async function postgresContentChanges(database: Database, url: string, options: ListenOptions = {}): Promise<ContentChanges> {
  const { checkEveryMs = 5_000, timeoutMs = 2_000, log = () => {} } = options;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  let client: pg.Client | null = null;
  let connecting = false;
  let closed = false;

  const lose = (lost: pg.Client, error?: unknown) => {
    if (client !== lost) return;
    client = null;
    log("Stopped hearing content changes: pages are rendered on every request until it is back.", error);
    changed();
    // A frozen server would never answer a polite goodbye: do not wait for it.
    lost.end().catch(() => {});
  };

  const connect = async () => {
    if (closed || client || connecting) return;
    connecting = true;
    const candidate = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      keepAlive: true,
      // How an operator tells these connections apart in pg_stat_activity.
      application_name: LISTENER_NAME,
    });
    candidate.on("notification", (message) => message.channel === CONTENT_CHANGES_CHANNEL && changed());
    candidate.on("error", (error) => lose(candidate, error));
    candidate.on("end", () => lose(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CONTENT_CHANGES_CHANNEL}`);
      if (closed) return void candidate.end().catch(() => {});
      client = candidate;
      // Whatever changed while this process could not hear: assume something did.
      changed();
    } catch {
      candidate.end().catch(() => {});
    } finally {
      connecting = false;
    }
  };

  const check = async () => {
    const current = client;
    if (!current) return connect();
    try {
      await current.query("select 1");
    } catch (error) {
      lose(current, error);
    }
  };
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  await connect();

  return {
    publish: async () => {
      changed();
      await database.db.execute(sql`select pg_notify(${CONTENT_CHANGES_CHANNEL}, '')`);
    },
    onChange: (listener) => void listeners.add(listener),
    get listening() {
      return client !== null;
    },
    close: async () => {
      closed = true;
      clearInterval(timer);
      listeners.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
