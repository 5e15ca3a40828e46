/**
 * npm run backup — takes a backup now into BACKUP_DIR (server/backups/, docs/decisions/014-backups.md).
 *
 * PostgreSQL: read here, in one snapshot, whether the site runs or not. The embedded database has
 * one owner: when the server runs, it is asked (SIGUSR2) to take the backup itself and this command
 * waits for the file; when it does not, the database is opened here.
 */
import { existsSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { loadEnv } from "../server/env";
import { keepFilesPrivate } from "../server/lib/private-files";
import { openDatabase } from "../server/db";
import { createLogger } from "../server/lib/logger";
import { backupDirProblem } from "../server/backups/backup-files";
import { backupNow } from "../server/backups/scheduled-backup";
import { markHeld, runningServer, serverPidFile } from "../server/backups/restore-backup";

const env = loadEnv();
// What it writes under DATA_DIR (the embedded database, a backup's files) is the server's user's only.
keepFilesPrivate();
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
const problem = backupDirProblem(env.BACKUP_DIR, env.DATA_DIR);
if (problem) fail(problem);

const names = async () => new Set(await readdir(env.BACKUP_DIR).catch(() => [] as string[]));
const server = env.DATABASE_URL ? null : runningServer(env.DATA_DIR);

if (server !== null) {
  // The running server holds the embedded database: it takes the backup, this waits for the file.
  const before = await names();
  process.kill(server, "SIGUSR2");
  console.log(`The site's server (process ${server}) holds the embedded database: it was asked to take the backup…`);
  const giveUpAt = Date.now() + 5 * 60_000;
  for (;;) {
    const made = [...(await names())].filter((name) => !before.has(name) && /^foundation-backup-.*\.tar\.gz$/.test(name));
    if (made[0]) {
      console.log(`Backup taken by the server: ${path.resolve(env.BACKUP_DIR, made[0])}`);
      break;
    }
    if (Date.now() > giveUpAt) fail("No backup appeared in BACKUP_DIR within 5 minutes: the server's log says why (look for \"the backup failed\").");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
} else {
  if (!env.DATABASE_URL && !existsSync(path.join(env.DATA_DIR, "pglite", "PG_VERSION")))
    fail(`There is no embedded database in DATA_DIR (${path.resolve(env.DATA_DIR)}): nothing to back up. Is DATA_DIR (or DATABASE_URL) the site's?`);
  // While this holds the embedded database, a server starting on it waits for us (server/index.ts).
  const holding = !env.DATABASE_URL;
  if (holding) markHeld(env.DATA_DIR);
  try {
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, max: 2, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS, queryTimeoutMs: 600_000 });
    try {
      const taken = await backupNow({ database, dataDir: env.DATA_DIR, settings: env.backups, log: createLogger({ level: "error" }) }, new Date());
      const rows = Object.values(taken.manifest.database.tables).reduce((a, b) => a + b, 0);
      const files = taken.manifest.files.filter((f) => f.path.startsWith("files/")).length;
      console.log(`Backup taken: ${path.resolve(taken.file)} (${taken.size} bytes; ${rows} rows in ${Object.keys(taken.manifest.database.tables).length} tables, ${files} files from DATA_DIR).`);
    } finally {
      await database.close();
    }
  } catch (error) {
    fail(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (holding) rmSync(serverPidFile(env.DATA_DIR), { force: true });
  }
}
