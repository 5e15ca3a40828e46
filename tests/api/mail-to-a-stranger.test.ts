/**
 * Mail nobody can turn against a stranger (docs/decisions/022-mail-nobody-can-turn-against-a-stranger.md):
 * one mailbox, however its address is written, is sent at most the day's cap of mails asked for
 * through the forms; a mail to an unconfirmed address carries nothing the sender typed; a flood of
 * submissions reaches the staff as one notification and one digest. Real SMTP server, read back.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailboxDayCounts, outbox } from "../../shared/schema";
import { mailboxOf } from "../../server/lib/mailbox";
import { smtpMailer, type Mailer } from "../../server/mail/mailer";
import { deliverDueMail, type DeliveryOptions } from "../../server/mail/outbox";
import { MAILBOX_DAILY_CAP, recipientCap } from "../../server/mail/recipient-cap";
import { STAFF_DIGEST_MINUTES, STAFF_NOTIFY_BURST } from "../../server/mail/staff-digest";
import { signIn } from "../helpers/admin";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { createTestApp } from "../helpers/test-app";

const SECRET = "test-secret-test-secret-test-secret-0123";
const delivery: DeliveryOptions = {
  from: "Test Foundation <no-reply@test-foundation.org>",
  context: { siteName: "Test Foundation", contactEmail: "hello@test-foundation.org", publicUrl: "http://localhost:5000" },
  recipientCap: recipientCap(SECRET),
  batch: 50,
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: TestSmtp;
let mailer: Mailer;

beforeAll(async () => {
  t = await createTestApp({ admin: true, formLimit: { windowMs: 60_000, limit: 1000 } });
});
afterAll(() => t.close());
beforeEach(async () => {
  smtp = await startTestSmtp();
  mailer = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
  await t.db.delete(outbox);
  await t.db.delete(mailboxDayCounts);
});
afterEach(async () => {
  mailer.close();
  await smtp.close();
});

/** Sends everything due at `at` (a second from now: rows are due from the database's clock), round after round, as the jobs room does; answers the mails received so far. */
async function deliverAll(at = new Date(Date.now() + 1_000)) {
  while ((await deliverDueMail(t.db, mailer, at, delivery)) > 0);
  return smtp.received;
}

const application = { fullName: "Koffi Mensah", country: "Benin", category: "adherent_individual", consent: true, language: "en" };
const apply = (email: string, overrides: Record<string, unknown> = {}) => request(t.app).post("/api/memberships").send({ ...application, email, ...overrides });

/** `count` requests, `width` at a time. */
async function inWaves<T>(count: number, width: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < count; start += width) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, k) => send(start + k)))));
  }
  return answers;
}

/** One mailbox, written as many ways as Gmail delivers to it. */
const victimAddress = (i: number) => [`victim+${i}@gmail.com`, `v.i.c.t.i.m+${i}@googlemail.com`, `Vic.Tim+x${i}@Gmail.com`][i % 3]!;

describe("one mailbox, however its address is written", () => {
  it("is sent at most the day's cap from 150 applications, while the forms answer each as usual and the staff see the rest held", async () => {
    const answers = await inWaves(150, 10, (i) => apply(victimAddress(i)));
    // Nothing tells the sender that the mailbox is full: every application is filed as usual.
    expect(answers.map((answer) => answer.status)).toEqual(Array(150).fill(201));
    await apply("someone.else@example.org").expect(201);

    const received = await deliverAll();
    const toVictim = received.filter((mail) => mail.envelopeTo.some((address) => mailboxOf(address) === "victim@gmail.com"));
    expect(toVictim).toHaveLength(MAILBOX_DAILY_CAP);
    // Another mailbox is not held back by the victim's.
    expect(received.filter((mail) => mail.envelopeTo.includes("someone.else@example.org"))).toHaveLength(1);

    const admin = await signIn(t.app);
    const held = await admin.get("/api/admin/mail?status=held&lang=fr").expect(200);
    // The list shows the newest hundred; every other application's mail is held.
    expect(held.body.items).toHaveLength(100);
    expect((await t.db.select().from(outbox)).filter((row) => row.status === "held")).toHaveLength(150 - MAILBOX_DAILY_CAP);
    expect(held.body.items[0]).toMatchObject({ template: "membership-applied", status: "held" });
    expect(held.body.items[0].reason).toContain("Non envoyé\u00a0: cette boîte aux lettres avait déjà reçu aujourd’hui le nombre maximal");
    const heldEn = await admin.get("/api/admin/mail?status=held&lang=en").expect(200);
    expect(heldEn.body.items[0].reason).toContain("Not sent: this mailbox had already been sent the day’s limit");
    // The count is kept under a keyed hash, never the address nor its bare SHA-256.
    const counts = await t.db.select().from(mailboxDayCounts);
    expect(JSON.stringify(counts)).not.toMatch(/victim/i);
  }, 120_000);

  it("counts tagged and dotted forms of one address as one for a form's own limit", async () => {
    const limited = await createTestApp({ formLimit: { windowMs: 60_000, limit: 1000, perEmail: 3 } });
    try {
      for (const email of ["ama+1@gmail.com", "a.m.a+2@googlemail.com", "AMA@gmail.com"]) {
        await request(limited.app).post("/api/memberships").send({ ...application, email }).expect(201);
      }
      const fourth = await request(limited.app).post("/api/memberships").send({ ...application, email: "a.ma+4@gmail.com" });
      expect(fourth.status).toBe(429);
      expect(fourth.headers["retry-after"]).toBeDefined();
      // Another mailbox still gets through.
      await request(limited.app).post("/api/memberships").send({ ...application, email: "kofi@gmail.com" }).expect(201);
    } finally {
      await limited.close();
    }
  });
});

describe("a mail to an address nobody has confirmed", () => {
  const lure = "URGENT verify your account at http://evil.example/login";

  it.each([
    ["en", "Hello,", "Your membership application to Test Foundation"],
    ["fr", "Bonjour,", "Votre demande d’adhésion à Test Foundation"],
  ] as const)("carries nothing the applicant typed (%s), while the staff's notification shows it", async (language, greeting, subject) => {
    await apply(`stranger-${language}@example.org`, { fullName: lure, language }).expect(201);
    const received = await deliverAll();
    const toApplicant = received.find((mail) => mail.envelopeTo.includes(`stranger-${language}@example.org`));
    expect(toApplicant).toBeDefined();
    const { parsed, raw } = toApplicant!;
    expect(parsed.subject).toBe(subject);
    expect(parsed.text).toContain(`Test Foundation\n\n${greeting}\n\n`);
    for (const typed of ["evil.example", "URGENT", "verify your account"]) {
      expect(parsed.text).not.toContain(typed);
      expect(String(parsed.html)).not.toContain(typed);
      expect(raw).not.toContain(typed);
    }
    // The stored mail does not keep the name either: nothing to render it from.
    const rows = await t.db.select().from(outbox);
    expect(JSON.stringify(rows.filter((row) => row.template === "membership-applied"))).not.toContain("evil.example");
    // The staff, who read it in the administration anyway, are told who applied.
    const toStaff = received.find((mail) => mail.envelopeTo.includes("hello@test-foundation.org"));
    expect(toStaff?.parsed.text).toContain(lure);
  });
});

describe("the staff's notifications of a flood", () => {
  /** `count` messages from as many senders, `width` at a time, each stored. */
  const flood = (count: number, width: number) =>
    inWaves(count, width, (i) =>
      request(t.app)
        .post("/api/contacts")
        .send({ name: `Sender ${i}`, email: `sender${i}@example.org`, subject: "Hello", message: "A message.", language: "en" })
        .expect(201),
    );

  it("are the first few at once, then one digest in the staff's language for everything that came within the next minutes", async () => {
    await flood(40, 10);
    await apply("applicant@example.org").expect(201);
    const toStaff = () => smtp.received.filter((mail) => mail.envelopeTo.includes("hello@test-foundation.org")).map((mail) => mail.parsed);

    // At once: the first few notifications, and the applicant's own confirmation.
    await deliverAll();
    expect(toStaff()).toHaveLength(STAFF_NOTIFY_BURST);
    for (const mail of toStaff()) expect(mail.subject).toMatch(/^Nouveau message de Sender \d+\u00a0: Hello$/);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes("applicant@example.org"))).toHaveLength(1);

    // When the digest falls due: one mail for the others, in French (the staff's language until set).
    await deliverAll(new Date(Date.now() + STAFF_DIGEST_MINUTES * 60_000 + 1_000));
    expect(toStaff()).toHaveLength(STAFF_NOTIFY_BURST + 1);
    const digest = toStaff()[STAFF_NOTIFY_BURST]!;
    const gathered = 41 - STAFF_NOTIFY_BURST;
    expect(digest.subject).toBe(`${gathered} autres envois sur le site`);
    expect(digest.text).toContain(`Messages et offres de bénévolat\u00a0: ${gathered - 1}\nDemandes d’adhésion\u00a0: 1`);
    expect(digest.text).toMatch(/Message\u00a0: http:\/\/localhost:5000\/admin\?tab=contacts&id=[0-9a-f-]{36}/);
    expect(digest.text).toContain(`… et ${gathered - 20} autres, dans les listes de l’administration.`);
    // It quotes nothing a sender typed.
    expect(digest.text).not.toContain("Sender");

    // A message after the digest left is told at once again.
    await request(t.app).post("/api/contacts").send({ name: "Afterwards", email: "after@example.org", subject: "Later", message: "Later.", language: "en" }).expect(201);
    await deliverAll();
    expect(toStaff().map((mail) => mail.subject)).toContain("Nouveau message d’Afterwards\u00a0: Later");
    // A digest with nothing gathered is not sent: it is gone once due.
    await deliverAll(new Date(Date.now() + STAFF_DIGEST_MINUTES * 60_000 + 2_000));
    expect(toStaff()).toHaveLength(STAFF_NOTIFY_BURST + 2);
    expect(await t.db.select().from(outbox).where(eq(outbox.template, "staff-digest"))).toHaveLength(1);
  }, 60_000);

  it("keep what a long flood gathered in a digest of bounded size: the counts, and the first few to link to", async () => {
    await flood(90, 15);
    // Round after round of ten, as a sender meets a flood arriving: each round adds to the open digest.
    const at = new Date(Date.now() + 1_000);
    while ((await deliverDueMail(t.db, mailer, at, { ...delivery, batch: 10 })) > 0);
    const [open] = await t.db.select().from(outbox).where(eq(outbox.template, "staff-digest"));
    const gathered = 90 - STAFF_NOTIFY_BURST;
    expect(open!.data).toMatchObject({ sent: STAFF_NOTIFY_BURST, counts: { "staff-contact": gathered } });
    // Not one entry per notification: a flood of thousands rewrote an ever longer list at every round.
    expect(open!.data.items).toHaveLength(20);

    await deliverAll(new Date(Date.now() + STAFF_DIGEST_MINUTES * 60_000 + 1_000));
    const digest = smtp.received.at(-1)!.parsed;
    expect(digest.subject).toBe(`${gathered} autres envois sur le site`);
    expect(digest.text).toContain(`Messages et offres de bénévolat\u00a0: ${gathered}\n`);
    expect(digest.text?.match(/Message\u00a0: http:\/\/localhost:5000\/admin\?tab=contacts&id=[0-9a-f-]{36}/g)).toHaveLength(20);
    expect(digest.text).toContain(`… et ${gathered - 20} autres, dans les listes de l’administration.`);
  }, 60_000);

  it("count on from a digest opened before they were counted, whose list held every notification", async () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ template: i < 25 ? "staff-contact" : "staff-privacy-request", key: `contact-staff:${crypto.randomUUID()}` }));
    await t.db.insert(outbox).values({
      key: "staff-digest:before",
      template: "staff-digest",
      data: { since: new Date().toISOString(), sent: STAFF_NOTIFY_BURST, items },
      recipients: ["hello@test-foundation.org"],
      language: "en",
      nextAttemptAt: new Date(Date.now() + STAFF_DIGEST_MINUTES * 60_000),
    });
    await flood(5, 5);
    await deliverAll();
    const [open] = await t.db.select().from(outbox).where(eq(outbox.template, "staff-digest"));
    expect(open!.data).toMatchObject({ counts: { "staff-contact": 30, "staff-privacy-request": 5 } });
    expect(open!.data.items).toHaveLength(30);

    await deliverAll(new Date(Date.now() + STAFF_DIGEST_MINUTES * 60_000 + 1_000));
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["35 more submissions on the website"]);
  }, 60_000);

  it("open one digest and lose no notification when two senders claim theirs at the same moment", async () => {
    await flood(12, 6);
    // Two senders (two server processes) each claim half, at once: on PostgreSQL both reach for the digest together.
    const at = new Date(Date.now() + 1_000);
    const claimed = await Promise.all([deliverDueMail(t.db, mailer, at, { ...delivery, batch: 6 }), deliverDueMail(t.db, mailer, at, { ...delivery, batch: 6 })]);
    expect(claimed).toEqual([6, 6]);
    const toStaff = () => smtp.received.filter((mail) => mail.envelopeTo.includes("hello@test-foundation.org")).map((mail) => mail.parsed);
    expect(toStaff()).toHaveLength(STAFF_NOTIFY_BURST);
    expect(await t.db.select().from(outbox).where(eq(outbox.template, "staff-digest"))).toHaveLength(1);

    await deliverAll(new Date(Date.now() + STAFF_DIGEST_MINUTES * 60_000 + 1_000));
    expect(toStaff()).toHaveLength(STAFF_NOTIFY_BURST + 1);
    expect(toStaff()[STAFF_NOTIFY_BURST]!.subject).toBe(`${12 - STAFF_NOTIFY_BURST} autres envois sur le site`);
    // Nothing is left behind to be sent again.
    expect((await t.db.select().from(outbox).where(eq(outbox.template, "staff-contact"))).every((mail) => mail.status === "sent")).toBe(true);
  }, 60_000);
});
