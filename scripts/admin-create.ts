/**
 * npm run admin:create -- --username U --password P [--role full|treasurer|content|messages] [--email ADDRESS]
 * Creates an administrator (full rights unless --role says otherwise), or sets a new password for
 * an existing one, and their role when --role is given (never taking full rights from the last one
 * who has them: shared/roles.ts); with --email, the account's address, where "Forgot your
 * password?" sends its link.
 */
import { parseArgs } from "node:util";
import { loadEnv } from "../server/env";
import { keepFilesPrivate } from "../server/lib/private-files";
import { openDatabase } from "../server/db";
import { upsertAdmin } from "../server/auth/users";
import { USERNAME } from "../shared/admin";
import { isRole, roles } from "../shared/roles";
import { changeRole } from "../server/services/admins/manage-admins";
import { siteActor } from "../server/services/audit/record-change";
import { emailRule } from "../shared/public-forms";

const { values } = parseArgs({
  options: { username: { type: "string" }, password: { type: "string" }, role: { type: "string" }, email: { type: "string" } },
});
const username = values.username?.trim();
const password = values.password;
if (!username || !password) {
  console.error(`Usage: npm run admin:create -- --username NAME --password PASSWORD [--role ${roles.join("|")}] [--email ADDRESS]`);
  process.exit(2);
}
const role = values.role?.trim();
if (role !== undefined && !isRole(role)) {
  console.error(`The role must be one of: ${roles.join(", ")} (full rights: full).`);
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
  const user = await upsertAdmin(database.db, username, password, { role, email: email?.data });
  if (role && user.role !== role) {
    const changed = await changeRole(database.db, siteActor, user.id, role);
    if (changed.kind === "last") {
      console.error(`The password of "${user.username}" is set, but they keep full rights: nobody else has them. Give full rights to another administrator first.`);
      process.exitCode = 1;
    }
  }
  if (!process.exitCode) console.log(`Administrator "${user.username}" is ready (${role ?? user.role}).`);
} finally {
  await database.close();
}
