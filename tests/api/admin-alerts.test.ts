/**
 * Problems seen in minutes (services/admin/alerts.ts): the last backup and its warning, mails that
 * have not left after 15 minutes with a plain reason and Send all again, a "please pay" mail
 * dropped once paid, and webhooks refused for their signature — on a fixed clock.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AlertsResponse } from "../../shared/alerts";
import { outbox, serviceHealth } from "../../shared/schema";
import { recordBackupAttempt } from "../../server/backups/backup-status";
import { smtpMailer, type Mailer } from "../../server/mail/mailer";
import { deliverDueMail, PAID_BEFORE_SENT, queueMail, type DeliveryOptions } from "../../server/mail/outbox";
import { ORIGIN, signIn } from "../helpers/admin";
import { signFedapayWebhook } from "../helpers/fake-fedapay";
import { foundationOf } from "../../server/documents/letter-page";
import { mailDocuments } from "../../server/services/receipts-and-attestations/mail-documents";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { createTestApp } from "../helpers/test-app";

const context = { siteName: "Test Foundation", contactEmail: "hello@test-foundation.org", publicUrl: "http://localhost:5000" };
const delivery: DeliveryOptions = { from: "Test Foundation <no-reply@test-foundation.org>", context };
const MINUTE = 60_000;

/** A port on this machine where nothing listens: connecting is refused (ECONNREFUSED). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let clock: Date;
let backupDir: string;
/** The mail server the jobs room sends through: one that refuses, or one that accepts. */
let mailer: Mailer;
let refusing: Mailer;
let smtp: TestSmtp;
let working: Mailer;

beforeAll(async () => {
  clock = new Date();
  backupDir = await mkdtemp(path.join(tmpdir(), "alerts-backups-"));
  refusing = smtpMailer({ url: `smtp://127.0.0.1:${await closedPort()}`, timeoutMs: 2_000 });
  smtp = await startTestSmtp();
  working = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
  mailer = refusing;
  t = await createTestApp({
    admin: true,
    now: () => clock,
    env: { BACKUP_DIR: backupDir, FEDAPAY_SECRET_KEY: "sk_sandbox_fake", FEDAPAY_WEBHOOK_SECRET: "wh_sandbox_right", FEDAPAY_API_BASE: `http://127.0.0.1:${await closedPort()}` },
    formLimit: { windowMs: 60_000, limit: 1000 },
    signInLimit: { windowMs: 60_000, limit: 1000 },
    // The jobs room, woken by a queued mail: it sends what is due at the clock's time.
    mailQueued: () => void deliverDueMail(t.db, mailer, clock, delivery),
  });
});
afterAll(async () => {
  refusing.close();
  working.close();
  await smtp.close();
  await t.close();
  await rm(backupDir, { recursive: true, force: true });
});
beforeEach(async () => {
  clock = new Date(Date.now() + 1_000);
  mailer = refusing;
  await t.db.delete(outbox);
  await t.db.delete(serviceHealth);
});

/** The staff, signed in at the clock's time (a session lasts less than the clock's jumps). */
const staff = () => signIn(t.app);
const alerts = async (language: "en" | "fr" = "en") => (await (await staff()).get("/api/admin/alerts").set("Accept-Language", language).expect(200)).body as AlertsResponse;
const alertOf = async (kind: string, language: "en" | "fr" = "en") => (await alerts(language)).alerts.filter((alert) => alert.kind === kind);

describe("a mail that has not left", () => {
  const queueOne = (key: string) =>
    queueMail(t.db, {
      key,
      template: "staff-sign-in-failures",
      to: ["team@example.org"],
      language: "fr",
      data: { username: "admin", failures: 10, minutes: 15, until: "2026-11-28T13:00:00.000Z" },
    });

  it("shows on the dashboard from 15 minutes (not at 14), with the plain reason, in English and French", async () => {
    await queueOne("test:late");
    expect(await deliverDueMail(t.db, refusing, clock, delivery)).toBe(1);
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("ECONNREFUSED") });

    clock = new Date(row!.createdAt.getTime() + 14 * MINUTE);
    expect(await alertOf("mail")).toEqual([]);

    clock = new Date(row!.createdAt.getTime() + 15 * MINUTE);
    const [en] = await alertOf("mail");
    expect(en!.message).toMatch(/^1 mail has not left for more than 15 minutes \(since .+\): the mail server does not answer — tell whoever provides it\.$/);
    expect(en!.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|SMTP/);
    expect(en!.since).toBe(row!.createdAt.toISOString());
    const [fr] = await alertOf("mail", "fr");
    expect(fr!.message).toMatch(/^1 courriel n’est pas parti depuis plus de 15 minutes \(depuis le .+\)\u00a0: le serveur de courriel ne répond pas — prévenez son fournisseur\.$/);

    const late = await (await staff()).get("/api/admin/mail?status=late").set("Accept-Language", "fr").expect(200);
    expect(late.body.items).toEqual([expect.objectContaining({ id: row!.id, status: "pending", reason: "le serveur de courriel ne répond pas — prévenez son fournisseur" })]);
  });

  it("counts every late mail, and Send all again queues them all: said so while the server still refuses, gone once it answers", async () => {
    await queueOne("test:a");
    await queueOne("test:b");
    await deliverDueMail(t.db, refusing, clock, delivery);
    const [first] = await t.db.select().from(outbox);
    await t.db.update(outbox).set({ status: "failed" }).where(eq(outbox.key, "test:b"));
    clock = new Date(first!.createdAt.getTime() + 20 * MINUTE);
    const [alert] = await alertOf("mail");
    expect(alert!.message).toMatch(/^2 mails have not left for more than 15 minutes \(the oldest since .+\): the mail server does not answer/);

    const still = await (await staff()).post("/api/admin/mail/retry-all").set("Origin", ORIGIN).expect(200);
    expect(still.body).toEqual({ message: "2 mails not sent: the mail server does not answer — tell whoever provides it. The site keeps trying.", sent: 0, refused: 2, waiting: 0 });
    expect(await t.db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox)).toEqual([
      { status: "pending", attempts: 1 },
      { status: "pending", attempts: 1 },
    ]);

    mailer = working;
    const sent = await (await staff()).post("/api/admin/mail/retry-all").set("Origin", ORIGIN).set("Accept-Language", "fr").expect(200);
    expect(sent.body).toEqual({ message: "Envoyés\u00a0: 2 courriels sont partis.", sent: 2, refused: 0, waiting: 0 });
    await smtp.waitFor(2);
    expect(await alertOf("mail")).toEqual([]);
    const none = await (await staff()).post("/api/admin/mail/retry-all").set("Origin", ORIGIN).expect(200);
    expect(none.body.message).toBe("There is no mail to send again.");
  });

  it("Send again says so when the mail server still refuses", async () => {
    await queueOne("test:failed");
    const [row] = await t.db.update(outbox).set({ status: "failed", attempts: 8, lastError: "ESOCKET: connect ECONNREFUSED 127.0.0.1:5899" }).returning();
    clock = new Date(row!.createdAt.getTime() + 60 * MINUTE);
    const again = await (await staff()).post(`/api/admin/mail/${row!.id}/retry`).set("Origin", ORIGIN).set("Accept-Language", "fr").expect(200);
    expect(again.body).toEqual({ message: "Non envoyé\u00a0: le serveur de courriel ne répond pas — prévenez son fournisseur. Le site continue d’essayer.", sent: 0, refused: 1, waiting: 0 });
    const [after] = await t.db.select().from(outbox);
    expect(after).toMatchObject({ status: "pending", attempts: 1 });
  });
});

describe("a 'please pay' mail still waiting when the payment is made", () => {
  it("is dropped, with its reason, and never sent; the welcome is", async () => {
    clock = new Date();
    const application = { fullName: "Ama Mensah", email: "ama.pays@example.org", country: "Bénin", category: "adherent_individual", consent: true, language: "en" };
    const applied = await request(t.app).post("/api/memberships?payment=later").send(application).expect(201);
    const { kind, id, token } = applied.body.payable as { kind: string; id: string; token: string };
    const started = await request(t.app).post("/api/payments").send({ payable: { kind, id, token }, method: "card", idempotencyKey: "alerts-dues-0001" }).expect(201);
    await request(t.app).post(`/api/payments/${started.body.payment.id}/test-confirm`).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
    // The mail server was down all along: the confirmation asking for the dues and the welcome both wait.
    const before = smtp.received.length;
    const documents = mailDocuments({ db: t.db, foundation: foundationOf(t.env), secret: "test-secret-test-secret-test-secret-0123", publicUrl: t.env.PUBLIC_URL });
    while ((await deliverDueMail(t.db, working, new Date(Date.now() + 1_000), { ...delivery, documents })) > 0);
    const [confirmation] = await t.db.select().from(outbox).where(like(outbox.key, "membership-applied:%"));
    expect(confirmation).toMatchObject({ status: "dropped", lastError: PAID_BEFORE_SENT, sentAt: null });
    const [welcome] = await t.db.select().from(outbox).where(like(outbox.key, "membership-welcome:%"));
    expect(welcome).toMatchObject({ status: "sent" });
    const toApplicant = smtp.received.slice(before).filter((mail) => mail.envelopeTo.includes("ama.pays@example.org"));
    expect(toApplicant.map((mail) => mail.parsed.subject)).toEqual(["Welcome to Test Foundation: your membership is active"]);
  });
});

describe("webhooks refused for their signature", () => {
  const post = (body: string, signature: string) => request(t.app).post("/api/webhooks/fedapay").set("X-FEDAPAY-SIGNATURE", signature).set("Content-Type", "application/json").send(body);
  const body = JSON.stringify({ id: "evt_unknown", name: "transaction.updated", entity: {} });

  it("warn the staff the same day once they repeat, naming the setting to check; a good one clears it", async () => {
    clock = new Date();
    for (let i = 0; i < 2; i++) await post(body, signFedapayWebhook(body, "wh_sandbox_wrong")).expect(400);
    expect(await alertOf("webhook")).toEqual([]);
    await post(body, signFedapayWebhook(body, "wh_sandbox_wrong")).expect(400);
    const [en] = await alertOf("webhook");
    expect(en).toMatchObject({ key: "webhook:fedapay", since: expect.any(String) });
    expect(en!.message).toMatch(/^FedaPay’s notifications are refused: 3 since .+ did not carry a valid signature\. The webhook secret is probably wrong — check FEDAPAY_WEBHOOK_SECRET/);
    const [fr] = await alertOf("webhook", "fr");
    expect(fr!.message).toMatch(/^Les notifications de FedaPay sont refusées\u00a0: 3 depuis le .+ n’avaient pas de signature valable\./);

    await post(body, signFedapayWebhook(body, "wh_sandbox_right")).expect(200);
    expect(await alertOf("webhook")).toEqual([]);
  });

  it("a provider that does not answer warns too", async () => {
    clock = new Date();
    const gift = () => request(t.app).post("/api/donations").send({ email: "kossi@example.org", amount: 30_000, currency: "XOF", impactTier: "train_learner", language: "en" }).expect(201);
    for (let i = 0; i < 3; i++) {
      const { kind, id, token } = (await gift()).body.payable as { kind: string; id: string; token: string };
      const started = await request(t.app).post("/api/payments").send({ payable: { kind, id, token }, method: "mobile_money", phone: "0197123456", idempotencyKey: `alerts-down-${i}` });
      expect(started.status).toBeGreaterThanOrEqual(500);
    }
    const [alert] = await alertOf("provider");
    expect(alert!.message).toMatch(/^FedaPay does not answer: 3 payments could not be started or checked since .+\. Payers may see an error\./);
  });
});

describe("the last backup", () => {
  beforeEach(async () => {
    await rm(backupDir, { recursive: true, force: true });
    await mkdir(backupDir, { recursive: true });
  });

  it("is said on the dashboard: none yet, then when, how large and where; a warning when it is more than two days old or failed", async () => {
    clock = new Date("2026-11-28T12:00:00Z");
    let body = await alerts();
    expect(body.backup).toEqual({ at: null, size: null, where: backupDir, line: `No backup yet — they will be kept in ${backupDir}` });
    expect(body.alerts.filter((a) => a.kind === "backup").map((a) => a.key)).toEqual(["backup:none"]);

    await writeFile(path.join(backupDir, "foundation-backup-20261128-020000.tar.gz"), Buffer.alloc(1_234_567));
    await recordBackupAttempt(backupDir, { at: "2026-11-28T02:00:05.000Z", ok: true, file: "foundation-backup-20261128-020000.tar.gz", size: 1_234_567, error: null, copied: null });
    body = await alerts();
    expect(body.backup).toEqual({ at: "2026-11-28T02:00:00.000Z", size: 1_234_567, where: backupDir, line: `Last backup: November 28, 2026, 3:00\u00a0AM — 1.2 MB — in ${backupDir}` });
    expect(body.alerts.filter((a) => a.kind === "backup")).toEqual([]);
    expect((await alerts("fr")).backup.line).toBe(`Dernière sauvegarde\u00a0: 28 novembre 2026 à 03:00 — 1,2\u00a0Mo — dans ${backupDir}`);

    clock = new Date("2026-11-30T02:00:00Z");
    expect((await alertOf("backup")).map((a) => a.key)).toEqual([]);
    clock = new Date("2026-11-30T02:00:01Z");
    const [old] = await alertOf("backup");
    expect(old!.message).toBe("The last backup is more than two days old (November 28, 2026, 3:00\u00a0AM): the daily backup is not being taken. Tell whoever installed the site.");

    clock = new Date("2026-11-29T03:00:00Z");
    await recordBackupAttempt(backupDir, { at: "2026-11-29T02:00:05.000Z", ok: false, file: null, size: null, error: "ENOSPC: no space left on device", copied: null });
    const [failed] = await alertOf("backup", "fr");
    expect(failed).toMatchObject({ key: "backup:failed", since: "2026-11-29T02:00:05.000Z" });
    expect(failed!.message).toMatch(/^La dernière sauvegarde a échoué \(29 novembre 2026 à 03:00\)\. /);
    expect(failed!.message).not.toContain("ENOSPC");
    // The line still says the last backup that was taken.
    expect((await alerts()).backup.at).toBe("2026-11-28T02:00:00.000Z");
  });
});
