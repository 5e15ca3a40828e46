/**
 * The database: a PostgreSQL server through `pg` when DATABASE_URL is set, otherwise an
 * embedded PostgreSQL (PGlite) kept in DATA_DIR. Drizzle gives both the same interface,
 * so every service takes a `Db` and runs unchanged on either.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rename, rm } from "node:fs/promises";
import { closeTree } from "../lib/private-files";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PoolClient } from "pg";
import * as schema from "../../shared/schema";
import { isDatabaseDown } from "../lib/errors";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "postgres" | "pglite";
  /** Applies the checked-in migrations (idempotent); `folder`: those of another folder (a restore's first ones). */
  migrate(folder?: string): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Closes the connections. On PostgreSQL it first waits (up to 2 s) until no query has run for a
   * moment: at shutdown a request whose client has gone is still being handled, and its next
   * query would otherwise find the pool ended.
   */
  close(): Promise<void>;
};

/** Resolves once `busy` has been false for three looks in a row, 20 ms apart, or after `limitMs`. */
async function untilQuiet(busy: () => boolean, limitMs = 2_000) {
  const giveUpAt = Date.now() + limitMs;
  for (let quiet = 0; quiet < 3 && Date.now() < giveUpAt; ) {
    quiet = busy() ? 0 : quiet + 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** migrations/ at the repository root, from server/db or from dist/server. */
export const migrationsFolder = path.resolve(here, "../../migrations");

export type DatabaseOptions = {
  /** postgres:// URL; when absent, PGlite. */
  url?: string;
  /** PGlite data directory, or "memory://" for a throwaway database. */
  dataDir?: string;
  /** Pool size for pg. */
  max?: number;
  /**
   * pg: how long a query may take (statement_timeout on the server, and the same wait on the
   * client, which also ends a wait on a frozen server), and how long getting a connection may take.
   * Past either the API answers 503 rather than hanging.
   */
  queryTimeoutMs?: number;
  connectTimeoutMs?: number;
};

/** The advisory lock the migrations run under on PostgreSQL (any number; the same in every process of the site). */
export const MIGRATIONS_LOCK = 7_340_218_001;

/**
 * The checked-in migrations the database has not had yet, in order (drizzle's own rule: those
 * created after the last one applied). On a new database, all of them.
 */
export async function pendingMigrations(db: Db, folder = migrationsFolder): Promise<string[]> {
  const { readMigrationFiles } = await import("drizzle-orm/migrator");
  const journal = JSON.parse(await readFile(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  const files = readMigrationFiles({ migrationsFolder: folder });
  const [{ applied } = { applied: null }] = await rows<{ applied: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as applied`);
  const last = applied ? (await rows<{ at: string | null }>(db, sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`))[0]?.at : null;
  return files.flatMap((file, i) => (last == null || Number(last) < file.folderMillis ? [journal.entries[i]?.tag ?? String(file.folderMillis)] : []));
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export const DEFAULT_QUERY_TIMEOUT_MS = 4_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir ?? "./data");
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const queryTimeout = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    statement_timeout: queryTimeout,
    // A little later than the server's own timeout: a live server cancels first (57014), a frozen
    // one never answers, and the client stops waiting.
    query_timeout: queryTimeout + 500,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process: the pool replaces it.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  // Drizzle's own transaction on a pool never gives back a connection whose BEGIN failed (a
  // frozen server, a dropped connection): a few such failures would leave the pool empty for
  // good, and the site down after the database came back. Here the connection always goes back,
  // and one that lost the server is closed rather than reused.
  const onClient = new WeakMap<PoolClient, NodePgDatabase<Schema>>();
  const transaction: typeof db.transaction = async (run, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      let clientDb = onClient.get(client);
      if (!clientDb) onClient.set(client, (clientDb = drizzle(client, { schema })));
      return await clientDb.transaction(async (tx) => {
        try {
          return await run(tx);
        } catch (error) {
          // A statement that got no answer: closing the connection ends the transaction on the
          // server, and drizzle's ROLLBACK fails at once rather than waiting a second timeout.
          if (isDatabaseDown(error)) void client.end().catch(() => {});
          throw error;
        }
      }, config);
    } catch (error) {
      if (isDatabaseDown(error)) lost = error as Error;
      throw error;
    } finally {
      client.release(lost);
    }
  };
  db.transaction = transaction;
  return {
    db: db as unknown as Db,
    kind: "postgres",
    // Migrations on a connection of their own, without the query timeout: building an index on a
    // large table may rightly take longer than any request should. Under an advisory lock held by
    // that connection, so that servers starting together (or `npm run db:migrate` beside a start)
    // run them one after the other: the second finds them applied and does nothing.
    migrate: async (folder = migrationsFolder) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATIONS_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
      } finally {
        // Ending the connection releases the lock, also when a migration failed.
        await client.end();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await untilQuiet(() => pool.totalCount > pool.idleCount || pool.waitingCount > 0);
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const extensions = await pgliteExtensions();
  const inMemory = dataDir.startsWith("memory://");
  const location = inMemory ? dataDir : path.resolve(dataDir, "pglite");
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  // A new data directory is made before PGlite opens it, not by PGlite's own initdb (decision 006).
  if (!inMemory && !existsSync(path.join(location, "PG_VERSION"))) await createPgliteDataDir(location, startParams);
  // The server's user's only (docs/decisions/023-an-erasure-that-erases.md): PGlite's PostgreSQL
  // makes its files 0666 or 0644 whatever the process's umask; closed once it has started and
  // once migrated (the files it makes later are in DATA_DIR, itself closed to others).
  const close = () => (inMemory ? Promise.resolve() : closeTree(location));
  const client = await PGlite.create(location, { startParams, extensions });
  await close();
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: async (folder = migrationsFolder) => {
      await migrate(db, { migrationsFolder: folder });
      await close();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** The extensions the migrations create, as PGlite loads them (pg_trgm: the members list's search, migration 0037). */
export const pgliteExtensions = async () => ({ pg_trgm: (await import("@electric-sql/pglite/contrib/pg_trgm")).pg_trgm });

/**
 * PostgreSQL's shared buffers inside PGlite's WebAssembly memory: 16 MB instead of PostgreSQL's
 * default 128 MB, which PGlite touches in full at start. Pages beyond them are read from the data
 * directory's files through the system's own cache (decision 006).
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

/** The empty data directory `npm run build` makes (scripts/build-pglite-template.mjs), beside the server's bundle. */
const pgliteTemplate = path.join(here, "pglite-template");

/**
 * Makes a new data directory: a copy of the build's empty one when there is one (a fraction of a
 * second), else initdb in a child process. A process of its own, not this one (initdb here would
 * leave ~500 MB to it) nor a worker thread (whose allocations stay with this process, ~190 MB).
 * Made beside its place and moved there whole, so that a start cut short leaves no half database.
 */
async function createPgliteDataDir(location: string, startParams: string[]) {
  const partial = `${location}.partial`;
  await mkdir(path.dirname(location), { recursive: true });
  await rm(partial, { recursive: true, force: true });
  if (existsSync(path.join(pgliteTemplate, "PG_VERSION"))) await cp(pgliteTemplate, partial, { recursive: true });
  else {
    const initdb = `const [pglite, location, startParams] = process.argv.slice(1);
      const { PGlite } = await import(pglite);
      await (await PGlite.create(location, { startParams: JSON.parse(startParams) })).close();`;
    const child = spawn(process.execPath, ["--input-type=module", "--eval", initdb, import.meta.resolve("@electric-sql/pglite"), partial, JSON.stringify(startParams)], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    const [exitCode] = (await once(child, "exit")) as [number | null];
    if (exitCode !== 0) throw new Error(`Creating the embedded database in ${location} failed (exit ${exitCode}).`);
  }
  // Over an empty directory (as earlier versions left one) too; one with files but no database is refused.
  await rename(partial, location).catch((error: NodeJS.ErrnoException) => {
    throw error.code === "ENOTEMPTY" ? new Error(`${location} holds files but no database: move them away, or set DATA_DIR to another directory.`) : error;
  });
}
