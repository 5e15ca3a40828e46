/**
 * The checks of `npm run doctor` (scripts/doctor.ts): what is set and what is wrong before going
 * live, read from the same parsed configuration the server uses (server/env.ts). Each check says
 * one thing a person can act on; none changes anything but a temporary file it removes, and none
 * opens an embedded database (only one process may hold it: server/backups/restore-backup.ts).
 */
import { existsSync } from "node:fs";
import { access, constants, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { isLoopbackOrigin, type Env } from "../env";
import { backupDirProblem, backupTakenAt } from "../backups/backup-files";
import { runningServer } from "../backups/restore-backup";
import { smtpMailer, folderMailer } from "../mail/mailer";
import { ok, problem, reasonOf, warning, type Check } from "../lib/checks";
import { providerFolders } from "../payments/providers";

export type { Check, CheckLevel } from "../lib/checks";

/** PUBLIC_URL: the address payers, mails and providers' webhooks use. */
export function checkPublicUrl(env: Env): Check {
  if (env.PUBLIC_URL.startsWith("https://")) return ok(`PUBLIC_URL is ${env.PUBLIC_URL} (https).`);
  if (isLoopbackOrigin(env.PUBLIC_URL))
    return warning(`PUBLIC_URL is ${env.PUBLIC_URL}: fine for trying it here, not for going live (set PUBLIC_URL=https://your-domain).`);
  return problem(`PUBLIC_URL is ${env.PUBLIC_URL}, not https: payments, sign-in and private links would travel unencrypted. Put the site behind TLS and set PUBLIC_URL=https://…`);
}

/** The test provider marks a payment made without paying (docs/rules.md R11). */
export function checkTestPayments(env: Env): Check {
  if (!env.testPaymentsAllowed) return ok("Test payments are off.");
  if (isLoopbackOrigin(env.PUBLIC_URL))
    return ok("Test payments are on, on this machine only (loopback PUBLIC_URL): fine for trying it here; they are off once PUBLIC_URL is public.");
  return problem("Test payments are on (ALLOW_TEST_PAYMENTS=true) on a public PUBLIC_URL: anyone could mark a payment made without paying. Remove ALLOW_TEST_PAYMENTS before going live.");
}

/** Where mails go. */
export function checkMail(env: Env): Check {
  if (env.mail.smtp) {
    const smtp = env.mail.smtp;
    const where = smtp.url ? new URL(smtp.url).host : `${smtp.host}:${smtp.port ?? ""}`;
    return ok(`Mail goes through the SMTP server ${where}, from ${env.mail.from}.`);
  }
  return warning(
    `SMTP_URL is not set: mails are written as files under ${path.resolve(env.DATA_DIR, "mail")} and nobody receives them. Fine for trying it here; set SMTP_URL and MAIL_FROM before going live.`,
  );
}

/** A real mail to `to`, through the transport the server uses. */
export async function sendTestMail(env: Env, to: string, now: Date, { timeoutMs = 20_000 }: { timeoutMs?: number } = {}): Promise<Check> {
  const mailer = env.mail.smtp ? smtpMailer({ ...env.mail.smtp, timeoutMs }) : folderMailer(path.join(env.DATA_DIR, "mail"));
  const text = `This is a test mail sent by npm run doctor for ${env.PUBLIC_URL} at ${now.toISOString()}. If you read it, the site's mail works.`;
  try {
    await mailer.send({
      from: env.mail.from,
      to: [to],
      subject: `${env.SITE_NAME}: test mail`,
      text,
      html: `<p>${text}</p>`,
      messageId: `<doctor-${now.getTime()}@${new URL(env.PUBLIC_URL).hostname}>`,
    });
    return env.mail.smtp
      ? ok(`The SMTP server accepted the test mail to ${to} (look in that mailbox, and its spam folder).`)
      : warning(`The test mail to ${to} was written as a file under ${path.resolve(env.DATA_DIR, "mail")}, not sent: no SMTP server is set.`);
  } catch (error) {
    return problem(`The SMTP server did not accept the test mail to ${to}: ${reasonOf(error)}`);
  } finally {
    mailer.close();
  }
}

/** The folder, or its nearest parent that exists. */
const nearestExisting = (folder: string) => {
  let at = path.resolve(folder);
  while (!existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
};

/** A folder the site writes to: it exists and takes a file, or it can be created. */
export async function checkFolder(name: "DATA_DIR" | "BACKUP_DIR", folder: string): Promise<Check> {
  if (folder.startsWith("memory://")) return warning(`${name} is ${folder}: nothing is kept when the server stops.`);
  const absolute = path.resolve(folder);
  if (!existsSync(absolute)) {
    const parent = nearestExisting(absolute);
    try {
      await access(parent, constants.W_OK);
      return ok(`${name} (${absolute}) does not exist yet; it will be created (${parent} is writable).`);
    } catch {
      return problem(`${name} (${absolute}) does not exist and cannot be created: ${parent} is not writable by this user.`);
    }
  }
  const probe = path.join(absolute, `.doctor-${process.pid}-${Date.now()}.tmp`);
  try {
    await writeFile(probe, "doctor");
    await rm(probe, { force: true });
    return ok(`${name} (${absolute}) exists and is writable.`);
  } catch (error) {
    return problem(`${name} (${absolute}) is not writable by this user: ${reasonOf(error)}`);
  }
}

export function checkBackupPlace(env: Env): Check {
  const problemText = backupDirProblem(env.BACKUP_DIR, env.DATA_DIR);
  return problemText ? problem(problemText) : ok(`BACKUP_DIR is apart from DATA_DIR.`);
}

const MAX_BACKUP_AGE_MS = 2 * 24 * 60 * 60 * 1000;

const sizeInWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${bytes} bytes`;

/** The newest backup in BACKUP_DIR: when, and how big. */
export async function checkLastBackup(env: Env, now: Date): Promise<Check> {
  const names = await readdir(env.BACKUP_DIR).catch(() => [] as string[]);
  const newest = names
    .map((name) => ({ name, at: backupTakenAt(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  if (!newest)
    return warning(`No backup in BACKUP_DIR (${path.resolve(env.BACKUP_DIR)}) yet: take one with npm run backup (the server takes one each day at ${env.BACKUP_HOUR}:00).`);
  const { size } = await stat(path.join(env.BACKUP_DIR, newest.name));
  const text = `The last backup is ${newest.name}, taken ${newest.at.toISOString().replace("T", " ").slice(0, 16)} UTC (${sizeInWords(size)})`;
  if (now.getTime() - newest.at.getTime() > MAX_BACKUP_AGE_MS)
    return warning(`${text}: more than two days old. Is the server running? Its log says why a backup failed ("the backup failed").`);
  return ok(`${text}.`);
}

export function checkSessionSecret(env: Env): Check {
  if (env.SESSION_SECRET) return ok("SESSION_SECRET is set.");
  return warning(
    "SESSION_SECRET is not set: a secret is generated and kept in the database, so whoever gets a copy of it can forge sessions and private links. Set SESSION_SECRET to 32 or more random characters (openssl rand -base64 48).",
  );
}

const versionParts = (v: string) => v.replace(/^v/, "").split(".").map((p) => Number.parseInt(p, 10) || 0) as [number, number, number];
const compare = (a: number[], b: number[]) => (a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!);

/** Whether a version satisfies an engines range of `^x.y.z` and `>=x.y.z` joined by `||`. */
export function satisfiesEngines(version: string, range: string): boolean {
  const have = versionParts(version);
  return range.split("||").some((alternative) => {
    const term = alternative.trim();
    const caret = /^\^(\d+(?:\.\d+){0,2})$/.exec(term);
    if (caret?.[1]) {
      const want = versionParts(caret[1]);
      return have[0] === want[0] && compare(have, want) >= 0;
    }
    const atLeast = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(term);
    if (atLeast?.[1]) return compare(have, versionParts(atLeast[1])) >= 0;
    return false;
  });
}

export function checkNodeVersion(version: string, range: string): Check {
  if (satisfiesEngines(version, range)) return ok(`Node ${version} (the site needs ${range}).`);
  return problem(`Node ${version} is too old or not supported: the site needs ${range}. Install a supported Node (24 is the one the site is tested on).`);
}

/** PostgreSQL: connect and `select 1`. Embedded: said, never opened (a running server holds it). */
export async function checkDatabase(env: Env): Promise<Check> {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    const where = `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
    const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS, query_timeout: env.DATABASE_QUERY_TIMEOUT_MS });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      return ok(`PostgreSQL at ${where} answers.`);
    } catch (error) {
      return problem(`PostgreSQL at ${where} cannot be reached: ${reasonOf(error)}`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  if (env.DATA_DIR.startsWith("memory://")) return warning("The database is in memory (DATA_DIR=memory://): everything is lost when the server stops.");
  const folder = path.resolve(env.DATA_DIR, "pglite");
  const holder = runningServer(env.DATA_DIR);
  if (holder !== null) return ok(`Embedded database (PGlite) in ${folder}, held by the running server (process ${holder}): not opened here.`);
  if (!existsSync(path.join(folder, "PG_VERSION"))) return ok(`Embedded database (PGlite): none yet in ${folder}; the server creates it at its first start.`);
  return ok(`Embedded database (PGlite) in ${folder}; no server holds it now (not opened here).`);
}

export type DoctorOptions = {
  now: Date;
  nodeVersion: string;
  enginesRange: string;
  /** Sends a real test mail there. */
  mailTo?: string;
  timeoutMs?: number;
};

/** Every check, in the order a person reads them. */
export async function runDoctor(env: Env, options: DoctorOptions): Promise<Check[]> {
  const timeouts = { timeoutMs: options.timeoutMs };
  const [keys, database] = await Promise.all([Promise.all(providerFolders.map((folder) => folder.checkKeys?.(env, timeouts) ?? [])), checkDatabase(env)]);
  const checks: Check[] = [
    checkPublicUrl(env),
    checkTestPayments(env),
    ...keys.flat(),
    ...(env.STRIPE_SECRET_KEY || env.fedapay ? [] : [warning("No payment provider is set (Stripe or FedaPay keys): nobody can pay for real.")]),
    checkMail(env),
  ];
  if (options.mailTo) checks.push(await sendTestMail(env, options.mailTo, options.now, timeouts));
  checks.push(
    await checkFolder("DATA_DIR", env.DATA_DIR),
    await checkFolder("BACKUP_DIR", env.BACKUP_DIR),
    checkBackupPlace(env),
    await checkLastBackup(env, options.now),
    checkSessionSecret(env),
    checkNodeVersion(options.nodeVersion, options.enginesRange),
    database,
  );
  return checks;
}

/** One line per check, as the command prints them. */
export const formatCheck = (check: Check) => `${check.level.padEnd(7)}  ${check.text}`;
