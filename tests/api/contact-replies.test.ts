/**
 * A reply written in the admin and sent from the site: filed with the message, mailed to the sender
 * through the outbox to a real SMTP server started here (read back with mailparser), threaded under
 * the message, quoted in the sender's language, the message marked replied and the reply audited.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contacts, outbox } from "../../shared/schema";
import { smtpMailer, type Mailer } from "../../server/mail/mailer";
import { deliverDueMail, type DeliveryOptions } from "../../server/mail/outbox";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

const context = { siteName: "Test Foundation", contactEmail: "hello@test-foundation.org", publicUrl: "http://localhost:5000" };
const delivery: DeliveryOptions = { from: "Test Foundation <no-reply@test-foundation.org>", context };

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: TestSmtp;
let mailer: Mailer;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp({ admin: true, formLimit: { windowMs: 60_000, limit: 1000 } });
  admin = await signIn(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  smtp = await startTestSmtp();
  mailer = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
  await t.db.delete(outbox);
});
afterEach(async () => {
  mailer.close();
  await smtp.close();
});

/** Sends what is due, as the jobs room does (a second later than now: a mail is due from when it was written). */
const deliver = () => deliverDueMail(t.db, mailer, new Date(Date.now() + 1_000), delivery);

/** A visitor's message, as if it arrived on 20 November 2026 at 09:05 in Cotonou (08:05 UTC). */
async function messageFrom(sender: { name: string; email: string; subject: string; message: string; language: "en" | "fr" }) {
  await request(t.app).post("/api/contacts").send(sender).expect(201);
  const [row] = await t.db
    .update(contacts)
    .set({ createdAt: new Date("2026-11-20T08:05:00Z") })
    .where(eq(contacts.email, sender.email))
    .returning();
  await t.db.delete(outbox); // the staff's notification is mail.test.ts's
  return row!;
}

const reply = (id: string, body: unknown, key: string = randomUUID(), lang = "en") =>
  admin.post(`/api/contacts/${id}/replies?lang=${lang}`).set("Origin", ORIGIN).send({ body, idempotencyKey: key });

describe("a reply sent from the admin", () => {
  it("reaches a French sender threaded under the message, quoted in French, and marks the message replied", async () => {
    const contact = await messageFrom({ name: "Aïcha Dossou", email: "aicha@example.org", subject: "Partenariat", message: "Un atelier à Parakou ?\nMerci.", language: "fr" });
    const sent = await reply(contact.id, "Bonjour Aïcha,\nOui, avec plaisir.").expect(201);
    expect(sent.body.contact).toMatchObject({ id: contact.id, status: "replied", version: contact.version + 1 });
    expect(sent.body.reply).toMatchObject({ body: "Bonjour Aïcha,\nOui, avec plaisir.", authorName: "admin", mail: { status: "pending", sentAt: null } });

    expect(await deliver()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    const parsed = mail!.parsed;
    expect(mail!.envelopeTo).toEqual(["aicha@example.org"]);
    expect(parsed.subject).toBe("Re: Partenariat");
    expect(parsed.replyTo?.text).toBe("hello@test-foundation.org");
    expect(parsed.inReplyTo).toBe(`<contact-${contact.id}@localhost>`);
    expect(parsed.references).toBe(`<contact-${contact.id}@localhost>`);
    expect(parsed.text).toContain("Bonjour Aïcha,\nOui, avec plaisir.\n\nLe 20 novembre 2026 à 09:05, Aïcha Dossou a écrit\u00a0:\n\n> Un atelier à Parakou ?\n> Merci.");
    expect(parsed.text).toContain("Vous recevez ce courriel parce que vous nous avez écrit");
    expect(parsed.html).toContain('<html lang="fr">');
    expect(parsed.html).toContain("Bonjour Aïcha,<br>Oui, avec plaisir.");
    expect(parsed.html).toContain("Le 20 novembre 2026 à 09:05, Aïcha Dossou a écrit\u00a0:");
    expect(parsed.html).toMatch(/<blockquote[^>]*>Un atelier à Parakou \?\nMerci\.<\/blockquote>/);

    // Kept with the message, with its mail's fate; audited.
    const detail = await admin.get(`/api/contacts/${contact.id}`).expect(200);
    expect(detail.body.contact.status).toBe("replied");
    expect(detail.body.replies).toEqual([
      { id: sent.body.reply.id, body: "Bonjour Aïcha,\nOui, avec plaisir.", authorName: "admin", createdAt: expect.any(String), mail: { status: "sent", sentAt: expect.any(String) } },
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, contact.id));
    expect(audit).toEqual([expect.objectContaining({ action: "contact.reply", username: "admin", changes: { status: { from: "new", to: "replied" } } })]);
  });

  it("quotes an English sender in English, and the staff's notification belongs to the same thread", async () => {
    await request(t.app).post("/api/contacts").send({ name: "John Smith", email: "john@example.org", subject: "Visit", message: "Can we visit in May?", language: "en" }).expect(201);
    await deliver();
    const [notification] = await smtp.waitFor(1);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.email, "john@example.org"));
    expect(notification!.parsed.references).toBe(`<contact-${row!.id}@localhost>`);

    const contact = await messageFrom({ name: "Jane Doe", email: "jane@example.org", subject: "Re: Donation", message: "Thanks!", language: "en" });
    await reply(contact.id, "Dear Jane, thank you.", randomUUID(), "fr").expect(201);
    await deliver();
    const [, mail] = await smtp.waitFor(2);
    // A subject that already says 'Re:' is not 'Re: Re:'.
    expect(mail!.parsed.subject).toBe("Re: Donation");
    expect(mail!.parsed.inReplyTo).toBe(`<contact-${contact.id}@localhost>`);
    expect(mail!.parsed.text).toContain("On November 20, 2026, 9:05\u00a0AM, Jane Doe wrote:\n\n> Thanks!");
    expect(mail!.parsed.html).toContain('<html lang="en">');
    expect(mail!.parsed.text).toContain("You receive this mail because you wrote to us through our website’s contact form");
  });

  it("is one reply and one mail when the form is sent twice (a double-click)", async () => {
    const contact = await messageFrom({ name: "Koffi Agbo", email: "koffi@example.org", subject: "Question", message: "Bonjour", language: "fr" });
    const key = randomUUID();
    const [first, second] = await Promise.all([reply(contact.id, "Réponse", key), reply(contact.id, "Réponse", key)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.reply.id).toBe(second.body.reply.id);
    expect(await deliver()).toBe(1);
    await smtp.waitFor(1);
    expect(await deliver()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const detail = await admin.get(`/api/contacts/${contact.id}`).expect(200);
    expect(detail.body.replies).toHaveLength(1);
    const other = await messageFrom({ name: "Autre", email: "autre@example.org", subject: "Autre", message: "Autre", language: "fr" });
    const reused = await reply(other.id, "Réponse", key, "fr").expect(409);
    expect(reused.body.message).toBe("Cette réponse a déjà été envoyée à un autre message. Rechargez la page et écrivez-la de nouveau.");
  });

  it("refuses an empty reply with a message in the admin's language, and sends nothing", async () => {
    const contact = await messageFrom({ name: "Empty", email: "empty@example.org", subject: "Hello", message: "Hello there", language: "en" });
    const en = await reply(contact.id, "   ").expect(400);
    expect(fieldWords(en.body.errors)).toEqual([{ path: "body", message: "Required" }]);
    const fr = await reply(contact.id, "", randomUUID(), "fr").expect(400);
    expect(fieldWords(fr.body.errors)).toEqual([{ path: "body", message: "Obligatoire" }]);
    const long = await reply(contact.id, "x".repeat(10_001)).expect(400);
    expect(long.body.errors[0]).toEqual({ path: "body", message: "String must contain at most 10000 character(s)", code: "too_big", origin: "string", maximum: 10000, inclusive: true });
    await reply(randomUUID(), "Hello").expect(404);
    expect(await t.db.select().from(outbox)).toEqual([]);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row!.status).toBe("new");
  });

  it("answers 401 to someone signed out", async () => {
    const contact = await messageFrom({ name: "Anon", email: "anon@example.org", subject: "Hi", message: "Hi there", language: "en" });
    await request(t.app).post(`/api/contacts/${contact.id}/replies`).set("Origin", ORIGIN).send({ body: "Hi", idempotencyKey: randomUUID() }).expect(401);
    await request(t.app).get(`/api/contacts/${contact.id}`).expect(401);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });
});
