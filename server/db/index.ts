/**
 * The database: a PostgreSQL server through `pg` when DATABASE_URL is set, otherwise an
 * embedded PostgreSQL (PGlite) kept in DATA_DIR. Drizzle gives both the same interface,
 * so every service takes a `Db` and runs unchanged on either.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdir } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "../../shared/schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "postgres" | "pglite";
  /** Applies the checked-in migrations (idempotent). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

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
  return {
    db: db as unknown as Db,
    kind: "postgres",
    // Migrations on a connection of their own, without the query timeout: building an index on a
    // large table may rightly take longer than any request should.
    migrate: async () => {
      const migrationPool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS });
      try {
        await migrate(drizzle(migrationPool, { schema }), { migrationsFolder });
      } finally {
        await migrationPool.end();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = dataDir.startsWith("memory://");
  const location = inMemory ? dataDir : path.resolve(dataDir, "pglite");
  if (!inMemory) await mkdir(location, { recursive: true });
  const client = await PGlite.create(location);
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
