/** npm run db:migrate: applies the checked-in migrations to the configured database. */
import { loadEnv } from "../server/env";
import { openDatabase } from "../server/db";

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL"}).`);
} finally {
  await database.close();
}
