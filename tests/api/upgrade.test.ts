/**
 * npm run db:migrate (server/ops/upgrade-database.ts): an upgrade's migrations run once, after a backup,
 * and under a lock; on the embedded database, never beside a running server.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, pendingMigrations } from "../../server/db";
import { upgradeDatabase } from "../../server/ops/upgrade-database";
import { createLogger } from "../../server/lib/logger";
import { openBackup } from "../../server/backups/restore-backup";
import { foldersBefore } from "../helpers/migration-db";
import { testDbKind } from "../helpers/test-database";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const log = createLogger({ level: "silent" });
// A file-backed embedded database is made by initdb in a child process here (no build's template): slow on a busy machine.
const slow = { timeout: 240_000 };

/** A place for the database (a PostgreSQL database of its own, or an embedded one in a folder) and its backups. */
async function place() {
  const root = await mkdtemp(path.join(tmpdir(), "upgrade-"));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const dataDir = path.join(root, "data");
  const backups = { dir: path.join(root, "backups"), hour: 3, keepDays: 7, keepWeeks: 4, timeZone: "Africa/Porto-Novo" };
  let url: string | undefined;
  if (testDbKind === "postgres") {
    const name = `test_upgrade_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const at = new URL(process.env.TEST_DATABASE_URL!);
    at.pathname = `/${name}`;
    url = at.toString();
    cleanups.push(async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
  }
  return { dataDir, backups, url };
}

const journalTags = async (folder: string) => (await readdir(folder)).filter((f) => f.endsWith(".sql")).map((f) => f.replace(/\.sql$/, "")).sort();

describe("npm run db:migrate", () => {
  it("takes a backup, then applies the missing migrations; run again, it does nothing", slow, async () => {
    const { dataDir, backups, url } = await place();
    const tags = await journalTags(path.resolve("migrations"));
    const last = tags.at(-1)!;
    // The site as the version before the last migration left it, with a row in it.
    const before = await foldersBefore(last);
    cleanups.push(() => rm(before, { recursive: true, force: true }));
    const old = await openDatabase({ url, dataDir });
    await old.migrate(before);
    await old.db.execute(sql`insert into settings (key, value) values ('upgrade-test', 'kept')`);
    await old.close();

    const upgraded = await upgradeDatabase({ url, dataDir, backups, log });
    expect(upgraded.applied).toEqual([last]);
    // The backup holds the database as it was before the migration: its migrations, and the row.
    expect(upgraded.backup).not.toBeNull();
    const { manifest, folder } = await openBackup(upgraded.backup!);
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    expect(manifest.database.migrations).toHaveLength(tags.length - 1);
    expect(manifest.database.tables.settings).toBeGreaterThan(0);

    const database = await openDatabase({ url, dataDir });
    expect(await pendingMigrations(database.db)).toEqual([]);
    const rows = (await database.db.execute(sql`select value from settings where key = 'upgrade-test'`)) as unknown as { rows: { value: string }[] };
    expect(rows.rows).toEqual([{ value: "kept" }]);
    await database.close();

    expect(await upgradeDatabase({ url, dataDir, backups, log })).toEqual({ applied: [], backup: null });
    expect((await readdir(backups.dir)).filter((name) => name.endsWith(".tar.gz"))).toHaveLength(1);
  });

  it("a new database gets every migration, with no backup (there is nothing to save)", slow, async () => {
    const { dataDir, backups, url } = await place();
    const upgraded = await upgradeDatabase({ url, dataDir, backups, log });
    expect(upgraded.applied).toEqual(await journalTags(path.resolve("migrations")));
    expect(upgraded.backup).toBeNull();
    expect(existsSync(backups.dir)).toBe(false);
  });

  it.runIf(testDbKind === "pglite")("refuses while a server has the embedded database open, and leaves it be", async () => {
    const { dataDir, backups } = await place();
    const server = spawn("sleep", ["30"]);
    cleanups.push(async () => {
      server.kill();
      await once(server, "exit");
    });
    const { mkdir } = await import("node:fs/promises");
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, "server.pid"), `${server.pid}\n`);
    await expect(upgradeDatabase({ url: undefined, dataDir, backups, log })).rejects.toThrow(
      new RegExp(`Another process \\(${server.pid}: the site's server, a backup or a restore\\) has the embedded database in DATA_DIR .* open: stop the server first`),
    );
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
    expect(existsSync(path.join(dataDir, "server.pid"))).toBe(true);
  });

  it.runIf(testDbKind === "postgres")("two processes migrating at once: the migrations run once, under the lock", slow, async () => {
    const { dataDir, backups, url } = await place();
    const tags = await journalTags(path.resolve("migrations"));
    // Both at the same moment, as two servers started together (or a server and db:migrate) would.
    const results = await Promise.all([1, 2].map(() => upgradeDatabase({ url, dataDir, backups, log })));
    expect(results.map((r) => r.backup)).toEqual([null, null]);
    const database = await openDatabase({ url, dataDir });
    const applied = (await database.db.execute(sql`select hash from drizzle.__drizzle_migrations`)) as unknown as { rows: unknown[] };
    expect(applied.rows).toHaveLength(tags.length);
    await database.close();
  });
});
