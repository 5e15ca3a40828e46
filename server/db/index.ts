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
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.max ?? 10) : openPglite(options.dataDir ?? "./data");
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process: the pool replaces it.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migrate(db, { migrationsFolder }),
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
