/**
 * npm run db:migrate — an upgrade's migrations (server/ops/upgrade-database.ts): when the database lacks
 * some, a backup into BACKUP_DIR first (as `npm run backup` takes it), then the migrations, once,
 * under the lock the server's start takes too. Exits 1, saying why, when it cannot.
 */
import { loadEnv } from "../server/env";
import { keepFilesPrivate } from "../server/lib/private-files";
import { createLogger } from "../server/lib/logger";
import { backupDirProblem } from "../server/backups/backup-files";
import { upgradeDatabase } from "../server/ops/upgrade-database";

const env = loadEnv();
// What it writes under DATA_DIR (the embedded database, a backup's files) is the server's user's only.
keepFilesPrivate();
const where = env.DATABASE_URL ? "PostgreSQL" : `the embedded database in ${env.DATA_DIR}`;
const problem = backupDirProblem(env.BACKUP_DIR, env.DATA_DIR);
if (problem) {
  console.error(problem);
  process.exit(1);
}
try {
  const { applied, backup } = await upgradeDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    backups: env.backups,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    log: createLogger({ level: "error" }),
  });
  if (applied.length === 0) console.log(`Nothing to migrate: ${where} has every migration.`);
  else {
    console.log(backup ? `Backup taken first: ${backup}` : "A new database: no backup needed.");
    console.log(`Migrations applied to ${where}: ${applied.join(", ")}.`);
  }
} catch (error) {
  console.error(`The migrations were not applied: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
