/**
 * The database as rows, the same on PGlite and PostgreSQL (docs/decisions/014-backups.md).
 *
 * Dump: every table of the public schema, read in one REPEATABLE READ, READ ONLY transaction (one
 * snapshot: a payment is never kept without its payable), one file per table with one row per line
 * as PostgreSQL's own `to_jsonb` text. Nothing is parsed in JavaScript, so bytea, numerics, arrays
 * and times come back exactly as they were stored. The migrations drizzle applied are listed too.
 *
 * Restore, into a database with no tables: the migrations the backup had, then the rows (tables in
 * the order of their foreign keys, each table's own triggers off so that copies kept by triggers,
 * e.g. memberships.member_paid_years, come back as they were), then this version's later migrations.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql, type SQL } from "drizzle-orm";
import { migrationsFolder, type Database, type Db } from "../db";

export type Migration = { hash: string; createdAt: number };

export type DatabaseDump = {
  kind: Database["kind"];
  /** PostgreSQL's version, e.g. "18.0" (PGlite) or "15.14". */
  serverVersion: string;
  migrations: Migration[];
  /** Rows per table, in the order they are restored. */
  tables: Record<string, number>;
  /** The public schema's sequences, to be set again after the rows. */
  sequences: Record<string, { lastValue: string; isCalled: boolean }>;
};

/** The problem a backup cannot be restored for, said to the operator as it is. */
export class BackupError extends Error {
  override name = "BackupError";
}

type Executor = Pick<Db, "execute">;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The file a table's rows are kept in, inside a backup. */
export const tableFile = (table: string) => `database/${table}.ndjson`;

/** The public schema's tables, parents before the tables whose foreign keys point at them. */
export async function tablesInOrder(db: Executor): Promise<string[]> {
  const tables = (await rows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map((t) => t.name);
  const links = await rows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent
        from pg_constraint c
        join pg_class ch on ch.oid = c.conrelid join pg_namespace n on n.oid = ch.relnamespace
        join pg_class pa on pa.oid = c.confrelid
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    // A table pointing at itself, or a circle of them, would need its rows ordered: not done yet, so said loudly.
    if (path.includes(table)) throw new BackupError(`The tables ${[...path, table].join(" → ")} refer to each other in a circle: backups cannot order their rows yet.`);
    for (const link of links) if (link.child === table) visit(link.parent, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

async function appliedMigrations(db: Executor): Promise<Migration[]> {
  const [exists] = await rows<{ found: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists?.found) return [];
  const applied = await rows<{ hash: string; created_at: string }>(db, sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id`);
  return applied.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) }));
}

/**
 * Writes every table's rows under `folder` (tableFile) from one snapshot; answers what it wrote.
 * On PGlite the transaction holds the only connection: requests wait for it (a second or so).
 */
export async function dumpDatabase(database: Pick<Database, "db" | "kind">, folder: string): Promise<DatabaseDump> {
  await mkdir(path.join(folder, "database"), { recursive: true, mode: 0o700 });
  return database.db.transaction(
    async (tx) => {
      const [version] = await rows<{ server_version: string }>(tx, sql`show server_version`);
      const dump: DatabaseDump = {
        kind: database.kind,
        serverVersion: version?.server_version ?? "",
        migrations: await appliedMigrations(tx),
        tables: {},
        sequences: {},
      };
      for (const table of await tablesInOrder(tx)) {
        const out = createWriteStream(path.join(folder, tableFile(table)), { mode: 0o600 });
        let count = 0;
        // A cursor, so that a large table (images' bytes) is never held whole in memory.
        await tx.execute(sql`declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${sql.identifier(table)} t`);
        for (;;) {
          const batch = await rows<{ row: string }>(tx, sql`fetch 200 from backup_rows`);
          for (const { row } of batch) if (!out.write(`${row}\n`)) await once(out, "drain");
          count += batch.length;
          if (batch.length < 200) break;
        }
        await tx.execute(sql`close backup_rows`);
        out.end();
        await once(out, "close");
        dump.tables[table] = count;
      }
      const sequences = await rows<{ name: string }>(tx, sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public' order by 1`);
      for (const { name } of sequences) {
        const [state] = await rows<{ last_value: string; is_called: boolean }>(tx, sql`select last_value::text as last_value, is_called from ${sql.identifier(name)}`);
        if (state) dump.sequences[name] = { lastValue: state.last_value, isCalled: state.is_called };
      }
      return dump;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** True when the database has no table of its own yet (a new, empty database). */
export async function databaseIsEmpty(db: Executor): Promise<boolean> {
  const [found] = await rows<{ tables: number }>(
    db,
    sql`select count(*)::int as tables from pg_tables where schemaname = 'public' or (schemaname = 'drizzle' and tablename = '__drizzle_migrations')`,
  );
  return (found?.tables ?? 0) === 0;
}

/** Drops every table, function, type and sequence of the public schema, and drizzle's record of migrations. */
export async function emptyDatabase(db: Executor): Promise<void> {
  await db.execute(sql.raw(`do $$ declare r record; begin
    for r in select tablename from pg_tables where schemaname = 'public' loop execute format('drop table if exists public.%I cascade', r.tablename); end loop;
    for r in select sequence_name from information_schema.sequences where sequence_schema = 'public' loop execute format('drop sequence if exists public.%I cascade', r.sequence_name); end loop;
    for r in select p.oid::regprocedure as f from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      loop execute format('drop function if exists %s cascade', r.f); end loop;
    for r in select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype in ('e', 'c', 'd') and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')
      loop execute format('drop type if exists public.%I cascade', r.typname); end loop;
  end $$`));
  await db.execute(sql`drop schema if exists drizzle cascade`);
}

type JournalEntry = { idx: number; when: number; tag: string };

/**
 * A migrations folder holding only this version's migrations that the backup had applied (by their
 * hash, as drizzle computes it): the rows fit the schema they were read from. A backup that had a
 * migration this version does not know was made by a newer version: refused.
 */
async function migrationsOfBackup(applied: Migration[]): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: JournalEntry[] };
  const known = new Map<string, JournalEntry>();
  for (const entry of journal.entries) {
    const text = await readFile(path.join(migrationsFolder, `${entry.tag}.sql`), "utf8");
    known.set(createHash("sha256").update(text).digest("hex"), entry);
  }
  const unknown = applied.filter((m) => !known.has(m.hash));
  if (unknown.length > 0)
    throw new BackupError(
      `This backup was made by a newer version of the site (${unknown.length} migration(s) this version does not have): restore it with the version that made it, or a later one.`,
    );
  const wanted = new Set(applied.map((m) => known.get(m.hash)!.tag));
  const folder = await mkdtemp(path.join(os.tmpdir(), "restore-migrations-"));
  await mkdir(path.join(folder, "meta"));
  const entries = journal.entries.filter((entry) => wanted.has(entry.tag));
  await writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/** Rows per INSERT: a few hundred rows, or fewer when they are large (images), so no statement is huge. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

/** Restores a dump (dumpDatabase's files under `folder`) into a database with no tables. */
export async function restoreDatabase(database: Database, folder: string, dump: DatabaseDump): Promise<void> {
  if (!(await databaseIsEmpty(database.db))) throw new BackupError("The database already has tables: a backup is restored only into an empty database.");
  const firstMigrations = await migrationsOfBackup(dump.migrations);
  try {
    await database.migrate(firstMigrations);
  } finally {
    await rm(firstMigrations, { recursive: true, force: true });
  }
  await database.db.transaction(async (tx) => {
    const order = await tablesInOrder(tx);
    const missing = Object.keys(dump.tables).filter((table) => !order.includes(table));
    if (missing.length > 0) throw new BackupError(`The backup has tables its own migrations do not make (${missing.join(", ")}): it is not a backup of this site.`);
    const columns = await rows<{ table: string; column: string }>(
      tx,
      sql`select table_name as table, column_name as column from information_schema.columns
          where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
    );
    for (const table of order) {
      if (!dump.tables[table]) continue;
      const names = columns.filter((c) => c.table === table).map((c) => sql.identifier(c.column));
      const list = sql.join(names, sql`, `);
      // The table's own triggers are off while its rows go in (as a dump's restore does): what they
      // keep is in the rows already. Foreign keys are still checked; only the table's owner may do this.
      await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
      const insert = async (batch: string[]) => {
        if (batch.length === 0) return;
        await tx.execute(
          sql`insert into ${sql.identifier(table)} (${list}) overriding system value
              select ${list} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${`[${batch.join(",")}]`}::jsonb)`,
        );
      };
      let batch: string[] = [];
      let chars = 0;
      const lines = createInterface({ input: createReadStream(path.join(folder, tableFile(table)), "utf8"), crlfDelay: Infinity });
      for await (const line of lines) {
        if (line === "") continue;
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
          await insert(batch);
          batch = [];
          chars = 0;
        }
      }
      await insert(batch);
      await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
    }
    for (const [name, state] of Object.entries(dump.sequences))
      await tx.execute(sql`select setval(${name}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`);
  });
  // This version's migrations the backup did not have yet.
  await database.migrate();
}
