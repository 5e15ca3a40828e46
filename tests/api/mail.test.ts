/**
 * The mail room end to end: a visitor's message or a membership application writes its mails in
 * its own transaction; the outbox sends them to a real SMTP server started here, read back with
 * mailparser; refusals, a server that dies mid-message, a sender killed mid-send and two senders.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, members, outbox } from "../../shared/schema";
import { parseEnv } from "../../server/env";
import { folderMailer, SMTP_CONNECTIONS, smtpMailer, type Mailer } from "../../server/mail/mailer";
import { deliverDueMail, queueMail, type DeliveryOptions } from "../../server/mail/outbox";
import { visitorsFirst } from "../../server/jobs/visitors-first";
import { ORIGIN, signIn } from "../helpers/admin";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { createTestApp } from "../helpers/test-app";

const context = { siteName: "Test Foundation", contactEmail: "hello@test-foundation.org", publicUrl: "http://localhost:5000" };
const FROM = "Test Foundation <no-reply@test-foundation.org>";
const delivery: DeliveryOptions = { from: FROM, context, firstDelayMs: 60_000, maxAttempts: 3, leaseMs: 10 * 60_000 };

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: TestSmtp;
let mailer: Mailer;
let clock: Date;

beforeAll(async () => {
  t = await createTestApp({ admin: true, formLimit: { windowMs: 60_000, limit: 1000 }, now: () => clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  // A mail is due from when it was written (the database's clock): the senders' clock runs from now.
  clock = new Date(Date.now() + 1_000);
  smtp = await startTestSmtp();
  mailer = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
  await t.db.delete(outbox);
});
afterEach(async () => {
  mailer.close();
  await smtp.close();
});

/** Sends everything due at the clock's time, as the jobs room does. */
const deliver = (at = clock, to = mailer) => deliverDueMail(t.db, to, at, delivery);
const later = (ms: number) => new Date(clock.getTime() + ms);
const contact = { name: "Aïcha Dossou", email: "aicha@example.org", subject: "Partenariat", message: "Un atelier à Parakou ?\nMerci.", language: "fr" };

describe("the staff's notification of a new message", () => {
  it("is sent once, in French by default, to the site's contact address, with a link to the message", async () => {
    await request(t.app).post("/api/contacts").send(contact).expect(201);
    expect(await deliver()).toBe(1);
    expect(await deliver()).toBe(0);
    const [mail] = await smtp.waitFor(1);
    const parsed = mail!.parsed;
    expect(parsed.from?.text).toBe('"Test Foundation" <no-reply@test-foundation.org>');
    expect(mail!.envelopeTo).toEqual(["hello@test-foundation.org"]);
    expect(parsed.subject).toBe("Nouveau message d’Aïcha Dossou\u00a0: Partenariat");
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    // A reply from the staff's mail client goes to the visitor.
    expect(parsed.replyTo?.text).toBe("aicha@example.org");
    // Beside it, the staff's digest waiting in case more arrive (mail/staff-digest.ts).
    const [row] = await t.db.select().from(outbox).where(eq(outbox.template, "staff-contact"));
    expect(row).toMatchObject({ key: expect.stringMatching(/^contact-staff:/), status: "sent", attempts: 1, language: "fr" });
    const contactId = row!.key.split(":")[1];
    expect(parsed.text).toContain("Aïcha Dossou (aicha@example.org) a écrit par le formulaire de contact du site.");
    expect(parsed.text).toContain("> Un atelier à Parakou ?\n> Merci.");
    expect(parsed.text).toContain(`L’ouvrir dans l’administration\u00a0: http://localhost:5000/admin?tab=contacts&id=${contactId}`);
    expect(parsed.text).toContain("Cotonou, Bénin");
    expect(parsed.text).toContain("Nous écrire\u00a0: hello@test-foundation.org");
    expect(parsed.html).toContain('<html lang="fr">');
    expect(parsed.html).toContain(`href="http://localhost:5000/admin?tab=contacts&amp;id=${contactId}"`);
    expect(parsed.html).toContain("Vous recevez ce courriel parce que cette adresse est désignée");
  });

  it("goes to the addresses and in the language the staff set, and says so for a volunteer offer", async () => {
    const admin = await signIn(t.app);
    const settings = await admin
      .put("/api/admin/mail/settings")
      .set("Origin", ORIGIN)
      .send({ notifyEmails: ["team@test-foundation.org"], staffLanguage: "en" })
      .expect(200);
    expect(settings.body).toEqual({ notifyEmails: ["team@test-foundation.org"], staffLanguage: "en", contactEmail: "hello@test-foundation.org" });
    await request(t.app).post("/api/contacts").send({ ...contact, subject: "Bénévolat", message: "Je peux aider le samedi <b>matin</b>." }).expect(201);
    await deliver();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual(["team@test-foundation.org"]);
    expect(mail!.parsed.subject).toBe("New volunteer offer from Aïcha Dossou");
    expect(mail!.parsed.text).toContain("Language: French");
    // What a visitor typed is text in the HTML part, never markup.
    expect(mail!.parsed.html).toContain("samedi &lt;b&gt;matin&lt;/b&gt;.");
    const bad = await admin.put("/api/admin/mail/settings").set("Origin", ORIGIN).send({ notifyEmails: ["not an address"] }).expect(400);
    expect(bad.body.errors[0].path).toBe("notifyEmails.0");
    await admin.put("/api/admin/mail/settings").set("Origin", ORIGIN).send({ notifyEmails: ["hello@test-foundation.org"], staffLanguage: "fr" }).expect(200);
  });

  it("is never written for a message that was refused", async () => {
    await request(t.app).post("/api/contacts").send({ ...contact, email: "nope" }).expect(400);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });
});

describe("the membership application", () => {
  const application = { fullName: "Koffi Mensah", email: "koffi@example.org", country: "Benin", category: "adherent_individual", consent: true, language: "fr" };

  it("confirms to the applicant in their language with the dues to pay, and tells the staff", async () => {
    await request(t.app).post("/api/memberships?payment=later").send(application).expect(201);
    expect(await deliver()).toBe(2);
    const mails = await smtp.waitFor(2);
    const applicant = mails.find((m) => m.envelopeTo[0] === "koffi@example.org")!;
    expect(applicant.parsed.subject).toBe("Votre demande d’adhésion à Test Foundation");
    // The address is unconfirmed: no name typed in the form (docs/decisions/022-mail-nobody-can-turn-against-a-stranger.md).
    expect(applicant.parsed.text).toContain("Test Foundation\n\nBonjour,\n\n");
    expect(applicant.parsed.text).not.toContain("Koffi");
    expect(applicant.parsed.text).toContain("Votre cotisation est de 12\u00a0000\u00a0FCFA.");
    expect(applicant.parsed.text).toContain("Payer ma cotisation\u00a0: http://localhost:5000/fr/join");
    expect(applicant.parsed.html).toContain('href="http://localhost:5000/fr/join"');
    expect(applicant.parsed.replyTo?.text).toBe("hello@test-foundation.org");
    expect(applicant.parsed.html).toContain("12\u00a0000\u00a0FCFA");
    const staff = mails.find((m) => m.envelopeTo[0] === "hello@test-foundation.org")!;
    expect(staff.parsed.subject).toBe("Nouvelle demande d’adhésion\u00a0: Koffi Mensah");
    expect(staff.parsed.text).toContain("Cotisation\u00a0: 12\u00a0000\u00a0FCFA, à payer en ligne.");
    // The link opens the member's page (their years, payments and history), not the application's edit form.
    const [member] = await t.db.select().from(members).where(eq(members.email, "koffi@example.org"));
    expect(staff.parsed.text).toContain(`http://localhost:5000/admin?tab=members&member=${member!.id}`);
  });

  it("tells an applicant of a category that pays nothing online that the board reviews it, in English", async () => {
    await request(t.app).post("/api/memberships").send({ ...application, category: "honorary", language: "en" }).expect(201);
    await deliver();
    const mails = await smtp.waitFor(2);
    const applicant = mails.find((m) => m.envelopeTo[0] === "koffi@example.org")!;
    expect(applicant.parsed.subject).toBe("Your membership application to Test Foundation");
    expect(applicant.parsed.text).toContain("Members of this category pay no dues online. The board reviews your application");
    expect(applicant.parsed.text).not.toContain("FCFA");
    expect(applicant.parsed.text).toContain("You receive this mail because this address was given in a membership application on our website.");
  });
});

describe("the outbox", () => {
  const queueOne = (key = "test:one", to = ["ama@example.org"]) =>
    queueMail(t.db, {
      key,
      template: "membership-applied",
      to,
      language: "en",
      data: { membershipId: "00000000-0000-4000-8000-000000000001", category: "adherent_individual", duesAmount: 12_000, duesCurrency: "XOF", payable: true },
    });

  it("writes one mail per cause, however often it is queued", async () => {
    await queueOne();
    await queueOne();
    expect(await t.db.select().from(outbox)).toHaveLength(1);
  });

  it("records a mail the mail server accepted as sent, not failed, when writing it down fails at first", async () => {
    await queueOne();
    // The database drops the first write of "sent" (a connection lost just then), as drizzle reports it.
    let drops = 1;
    const flaky = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== "update") return Reflect.get(target, property, receiver) as unknown;
        return (table: typeof outbox) => {
          const builder = target.update(table);
          return {
            set: (values: { status?: string }) => ({
              where: (condition: Parameters<ReturnType<typeof builder.set>["where"]>[0]) =>
                values.status === "sent" && drops-- > 0
                  ? Promise.reject(new Error('Failed query: update "outbox" set "status" = $1 where "id" = $2\nparams: sent,ama@example.org', { cause: Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" }) }))
                  : builder.set(values as never).where(condition),
            }),
          };
        };
      },
    });
    await deliverDueMail(flaky, mailer, clock, delivery);
    expect(await smtp.waitFor(1)).toHaveLength(1);
    const [mail] = await t.db.select().from(outbox);
    expect(mail).toMatchObject({ status: "sent", lastError: null });
    // Nothing left to send, even once its lease would have ended.
    expect(await deliver(new Date(clock.getTime() + 11 * 60_000))).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("sends a round a few mails at a time, as many as the transport keeps connections open", async () => {
    for (let i = 0; i < 20; i++) await queueOne(`test:round-${i}`, [`member${i}@example.org`]);
    // A transport that holds every mail until told: how many are on their way at once.
    let onTheirWay = 0;
    let most = 0;
    const waiting: (() => void)[] = [];
    const slow: Mailer = {
      ...mailer,
      async send() {
        most = Math.max(most, ++onTheirWay);
        await new Promise<void>((resolve) => waiting.push(resolve));
        onTheirWay--;
      },
    };
    const round = deliverDueMail(t.db, slow, clock, delivery);
    // The mail server accepts one mail every few milliseconds.
    const accepting = setInterval(() => waiting.shift()?.(), 2);
    const tried = await round.finally(() => clearInterval(accepting));
    expect(tried).toBe(20);
    expect(most).toBe(SMTP_CONNECTIONS);
    expect(await t.db.select().from(outbox).where(eq(outbox.status, "sent"))).toHaveLength(20);
  });

  it("starts each mail only when the server's gate lets it (visitors first), and none while a request is being answered", async () => {
    for (let i = 0; i < 6; i++) await queueOne(`test:gated-${i}`, [`member${i}@example.org`]);
    const gate = visitorsFirst({ gapMs: 0, maxWaitMs: 60_000 });
    const answered = gate.arrived();
    let asked = 0;
    const round = deliverDueMail(t.db, mailer, clock, {
      ...delivery,
      yieldTo: () => {
        asked++;
        return gate.whenQuiet();
      },
    });
    // A visitor's request is being answered: the claimed mails wait, none sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(0);
    answered();
    expect(await round).toBe(6);
    await smtp.waitFor(6);
    expect(asked).toBe(6);
  });

  it("tries again later while the server refuses for now (4xx), then delivers once", async () => {
    smtp.plan({ refuse: 451 });
    await queueOne();
    expect(await deliver()).toBe(1);
    const [waiting] = await t.db.select().from(outbox);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("451") });
    expect(waiting!.nextAttemptAt).toEqual(later(60_000));
    expect(await deliver(later(30_000))).toBe(0);
    expect(await deliver(later(60_000))).toBe(1);
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect((await t.db.select().from(outbox))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("marks a mail failed after the bounded number of tries, lists it for the staff, and Retry sends it (audited)", async () => {
    smtp.plan({ refuse: 550 }, { refuse: 550 }, { refuse: 550 });
    await queueOne();
    await deliver();
    await deliver(later(60_000));
    await deliver(later(60_000 + 120_000));
    expect(await deliver(later(24 * 3_600_000))).toBe(0);
    const [failed] = await t.db.select().from(outbox);
    expect(failed).toMatchObject({ status: "failed", attempts: 3, lastError: expect.stringContaining("550") });
    expect(smtp.received).toHaveLength(0);

    await request(t.app).get("/api/admin/mail?status=failed").expect(401);
    const admin = await signIn(t.app);
    const list = await admin.get("/api/admin/mail?status=failed").expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ id: failed!.id, key: "test:one", recipients: ["ama@example.org"], status: "failed", attempts: 3 })]);
    expect((await admin.get("/api/admin/mail?status=lost").expect(400)).body.errors[0].path).toBe("status");

    const retried = await admin.post(`/api/admin/mail/${failed!.id}/retry`).set("Origin", ORIGIN).set("Accept-Language", "fr").expect(200);
    expect(retried.body).toEqual({ message: "Le courriel sera renvoyé dans un instant", sent: 0, refused: 0, waiting: 1 });
    const again = await admin.post(`/api/admin/mail/${failed!.id}/retry`).set("Origin", ORIGIN).expect(404);
    expect(again.body.message).toBe("There is no failed mail with this id");
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "mail.retry"));
    expect(entry).toMatchObject({ entity: "mail", entityId: failed!.id, username: "admin" });
    expect(await deliver()).toBe(1);
    await smtp.waitFor(1);
    expect((await t.db.select().from(outbox))[0]).toMatchObject({ status: "sent" });
  });

  it("tries again when the server dies in the middle of the message, and delivers it once", async () => {
    smtp.plan("die");
    await queueOne();
    await deliver();
    expect((await t.db.select().from(outbox))[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(smtp.received).toHaveLength(0);
    await deliver(later(60_000));
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
  });

  it("sends a mail whose sender was killed mid-send only once its lease has ended", async () => {
    await queueOne();
    // A sender that takes the mail and never comes back (its process was killed).
    const killed: Mailer = { description: "killed", send: () => new Promise(() => {}), close: () => {} };
    void deliver(clock, killed);
    await expect.poll(async () => (await t.db.select().from(outbox))[0]?.status).toBe("sending");
    expect(await deliver(later(5 * 60_000))).toBe(0);
    expect(await deliver(later(10 * 60_000))).toBe(1);
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect((await t.db.select().from(outbox))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("is sent once when two servers send at the same time", async () => {
    for (let i = 0; i < 12; i++) await queueOne(`test:${i}`, [`person${i}@example.org`]);
    // On PostgreSQL each sender's transaction has a connection of its own, as two processes would.
    const otherMailer = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
    const drain = async (send: () => Promise<number>) => {
      while ((await send()) > 0);
    };
    await Promise.all([drain(() => deliver()), drain(() => deliverDueMail(t.db, otherMailer, clock, delivery))]);
    otherMailer.close();
    await smtp.waitFor(12);
    const ids = smtp.received.map((m) => m.parsed.messageId);
    expect(new Set(ids).size).toBe(12);
    expect(smtp.received).toHaveLength(12);
    expect(smtp.attempts).toBe(12);
  });
});

describe("with no SMTP server configured", () => {
  it("writes each mail as an .eml file under DATA_DIR/mail/, once", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "mail-"));
    const files = folderMailer(path.join(dir, "mail"));
    await request(t.app).post("/api/contacts").send({ ...contact, language: "en" }).expect(201);
    expect(await deliver(clock, files)).toBe(1);
    const written = await readdir(path.join(dir, "mail"));
    expect(written).toEqual([expect.stringMatching(/^[0-9a-f-]{36}@localhost\.eml$/)]);
    const parsed = await simpleParser(await readFile(path.join(dir, "mail", written[0]!)));
    expect(parsed.subject).toBe("Nouveau message d’Aïcha Dossou\u00a0: Partenariat");
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "").toBe("hello@test-foundation.org");
    expect(parsed.text).toContain("Aïcha Dossou (aicha@example.org)");
    expect(parsed.html).toContain("Test Foundation");
    await rm(dir, { recursive: true });
  });
});

describe("the mail configuration", () => {
  const base = { PUBLIC_URL: "http://localhost:5000" };
  it("writes files when nothing is set, and sends through SMTP_URL or SMTP_HOST when set", () => {
    expect(parseEnv(base).mail).toEqual({ smtp: null, from: '"Bridges for Africa Foundation" <contact@bridgesforafrica.org>' });
    expect(parseEnv({ ...base, SMTP_URL: "smtps://u:p@mail.example.org:465", MAIL_FROM: "Foundation <no-reply@example.org>" }).mail).toEqual({
      smtp: { url: "smtps://u:p@mail.example.org:465" },
      from: "Foundation <no-reply@example.org>",
    });
    expect(parseEnv({ ...base, SMTP_HOST: "mail.example.org", SMTP_USER: "u", SMTP_PASSWORD: "p", MAIL_FROM: "no-reply@example.org" }).mail.smtp).toEqual({
      host: "mail.example.org",
      port: 587,
      secure: undefined,
      user: "u",
      password: "p",
    });
  });

  it("refuses to start with a half-set SMTP server, naming what is missing", () => {
    expect(() => parseEnv({ ...base, SMTP_USER: "u", SMTP_PASSWORD: "p" })).toThrow(/SMTP_HOST: is required when SMTP_USER is set[\s\S]*MAIL_FROM: is required/);
    expect(() => parseEnv({ ...base, SMTP_HOST: "mail.example.org", SMTP_USER: "u", MAIL_FROM: "a@b.org" })).toThrow(/SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD go together/);
    expect(() => parseEnv({ ...base, SMTP_URL: "http://mail.example.org" })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => parseEnv({ ...base, SMTP_HOST: "mail.example.org", SMTP_PORT: "99999", MAIL_FROM: "a@b.org" })).toThrow(/SMTP_PORT: must be a port number/);
  });
});
