/** npm run db:seed: inserts the foundation's content if this database never had it. */
import { loadEnv } from "../server/env";
import { keepFilesPrivate } from "../server/lib/private-files";
import { openDatabase } from "../server/db";
import { seedContent } from "../server/db/seed";

const env = loadEnv();
// What it writes under DATA_DIR (the embedded database, a backup's files) is the server's user's only.
keepFilesPrivate();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS });
try {
  await database.migrate();
  console.log((await seedContent(database.db)) ? "Content seeded." : "The database already has its content; nothing to do.");
} finally {
  await database.close();
}
