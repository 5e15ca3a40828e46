/**
 * npm run admin:create -- --username U --password P [--email ADDRESS]
 * Creates an administrator, or sets a new password for an existing one; with --email, the
 * account's address, where "Forgot your password?" sends its link.
 */
import { parseArgs } from "node:util";
import { loadEnv } from "../server/env";
import { keepFilesPrivate } from "../server/lib/private-files";
import { openDatabase } from "../server/db";
import { upsertAdmin } from "../server/auth/users";
import { USERNAME } from "../shared/admin";
import { emailRule } from "../shared/public-forms";

const { values } = parseArgs({
  options: { username: { type: "string" }, password: { type: "string" }, email: { type: "string" } },
});
const username = values.username?.trim();
const password = values.password;
if (!username || !password) {
  console.error("Usage: npm run admin:create -- --username NAME --password PASSWORD [--email ADDRESS]");
  process.exit(2);
}
if (!USERNAME.test(username)) {
  console.error("The username may hold letters a-z, digits and . _ @ - only, beginning and ending with a letter or a digit.");
  process.exit(2);
}
if (password.length < 10) {
  console.error("The password must be at least 10 characters long.");
  process.exit(2);
}

const email = values.email === undefined ? undefined : emailRule.safeParse(values.email);
if (email && !email.success) {
  console.error("The e-mail address is not valid.");
  process.exit(2);
}

const env = loadEnv();
// What it writes under DATA_DIR (the embedded database, a backup's files) is the server's user's only.
keepFilesPrivate();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS });
try {
  await database.migrate();
  const user = await upsertAdmin(database.db, username, password, email?.data);
  console.log(`Administrator "${user.username}" is ready.`);
} finally {
  await database.close();
}
