/**
 * An upgrade's migrations (`npm run db:migrate`, README "Running it for real"): a backup first,
 * taken as `npm run backup` takes one (server/backups/), then the migrations, once. On PostgreSQL
 * they run under an advisory lock (server/db/index.ts), the same the server's start takes, so a
 * server starting meanwhile waits and then finds nothing to do. The embedded database has one
 * owner: this refuses while a server (or a backup, a restore) has DATA_DIR open, and marks it held
 * meanwhile so that a server starting then is refused.
 */
import { mkdirSync, rmSync } from "node:fs";
import type { Logger } from "pino";
import { markHeld, runningServer, serverPidFile } from "../backups/restore-backup";
import { backupNow, type BackupSettings } from "../backups/scheduled-backup";
import { migrationsFolder, openDatabase, pendingMigrations } from "../db/index";

export type UpgradeOptions = {
  /** postgres:// URL; when absent, the embedded database in dataDir. */
  url?: string;
  dataDir: string;
  backups: BackupSettings;
  log: Logger;
  connectTimeoutMs?: number;
  /** Another migrations folder (tests); the checked-in one by default. */
  folder?: string;
  now?: Date;
};

/** What an upgrade did: the migrations applied (their tags) and the backup taken before them. */
export type Upgraded = { applied: string[]; backup: string | null };

export class UpgradeRefused extends Error {}

export async function upgradeDatabase({ url, dataDir, backups, log, connectTimeoutMs, folder = migrationsFolder, now = new Date() }: UpgradeOptions): Promise<Upgraded> {
  const holding = !url;
  if (holding) {
    const other = runningServer(dataDir);
    if (other !== null)
      throw new UpgradeRefused(
        `Another process (${other}: the site's server, a backup or a restore) has the embedded database in DATA_DIR (${dataDir}) open: stop the server first (it applies the migrations itself when it starts, without a backup).`,
      );
    mkdirSync(dataDir, { recursive: true });
    markHeld(dataDir);
  }
  try {
    const database = await openDatabase({ url, dataDir, max: 2, connectTimeoutMs, queryTimeoutMs: 600_000 });
    try {
      const pending = await pendingMigrations(database.db, folder);
      if (pending.length === 0) return { applied: [], backup: null };
      // A database that has none of the migrations holds nothing yet: nothing to save.
      const backup = (await hasAppliedMigrations(database)) ? (await backupNow({ database, dataDir, settings: backups, log }, now)).file : null;
      await database.migrate(folder);
      return { applied: pending, backup };
    } finally {
      await database.close();
    }
  } finally {
    if (holding) rmSync(serverPidFile(dataDir), { force: true });
  }
}

async function hasAppliedMigrations(database: Awaited<ReturnType<typeof openDatabase>>): Promise<boolean> {
  const { sql } = await import("drizzle-orm");
  const result = (await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`)) as unknown as { rows: { t: string | null }[] };
  if (!result.rows[0]?.t) return false;
  const counted = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return (counted.rows[0]?.n ?? 0) > 0;
}
