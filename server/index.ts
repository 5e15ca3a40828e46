/**
 * Starts the site: configuration, database (migrated and seeded), the first administrator,
 * the jobs room, then the HTTP server; stops gracefully on SIGTERM/SIGINT. Built, it is
 * dist/server/main.js, started by dist/server/index.js (server/start.ts) with Node's serve flags.
 */
import { createServer, type ServerResponse } from "node:http";
import { isLoopbackHost, loadEnv } from "./env";
import { openDatabase } from "./db";
import { seedContent } from "./db/seed";
import { bootstrapAdmin } from "./auth/users";
import { getSessionSecret } from "./services/settings/session-secret";
import { createApp } from "./app";
import { createPaymentsFromEnv } from "./payments";
import { createJobRunner } from "./jobs/runner";
import { visitorsFirst } from "./jobs/visitors-first";
import { siteJobs } from "./site-jobs";
import { mailerFromConfig } from "./mail/mailer";
import { recipientCap } from "./mail/recipient-cap";
import { setStaffNotifyBurst } from "./mail/staff-digest";
import { mailFilesFromConfig } from "./mail/mail-files";
import { foundationOf } from "./documents/letter-page";
import { mailDocuments } from "./services/receipts-and-attestations/mail-documents";
import { privacyMailLinks } from "./services/privacy/privacy-links";
import { createLogger } from "./lib/logger";
import { localContentChanges, postgresContentChanges } from "./db/content-changes";
import { createPageCache } from "./ssr/page-cache";
import { developmentRenderer, productionRenderer, repoRoot } from "./ssr/renderers";
import { dataDirInProject, dataDirProblem, servedFolders } from "./http/data-dir-guard";
import { backupDirProblem } from "./backups/backup-files";
import { backupNow } from "./backups/scheduled-backup";
import { markHeld, runningServer, serverPidFile } from "./backups/restore-backup";
import { rmSync } from "node:fs";
import { keepFilesPrivate, privateDir } from "./lib/private-files";

const env = loadEnv();
// Before anything is written: the database, mails and backups are the server's user's only.
keepFilesPrivate();
const started = Date.now();
setStaffNotifyBurst(env.STAFF_NOTIFY_BURST);
// JSON lines on stdout (LOG_LEVEL); what crashes the process is logged the same way, whitelisted.
const logger = createLogger({ level: env.LOG_LEVEL });
for (const event of ["uncaughtException", "unhandledRejection"] as const)
  process.on(event, (error: unknown) => {
    logger.fatal({ err: error }, `${event}: stopping`);
    process.exit(1);
  });
// Anything that makes this server less safe than production is said first (env.ts).
for (const warning of env.warnings) logger.warn(warning);
// Nothing under DATA_DIR is ever served (http/data-dir-guard.ts): refused before anything is written there.
const dataDirRefused = dataDirProblem(env.DATA_DIR, servedFolders(repoRoot));
if (dataDirRefused) {
  logger.fatal(dataDirRefused);
  process.exit(1);
}
// Backups are kept apart from what they save (server/backups/).
const backupDirRefused = backupDirProblem(env.BACKUP_DIR, env.DATA_DIR);
if (backupDirRefused) {
  logger.fatal(backupDirRefused);
  process.exit(1);
}
if (env.isProduction && dataDirInProject(env.DATA_DIR, repoRoot))
  logger.warn(`DATA_DIR (${env.DATA_DIR}) is inside the project's folder: in production keep it outside (e.g. /var/lib/foundation), away from deployments and copies of the code.`);

// One process owns the embedded database; `npm run backup` and `npm run restore` find this one by
// its id here (and a second server on the same DATA_DIR is refused rather than left to damage it).
if (!env.DATA_DIR.startsWith("memory://")) {
  const other = runningServer(env.DATA_DIR);
  if (other !== null && !env.DATABASE_URL) {
    logger.fatal(`Another process (${other}: a server, a backup or a restore) has the embedded database in DATA_DIR (${env.DATA_DIR}) open: stop it first, or wait for it to finish (if none runs, delete ${serverPidFile(env.DATA_DIR)}).`);
    process.exit(1);
  }
  privateDir(env.DATA_DIR);
  markHeld(env.DATA_DIR);
}
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS });
await database.migrate();
if (await seedContent(database.db)) logger.info("Seeded the foundation's content into the new database.");
const admin = await bootstrapAdmin(database.db, env.ADMIN_USERNAME, env.ADMIN_PASSWORD, env.ADMIN_EMAIL?.toLowerCase());
if (admin) logger.info({ userId: admin.id }, "Created the administrator from ADMIN_USERNAME.");
const sessionSecret = await getSessionSecret(database.db, env.SESSION_SECRET);

const server = createServer();
// The answers being written: once stopping, each says "Connection: close" and its connection ends
// with it, rather than staying open as keep-alive and holding the exit up.
const answering = new Set<ServerResponse>();
// On the embedded database the mails wait for a moment when no request is being answered and go at
// a bounded pace while visitors are about (jobs/visitors-first.ts): its statements run on this thread.
const visitors = visitorsFirst();
server.on("request", (_req, res: ServerResponse) => {
  if (stopping) res.setHeader("Connection", "close");
  answering.add(res);
  const answered = visitors.arrived();
  res.once("close", () => {
    answering.delete(res);
    answered();
  });
});
const { renderer, assets } = env.isProduction
  ? await productionRenderer().then((p) => ({ renderer: p.renderer, assets: { dir: p.assetsDir } }))
  : await developmentRenderer(server, { dataDir: env.DATA_DIR }).then((d) => ({ renderer: d.renderer, assets: d.middleware }));

// Content changes reach every server process through PostgreSQL; the embedded database has only this one.
const contentChanges = env.DATABASE_URL
  ? await postgresContentChanges(database, env.DATABASE_URL, { timeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS })
  : localContentChanges();
// Pages are rendered once per content change (in development, on every request: the code changes too).
const pageCache = env.isProduction && env.PAGE_CACHE_SECONDS > 0 ? createPageCache({ ttlMs: env.PAGE_CACHE_SECONDS * 1000 }) : undefined;
const payments = createPaymentsFromEnv(env, sessionSecret);
// Work after the request (server/jobs/): the outbox, the rate-limit sweep, missed payment webhooks.
const mailer = mailerFromConfig(env.mail, env.DATA_DIR);
const jobs = createJobRunner({
  db: database.db,
  log: logger,
  ...siteJobs({
    db: database.db,
    log: logger,
    payments,
    mailer,
    mailFiles: mailFilesFromConfig(env.mail, env.DATA_DIR),
    secret: sessionSecret,
    backup: { database, dataDir: env.DATA_DIR, settings: env.backups },
    delivery: {
      from: env.mail.from,
      context: { siteName: env.SITE_NAME, contactEmail: env.CONTACT_EMAIL, publicUrl: env.PUBLIC_URL },
      // Receipts and attestations are made when their mail is sent, as the admin's download makes them.
      documents: mailDocuments({ db: database.db, foundation: foundationOf(env), secret: sessionSecret, publicUrl: env.PUBLIC_URL }),
      // Every mail to a person says how to ask for a copy of their data or its erasure (docs/rules.md R53).
      privacy: privacyMailLinks({ secret: sessionSecret, publicUrl: env.PUBLIC_URL }),
      // What one mailbox can be sent a day through the public forms (docs/decisions/022-mail-nobody-can-turn-against-a-stranger.md).
      recipientCap: recipientCap(sessionSecret),
      ...(database.kind === "pglite" ? { yieldTo: visitors.whenQuiet } : {}),
    },
  }),
});
const app = createApp({ database, env, sessionSecret, renderer, assets, pageCache, contentChanges, logger, payments, mailQueued: jobs.wake });
server.on("request", app);
jobs.start();
server.listen(env.PORT, env.HOST, () => {
  const where = database.kind === "pglite" ? `embedded PostgreSQL in ${env.DATA_DIR}` : "PostgreSQL";
  // Which payment providers take money here, and from where this server can be reached: test
  // payments (anyone may mark a payment paid) must never be live on a public address unnoticed.
  const providers = payments.providers.map((provider) => (provider.name === "test" ? "TEST payments (no money taken)" : provider.name)).join(", ");
  const listening = `${env.HOST ?? "every interface"}:${env.PORT}${env.HOST !== undefined && isLoopbackHost(env.HOST) ? " (this machine only)" : ""}`;
  logger.info(
    { url: env.PUBLIC_URL, listening, nodeEnv: env.NODE_ENV, database: database.kind, payments: providers, mail: mailer.description, startupMs: Date.now() - started },
    `${env.SITE_NAME}: ${env.PUBLIC_URL}, listening on ${listening} (${env.NODE_ENV}, ${where}, payments: ${providers}, mail: ${mailer.description}) in ${Date.now() - started} ms`,
  );
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: finishing requests in flight, then stopping.`);
  // Stop accepting; requests in flight finish; idle keep-alive connections are closed.
  // The job in hand (a mail being sent) is finished first; nothing new is started.
  const jobsStopped = jobs.stop();
  server.close(async () => {
    await jobsStopped;
    mailer.close();
    await contentChanges.close();
    await database.close().catch(() => {});
    rmSync(serverPidFile(env.DATA_DIR), { force: true });
    process.exit(0);
  });
  for (const res of answering) if (!res.headersSent) res.setHeader("Connection", "close");
  server.closeIdleConnections();
  // An answer already on its way when the signal came leaves its connection idle when done.
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => {
    logger.error("Requests still running after 10 s; stopping anyway.");
    process.exit(1);
  }, 10_000).unref();
}
// `npm run backup` while this server runs on the embedded database: the backup is taken here, by
// the process that holds the database (docs/decisions/014-backups.md).
process.on("SIGUSR2", () => {
  if (stopping) return;
  logger.info("SIGUSR2: taking a backup now.");
  backupNow({ database, dataDir: env.DATA_DIR, settings: env.backups, log: logger }, new Date()).catch(() => {});
});
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
// Started by dist/server/index.js with Node's serve flags (server/start.ts): if that first process
// is gone (killed outright, which passes no signal on), this one stops too rather than run on alone.
if (process.send) process.on("disconnect", () => shutdown("SIGTERM"));
