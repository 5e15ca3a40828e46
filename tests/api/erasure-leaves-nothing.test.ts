/**
 * An erasure that erases (docs/rules.md R53, docs/decisions/023-an-erasure-that-erases.md): a person known
 * every way the site knows people — a member who paid by mobile money, a donor, a message answered
 * by staff, the newsletter, staff's notes, a payment staff recorded with a note, a refund with its
 * reason — and every mail to or about them written as a file under DATA_DIR/mail. After the
 * erasure and its confirmation's sending, every table and every file under DATA_DIR is read
 * (mails parsed, their PDFs' text extracted) and nothing names the person — name, address, phone,
 * what staff typed — while the accounts keep amounts, dates, methods and receipt numbers. The
 * mail folder is the server's user's only (0700, files 0600), whatever the process's umask.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, withQuery } from "../../shared/paths";
import { contacts, members, outbox, payments, receipts } from "../../shared/schema";
import { folderMailer, type Mailer } from "../../server/mail/mailer";
import { mailFolderFiles } from "../../server/mail/mail-files";
import { erasedMarker, forgetErasureConfirmations } from "../../server/mail/forget-erasure-confirmations";
import { deliverDueMail } from "../../server/mail/outbox";
import { addressToken } from "../../server/services/privacy/privacy-links";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { mailDelivery, SECRET } from "../helpers/mail-scene";
import { pdfPages } from "../helpers/pdf-text";
import { createTestApp } from "../helpers/test-app";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";

const EMAIL = "fifame.houngbedji@example.org";
const NAME = "Fifamè Houngbédji";
const PHONE = "01 97 00 00 01";
/** What staff typed about her: a payment's note, a member note, a refund's reason, a reply. */
const TYPED = ["handed over by Adjoa at the office", "Phoned Adjoa about the assembly", "refunded to Adjoa by MTN", "Dear Adjoa, about your question"];
/** Every way her data could be written: a needle found anywhere is a failure. */
const NEEDLES = [EMAIL, "Fifamè", "Fifame", "Houngbédji", "Houngbedji", "0197000001", "97000001", "97 00 00 01", ...TYPED, "Ma question sur la cotisation"];

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
let dataDir: string;
let mailer: Mailer;
let now: Date;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "erasure-data-"));
  now = new Date();
  // No SMTP: mails are written as files under DATA_DIR/mail, as on a fresh install.
  t = await createTestApp({ admin: true, formLimit: { windowMs: 60_000, limit: 1000 }, now: () => now, env: { DATA_DIR: dataDir } });
  admin = await signIn(t.app);
  mailer = folderMailer(path.join(dataDir, "mail"));
});
afterEach(() => expectKeptCopiesAgree(t.db));
afterAll(async () => {
  mailer.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Sends everything due as the jobs room does (then forgets a sent erasure's confirmation, as it does). */
async function deliver() {
  const at = new Date(Math.max(Date.now(), now.getTime()) + 1_000);
  while ((await deliverDueMail(t.db, mailer, at, mailDelivery(t))) > 0);
  await forgetErasureConfirmations(t.db, mailFolderFiles(path.join(dataDir, "mail")), at, SECRET);
}

let keys = 0;
async function payOnline(payable: { kind: string; id: string; token: string }) {
  const started = await request(t.app)
    .post(apiPaths.payments)
    .send({ payable: { kind: payable.kind, id: payable.id, token: payable.token }, method: "mobile_money", phone: PHONE, idempotencyKey: `erasure-${++keys}-abcdef` })
    .expect(201);
  await request(t.app).post(apiPaths.testConfirmPayment(started.body.payment.id)).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
  return started.body.payment.id as string;
}

/** Every file under `dir`, with its mode, and what a person reading it finds (a mail parsed, its PDFs' text). */
async function filesUnder(dir: string): Promise<{ file: string; mode: number; text: string }[]> {
  const found: { file: string; mode: number; text: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const mode = (await stat(file)).mode & 0o777;
    if (entry.isDirectory()) {
      found.push({ file, mode, text: "" });
      continue;
    }
    const raw = await readFile(file);
    let text = raw.toString("utf8");
    if (file.endsWith(".eml")) {
      const mail = await simpleParser(raw);
      const pdfs = await Promise.all(mail.attachments.filter((a) => a.contentType === "application/pdf").map(async (a) => (await pdfPages(a.content)).join("\n")));
      text += [mail.subject, mail.text, mail.html, JSON.stringify(mail.to), ...pdfs].join("\n");
    }
    found.push({ file, mode, text });
  }
  return found;
}

/** Every row of every table of the site's database, as JSON text. */
async function everyRow(): Promise<string[]> {
  const tables = (await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: { tablename: string }[] };
  const rows: string[] = [];
  for (const { tablename } of tables.rows) {
    const result = (await t.db.execute(sql`select to_jsonb(x)::text as row from ${sql.identifier(tablename)} x`)) as unknown as { rows: { row: string }[] };
    rows.push(...result.rows.map((r) => `${tablename}: ${r.row}`));
  }
  return rows;
}

const naming = (texts: string[]) => texts.filter((text) => NEEDLES.some((needle) => text.toLowerCase().includes(needle.toLowerCase())));

describe("an erasure", () => {
  it("leaves nothing naming the person in any table or any file under DATA_DIR, and the accounts keep amounts and receipt numbers", async () => {
    // She joins and pays her dues by mobile money (welcome with attestation and receipt).
    const applied = await request(t.app)
      .post(`${apiPaths.memberships}?payment=later`)
      .set("Idempotency-Key", randomUUID())
      .send({ fullName: NAME, email: EMAIL, country: "Bénin", category: "adherent_individual", consent: true, language: "fr" })
      .expect(201);
    await payOnline(applied.body.payable);
    // She gives online (a receipt), then a gift staff record as paid in cash, with a note.
    const gift = await request(t.app).post(apiPaths.donations).send({ email: EMAIL, amount: 30_000, currency: "XOF", impactTier: null, language: "fr" }).expect(201);
    const giftPayment = await payOnline(gift.body.payable);
    const cash = await request(t.app).post(apiPaths.donations).send({ email: EMAIL, amount: 5_000, currency: "XOF", impactTier: null, language: "fr" }).expect(201);
    const today = now.toISOString().slice(0, 10);
    await admin
      .post(apiPaths.admin.payments)
      .set("Origin", ORIGIN)
      .send({ kind: "donation", id: cash.body.payable.id, method: "cash", amount: 5_000, currency: "XOF", paidOn: today, note: `Cash ${TYPED[0]}` })
      .expect(201);
    // Staff refund the online gift, with a reason; note a call on her member page.
    await admin.post(apiPaths.admin.paymentRefund(giftPayment)).set("Origin", ORIGIN).send({ reason: `Gift ${TYPED[2]}` }).expect(200);
    const [member] = await t.db.select().from(members).where(eq(members.email, EMAIL));
    await admin.post(`/api/admin/members/${member!.id}/notes`).set("Origin", ORIGIN).send({ body: TYPED[1] }).expect(201);
    // She writes; the staff are notified (quoting her) and answer (quoting her subject).
    await request(t.app).post("/api/contacts").send({ name: NAME, email: EMAIL, subject: "Ma question sur la cotisation", message: `Bonjour, je suis ${NAME}, mon numéro est le ${PHONE}.`, language: "fr" }).expect(201);
    const [contact] = await t.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, EMAIL));
    await admin.post(`/api/contacts/${contact!.id}/replies`).set("Origin", ORIGIN).send({ body: TYPED[3], idempotencyKey: randomUUID() }).expect(201);
    await request(t.app).post("/api/newsletter").send({ email: EMAIL, language: "fr" }).expect(201);
    await deliver();

    const accountsBefore = await t.db.select({ id: payments.id, amount: payments.amount, currency: payments.currency, method: payments.method, paidAt: payments.paidAt, status: payments.status }).from(payments);
    const receiptsBefore = await t.db.select().from(receipts);
    const before = await filesUnder(dataDir);
    // The site knew her well: many mails, in files, with PDFs that name her.
    expect(naming(before.map((f) => f.text)).length).toBeGreaterThanOrEqual(5);
    const rowsBefore = await everyRow();
    expect(naming(rowsBefore).length).toBeGreaterThan(10);
    for (const words of TYPED) expect(rowsBefore.some((row) => row.includes(words)), words).toBe(true);

    // She asks for the erasure from a mail's private link; the staff complete it; the confirmation leaves.
    const token = addressToken(SECRET, EMAIL, new Date(now.getTime() + 86_400_000));
    const filed = await request(t.app).post(apiPaths.privacyRequests).send({ email: EMAIL, token, kind: "erasure", language: "fr" }).expect(201);
    await admin.post(apiPaths.admin.completePrivacyRequest(filed.body.request.id)).set("Origin", ORIGIN).expect(200);
    await deliver();

    // The confirmation did leave (to her address), and then the site forgot where it went, keeping
    // only its keyed hash: her private link, followed again, still says her data was erased.
    const [confirmation] = await t.db.select().from(outbox).where(eq(outbox.template, "privacy-erased"));
    expect(confirmation).toMatchObject({ status: "sent", recipients: [erasedMarker(SECRET, EMAIL)] });
    expect(confirmation!.recipients[0]).toMatch(/^erased\+[\w-]+@invalid$/);
    const link = await request(t.app).get(withQuery(apiPaths.privacyLink, { email: EMAIL, token })).expect(200);
    expect(link.body).toMatchObject({ erased: true, open: [] });

    // Nothing in any table, nothing in any file, names her or quotes what staff typed about her.
    expect(naming(await everyRow())).toEqual([]);
    const after = await filesUnder(dataDir);
    expect(naming(after.map((f) => f.text)).map((f) => f.slice(0, 200))).toEqual([]);
    // Her mails' files went; the staff's mails about others (none here) would stay.
    expect(after.filter((f) => f.file.endsWith(".eml")).length).toBeLessThan(before.filter((f) => f.file.endsWith(".eml")).length);

    // The accounts keep what they must: each payment's amount, currency, method, date and status; every receipt as it was.
    const accountsAfter = await t.db.select({ id: payments.id, amount: payments.amount, currency: payments.currency, method: payments.method, paidAt: payments.paidAt, status: payments.status }).from(payments);
    expect(accountsAfter).toEqual(expect.arrayContaining(accountsBefore));
    expect(await t.db.select().from(receipts)).toEqual(receiptsBefore);
    // What staff typed is marked erased rather than lost as a fact: the note and the reason were there.
    const typed = await t.db.select({ note: payments.note, reason: payments.reversalReason }).from(payments);
    expect(typed.filter((p) => p.note !== null).map((p) => p.note)).toEqual(["—"]);
    expect(typed.filter((p) => p.reason !== null).map((p) => p.reason)).toEqual(["—"]);

    // The mail folder and its files are the server's user's only, whatever the umask.
    const mailDir = after.find((f) => f.file === path.join(dataDir, "mail"))!;
    expect(mailDir.mode.toString(8)).toBe("700");
    expect([...new Set(after.filter((f) => f.file.endsWith(".eml")).map((f) => f.mode.toString(8)))]).toEqual(["600"]);
  });
});

describe("a placeholder address", () => {
  it("is never queued to: a gift's payment started before its donor's erasure and confirmed after takes the money and mails nobody", async () => {
    const email = "late.payer@example.org";
    const gift = await request(t.app).post(apiPaths.donations).send({ email, amount: 10_000, currency: "XOF", impactTier: null, language: "en" }).expect(201);
    const { kind, id, token } = gift.body.payable as { kind: string; id: string; token: string };
    const started = await request(t.app)
      .post(apiPaths.payments)
      .send({ payable: { kind, id, token }, method: "mobile_money", phone: "01 96 00 00 02", idempotencyKey: "late-payer-abcdef" })
      .expect(201);

    const filed = await request(t.app)
      .post(apiPaths.privacyRequests)
      .send({ email, token: addressToken(SECRET, email, new Date(now.getTime() + 86_400_000)), kind: "erasure", language: "en" })
      .expect(201);
    await admin.post(apiPaths.admin.completePrivacyRequest(filed.body.request.id)).set("Origin", ORIGIN).expect(200);
    // The operator confirms afterwards: the money was taken, the payment is recorded.
    await request(t.app).post(apiPaths.testConfirmPayment(started.body.payment.id)).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, started.body.payment.id));
    expect(payment).toMatchObject({ status: "succeeded", amount: 10_000, currency: "XOF" });

    // Its receipt had nobody to go to: nothing was queued to the placeholder the erasure left.
    const ofPayment = await t.db.select().from(outbox).where(sql`${outbox.data} ->> 'paymentId' = ${started.body.payment.id}`);
    expect(ofPayment).toEqual([]);
    // Nor can a new payment be started for the erased gift.
    await request(t.app)
      .post(apiPaths.payments)
      .send({ payable: { kind, id, token }, method: "mobile_money", phone: "01 96 00 00 02", idempotencyKey: "late-payer-again-abcdef" })
      .expect(410);
  });
});
