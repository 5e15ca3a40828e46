/**
 * npm run restore -- FILE [--force]
 * Restores a backup into an empty DATA_DIR and, with DATABASE_URL, an empty PostgreSQL database
 * (server/backups/restore-backup.ts). --force replaces what is there: DATA_DIR's content is moved
 * aside, the database's tables are dropped. The site's server must be stopped.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadEnv } from "../server/env";
import { keepFilesPrivate } from "../server/lib/private-files";
import { backupDirProblem } from "../server/backups/backup-files";
import { restoreBackup } from "../server/backups/restore-backup";

const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- FILE [--force]   (FILE: a foundation-backup-….tar.gz)");
  process.exit(2);
}
const env = loadEnv();
// What it writes under DATA_DIR (the embedded database, a backup's files) is the server's user's only.
keepFilesPrivate();
const problem = backupDirProblem(env.BACKUP_DIR, env.DATA_DIR);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const file = path.resolve(positionals[0]!);
const where = env.DATABASE_URL ? `the PostgreSQL database of DATABASE_URL and DATA_DIR (${path.resolve(env.DATA_DIR)})` : `DATA_DIR (${path.resolve(env.DATA_DIR)})`;
console.log(`Restoring ${file} into ${where}…`);
try {
  const restored = await restoreBackup({ file, dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, force: values.force, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS });
  const { manifest } = restored;
  if (restored.movedAside) console.log(`What DATA_DIR held was moved to ${restored.movedAside} (delete it once the site is checked).`);
  if (restored.databaseEmptied) console.log("The database's previous tables were dropped.");
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
  const files = manifest.files.filter((f) => f.path.startsWith("files/")).length;
  console.log(
    `Restored the backup of ${manifest.takenAt} (site version ${manifest.version}, ${manifest.database.kind} database): ${rows} rows in ${Object.keys(manifest.database.tables).length} tables, ${files} files. Start the site now.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
