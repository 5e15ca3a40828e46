/**
 * A database of its own for a migration's test: empty, migrated up to a point (the folders as
 * they were before a migration), filled as the site left it then, then migrated to today.
 */
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrationsFolder, pgliteExtensions } from "../../server/db";
import { testDbKind } from "./test-database";

export type Sql = { query<T>(text: string): Promise<T[]>; migrate(folder: string): Promise<void>; close(): Promise<void> };

export async function openEmpty(): Promise<Sql> {
  if (testDbKind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create("memory://", { extensions: await pgliteExtensions() });
    return {
      query: async <T,>(text: string) => (await client.exec(text)).at(-1)?.rows as T[],
      migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_migration_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // One client, ended (its connection closed) before the database is dropped.
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    query: async <T,>(text: string) => {
      const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result.at(-1)!.rows : result.rows) as T[];
    },
    migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A copy of the migrations folder without the migration `tag` and those after it. */
export async function foldersBefore(tag: string) {
  const dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string; idx: number }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

