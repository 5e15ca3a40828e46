/**
 * Backups that restore (docs/decisions/014-backups.md): data in every table and a file under DATA_DIR → backup →
 * restore into a fresh place → the same rows, the same files, and the restored site serves them;
 * a backup taken while payments are written restores consistently; the daily round and its copy
 * command. On the embedded database, and on PostgreSQL in that project.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminInvitations,
  auditLog,
  contactReplies,
  convocations,
  donations,
  formSubmissions,
  imageVariants,
  images,
  jobs,
  mailboxDayCounts,
  memberNotes,
  newsletterSubscriptions,
  outbox,
  payments,
  privacyRequests,
  passwordResets,
  processedWebhookEvents,
  rateLimits,
  recoveryCodes,
  receiptCounters,
  receipts,
  serviceHealth,
  sessions,
  slugRedirects,
  twoFactor,
  users,
} from "../../shared/schema";
import { createApp } from "../../server/app";
import { openDatabase, type Database, type Db } from "../../server/db";
import { tablesInOrder, restoreDatabase } from "../../server/backups/database-dump";
import { runCopyCommand, takeBackup } from "../../server/backups/take-backup";
import { openBackup, restoreBackup } from "../../server/backups/restore-backup";
import { runScheduledBackup, type BackupSettings } from "../../server/backups/scheduled-backup";
import { captureLog, errorsToConsole } from "../helpers/captured-log";
import { createTestApp } from "../helpers/test-app";
import { testDbKind } from "../helpers/test-database";
import { foldersBefore } from "../helpers/migration-db";
import { createContact, createDonation, createMember, createMemberYear, createMembership, createPayment, createProgram } from "../helpers/factories";

const now = new Date("2026-11-28T09:30:00Z");
const cleanups: Array<() => Promise<unknown>> = [];
/** The site whose backups are taken (one database for the file: each test adds what it needs). */
let source: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  source = await createTestApp({ seed: true, admin: true });
  cleanups.push(() => source.close());
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A new, empty place to restore into: a PostgreSQL database (dropped afterwards), or none (PGlite goes in DATA_DIR). */
async function emptyPostgres(): Promise<string | undefined> {
  if (testDbKind !== "postgres") return undefined;
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `restore_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every table's rows as PostgreSQL writes them, sorted: two databases holding the same data compare equal. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await tablesInOrder(db)) {
    const result = (await db.execute(sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t`)) as unknown as { rows: { row: string }[] };
    all[table] = result.rows.map((r) => r.row).sort();
  }
  return all;
}

/** A row in every table of the schema, through the factories where there are some. */
async function fillEveryTable(db: Db) {
  const [admin] = await db.select().from(users);
  const [image] = await db
    .insert(images)
    .values({ width: 2, height: 1, sourceType: "image/png", sourceSize: 3, uploadedBy: admin!.id } as typeof images.$inferInsert)
    .returning();
  await db.insert(imageVariants).values({ imageId: image!.id, width: 2, height: 1, format: "webp", bytes: Buffer.from([0, 1, 2, 254, 255]), size: 5 });
  const program = await createProgram(db, { slug: "restored-program", title: { en: "A program kept by the backup", fr: "Un programme gardé par la sauvegarde" } });
  await db.insert(slugRedirects).values({ kind: "program", oldSlug: "old-program", targetId: program.id });
  const member = await createMember(db);
  const membership = await createMembership(db, { memberId: member.id, status: "active" });
  const donation = await createDonation(db);
  const payment = await createPayment(db, { payableKind: "donation", payableId: donation.id, status: "succeeded", paidAt: now });
  await createMemberYear(db, member.id, 2026, { paidAt: now });
  await db.insert(receiptCounters).values({ year: 2026, last: 1 });
  await db.insert(receipts).values({ paymentId: payment.id, year: 2026, number: 1 });
  const contact = await createContact(db);
  const [mail] = await db
    .insert(outbox)
    .values({ key: `contact-staff:${contact.id}`, template: "contact-staff", data: { contactId: contact.id }, recipients: ["staff@example.org"], language: "fr" })
    .returning();
  await db.insert(contactReplies).values({ contactId: contact.id, body: "Merci", authorName: "Admin", idempotencyKey: randomUUID(), outboxId: mail!.id, authorId: admin!.id });
  await db.insert(memberNotes).values({ memberId: member.id, body: "Called", authorName: "Admin", authorId: admin!.id });
  await db.insert(convocations).values({ year: 2026, heldAt: now, place: "Cotonou", agendaEn: "Agenda", agendaFr: "Ordre du jour", sentByName: "Admin", recipients: 1 });
  await db.insert(auditLog).values({ username: "admin", action: "update", entity: "membership", entityId: membership.id });
  await db.insert(sessions).values({ id: "session-1", userId: admin!.id, expiresAt: new Date(now.getTime() + 3_600_000) } as typeof sessions.$inferInsert);
  await db.insert(rateLimits).values({ key: "sign-in:127.0.0.1", count: 1, resetAt: now });
  await db.insert(mailboxDayCounts).values({ mailbox: "keyed-hash-of-a-mailbox", day: "2026-11-28", count: 1 });
  await db.insert(formSubmissions).values({ route: "/api/contact", key: randomUUID(), requestHash: "h" } as typeof formSubmissions.$inferInsert);
  await db.insert(jobs).values({ name: "backup", runAt: now });
  await db.insert(newsletterSubscriptions).values({ email: "reader@example.org" });
  await db.insert(privacyRequests).values({ email: "someone@example.org", kind: "copy", dueAt: now } as typeof privacyRequests.$inferInsert);
  await db.insert(processedWebhookEvents).values({ id: "evt_1", type: "payment_intent.succeeded" });
  await db.insert(serviceHealth).values({ key: "webhook:fedapay", failures: 2, firstFailureAt: now, lastFailureAt: now, detail: "signature" });
  await db.insert(passwordResets).values({ tokenHash: "hash-of-a-reset-link", userId: admin!.id, expiresAt: new Date(now.getTime() + 3_600_000) });
  await db.insert(adminInvitations).values({ tokenHash: "hash-of-an-invitation", username: "invited", email: "invited@example.org", invitedBy: admin!.id, invitedByName: "Admin", expiresAt: new Date(now.getTime() + 7 * 86_400_000) });
  await db.insert(twoFactor).values({ userId: admin!.id, secret: "encrypted-secret", enabledAt: now, lastStep: 1 });
  await db.insert(recoveryCodes).values({ userId: admin!.id, codeHash: "hash-of-a-recovery-code" });
}

describe("a backup restores the whole site", () => {
  it("brings back every table's rows and every file, and the restored site serves them", async () => {
    await fillEveryTable(source.db);
    const before = await everyRow(source.db);
    const emptyTables = Object.keys(before).filter((table) => before[table]!.length === 0);
    // A new table must be given a row in fillEveryTable, so that backups are proved for it too.
    expect(emptyTables, "tables without a row before the backup").toEqual([]);

    const dataDir = await tempDir("backup-data-");
    await mkdir(path.join(dataDir, "mail"), { recursive: true });
    await writeFile(path.join(dataDir, "mail", "welcome.eml"), "Subject: Bienvenue\r\n\r\nBonjour\r\n");
    await mkdir(path.join(dataDir, "documents", "2026"), { recursive: true });
    const binary = randomBytes(4096);
    await writeFile(path.join(dataDir, "documents", "2026", "receipt-1.pdf"), binary);
    const backupDir = await tempDir("backups-");

    const taken = await takeBackup({ database: source.database, dataDir, backupDir, now });
    expect(path.basename(taken.file)).toBe("foundation-backup-20261128-093000.tar.gz");
    expect((await stat(taken.file)).mode & 0o777).toBe(0o600);
    expect(await readdir(backupDir)).toEqual([path.basename(taken.file)]);
    expect(taken.manifest.database.kind).toBe(source.database.kind);
    expect(taken.manifest.database.tables).toEqual(Object.fromEntries(Object.entries(before).map(([table, rows]) => [table, rows.length])));
    expect(taken.manifest.files.filter((f) => f.path.startsWith("files/")).map((f) => [f.path, f.size])).toEqual([
      ["files/documents/2026/receipt-1.pdf", 4096],
      ["files/mail/welcome.eml", 31],
    ]);

    // A fresh place: a DATA_DIR that does not exist yet, and on PostgreSQL a new database.
    const target = path.join(await tempDir("restored-"), "data");
    const databaseUrl = await emptyPostgres();
    await restoreBackup({ file: taken.file, dataDir: target, databaseUrl });
    const restored = await openDatabase(databaseUrl ? { url: databaseUrl, max: 2 } : { dataDir: target });
    cleanups.push(() => restored.close());
    await restored.migrate(); // as the server does at start: nothing left to do
    expect(await everyRow(restored.db)).toEqual(before);
    expect(await readFile(path.join(target, "mail", "welcome.eml"), "utf8")).toBe("Subject: Bienvenue\r\n\r\nBonjour\r\n");
    expect((await readFile(path.join(target, "documents", "2026", "receipt-1.pdf"))).equals(binary)).toBe(true);
    expect((await readdir(target)).sort()).toEqual(databaseUrl ? ["documents", "mail"] : ["documents", "mail", "pglite"]);

    const app = createApp({ database: restored, env: source.env, sessionSecret: "s".repeat(32), logger: errorsToConsole() });
    const res = await request(app).get("/api/programs").expect(200);
    expect(JSON.stringify(res.body)).toContain("A program kept by the backup");

    // The same place again: refused, and nothing touched; --force replaces it.
    await expect(restoreBackup({ file: taken.file, dataDir: target, databaseUrl })).rejects.toThrow(/is not empty.*--force|already has the site's tables.*--force/);
    expect(await readFile(path.join(target, "mail", "welcome.eml"), "utf8")).toContain("Bonjour");
    if (databaseUrl) {
      // PostgreSQL: --force drops the tables and restores over them; DATA_DIR's files are moved aside.
      await restored.db.execute(sql`delete from ${sql.identifier("newsletter_subscriptions")}`);
      const forced = await restoreBackup({ file: taken.file, dataDir: target, databaseUrl, force: true, now: new Date("2026-11-28T10:00:00Z") });
      expect(forced.databaseEmptied).toBe(true);
      expect(forced.movedAside).toBe(`${target}.before-restore-20261128T100000`);
      expect(existsSync(path.join(forced.movedAside!, "mail", "welcome.eml"))).toBe(true);
      expect(await everyRow(restored.db)).toEqual(before);
    }
  }, 90_000);

  it("restores a backup taken while payments are being made to a consistent state: no payment without its payable", async () => {
    let writing = true;
    let written = 0;
    const pay = async () => {
      while (writing) {
        await source.db.transaction(async (tx) => {
          const [donation] = await tx.insert(donations).values({ email: `payer${written}@example.org`, amount: 5_000, currency: "XOF", status: "succeeded", language: "fr" }).returning();
          // A moment between the payable and its payment, as a real request has.
          await new Promise((resolve) => setTimeout(resolve, 2));
          await tx.insert(payments).values({ payableKind: "donation", payableId: donation!.id, provider: "test", method: "card", amount: 5_000, currency: "XOF", status: "succeeded", paidAt: now });
        });
        written++;
      }
    };
    const payers = [pay(), pay(), pay()];
    while (written < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const taken = await takeBackup({ database: source.database, dataDir: "memory://", backupDir: await tempDir("backups-"), now });
    const afterBackup = written;
    while (written < afterBackup + 10) await new Promise((resolve) => setTimeout(resolve, 5));
    writing = false;
    await Promise.all(payers);

    const { folder, manifest } = await openBackup(taken.file);
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const databaseUrl = await emptyPostgres();
    const restored: Database = await openDatabase(databaseUrl ? { url: databaseUrl, max: 2 } : { dataDir: "memory://" });
    cleanups.push(() => restored.close());
    await restoreDatabase(restored, folder, manifest.database);
    const count = async (query: ReturnType<typeof sql>) => ((await restored.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const paymentsKept = await count(sql`select count(*)::int as n from payments`);
    expect(paymentsKept).toBeGreaterThanOrEqual(20);
    expect(paymentsKept).toBeLessThan(written);
    expect(await count(sql`select count(*)::int as n from payments p where not exists (select 1 from donations d where d.id = p.payable_id)`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from donations d where not exists (select 1 from payments p where p.payable_id = d.id)`)).toBe(0);
  }, 60_000);
});

describe("a backup made by an older version", () => {
  it("restores with the migrations it had, then this version's later ones run on its rows", async () => {
    const olderUrl = await emptyPostgres();
    const older = await openDatabase(olderUrl ? { url: olderUrl, max: 2 } : { dataDir: "memory://" });
    cleanups.push(() => older.close());
    const folder = await foldersBefore("0017_member_paid_years");
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    await older.migrate(folder);
    const memberId = randomUUID();
    await older.db.execute(sql`insert into members (id, full_name, email, country) values (${memberId}, 'Ama Mensah', 'ama@example.org', 'Benin')`);
    await older.db.execute(
      sql`insert into membership_years (member_id, year, category, dues_amount, dues_currency, paid_at) values (${memberId}, 2026, 'adherent_individual', 12000, 'XOF', now())`,
    );
    const taken = await takeBackup({ database: older, dataDir: "memory://", backupDir: await tempDir("backups-"), now });

    const { folder: unpacked, manifest } = await openBackup(taken.file);
    cleanups.push(() => rm(unpacked, { recursive: true, force: true }));
    const url = await emptyPostgres();
    const restored = await openDatabase(url ? { url, max: 2 } : { dataDir: "memory://" });
    cleanups.push(() => restored.close());
    await restoreDatabase(restored, unpacked, manifest.database);
    const one = async <T,>(query: ReturnType<typeof sql>) => ((await restored.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
    expect(await one<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual({ n: (await readdir(path.join(import.meta.dirname, "../../migrations"))).filter((name) => name.endsWith(".sql")).length });
    // 0017 ran on the restored rows: the member's paid years are read by the function it made.
    expect(await one<{ years: number[] }>(sql`select member_paid_years(${memberId}::uuid) as years`)).toEqual({ years: [2026] });
    expect(await one<{ full_name: string }>(sql`select full_name from members`)).toEqual({ full_name: "Ama Mensah" });
  }, 60_000);
});

describe("the daily backup", () => {
  it("is taken once a day from BACKUP_HOUR in the foundation's time zone, then copied by BACKUP_COPY_COMMAND; a failed copy is logged as an error", async () => {
    const backupDir = await tempDir("backups-");
    const copies = await tempDir("copies-");
    const log = captureLog("info");
    const settings: BackupSettings = { dir: backupDir, hour: 2, keepDays: 7, keepWeeks: 4, timeZone: "Africa/Porto-Novo", copyCommand: `cp -t ${copies}` };
    const context = { database: source.database, dataDir: "memory://", settings, log: log.logger };
    // 00:30 UTC is 01:30 in Porto-Novo: yesterday's backup hour is the last one, and no backup exists.
    const first = await runScheduledBackup(context, new Date("2026-11-28T00:30:00Z"));
    expect(first && path.basename(first.file)).toBe("foundation-backup-20261128-003000.tar.gz");
    expect(await readdir(copies)).toEqual(["foundation-backup-20261128-003000.tar.gz"]);
    // 00:50 UTC, 01:50 local: still before today's hour, yesterday's is taken.
    expect(await runScheduledBackup(context, new Date("2026-11-28T00:50:00Z"))).toBeNull();
    // 01:05 UTC is 02:05 local: today's is due.
    const second = await runScheduledBackup({ ...context, settings: { ...settings, copyCommand: "echo refused >&2; exit 3; true" } }, new Date("2026-11-28T01:05:00Z"));
    expect(second && path.basename(second.file)).toBe("foundation-backup-20261128-010500.tar.gz");
    const failed = log.entries().find((line) => line.level === "error");
    expect(failed?.msg).toMatch(/the backup was taken but not copied off the machine: BACKUP_COPY_COMMAND failed \(exit 3\): refused/);
    expect(await runScheduledBackup(context, new Date("2026-11-28T22:00:00Z"))).toBeNull();
    // A command that says where the path goes ("$1") gets it there rather than at its end.
    await runCopyCommand(`cp "$1" ${copies}/named.tar.gz`, second!.file);
    expect((await readdir(copies)).sort()).toEqual(["foundation-backup-20261128-003000.tar.gz", "named.tar.gz"]);
  });
});
