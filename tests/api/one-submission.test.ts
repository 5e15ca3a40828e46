/**
 * One submission, one record: a public form's Idempotency-Key makes a repeat answer the first
 * try's result, and the same pending application from one e-mail address is one membership.
 */
import { createHash, randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, donations, formSubmissions, memberships, outbox } from "../../shared/schema";
import { createTestApp } from "../helpers/test-app";
import { eq, inArray, sql } from "drizzle-orm";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ formLimit: { windowMs: 60_000, limit: 1000 } });
});
afterAll(() => t.close());

let n = 0;
const applicant = () => ({ fullName: "Sena Agossou", email: `sena${++n}@example.org`, country: "Benin", category: "adherent_individual", consent: true, language: "fr" });
const membershipsOf = (email: string) => t.db.select().from(memberships).where(sql`lower(${memberships.email}) = ${email.toLowerCase()}`);
const post = (path: string, body: object, key?: string) => {
  const req = request(t.app).post(path);
  if (key) req.set("Idempotency-Key", key);
  return req.send(body);
};

describe("Idempotency-Key on the public forms", () => {
  it("files an application sent twice at once with one key once, and answers both with it", async () => {
    const body = applicant();
    const key = randomUUID();
    const [a, b] = await Promise.all([post("/api/memberships?payment=later", body, key), post("/api/memberships?payment=later", body, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.membership.id).toBe(b.body.membership.id);
    expect(a.body.payable.token).toBe(b.body.payable.token);
    expect(await membershipsOf(body.email)).toHaveLength(1);
  });

  it("answers a retry with the first answer, marked as replayed, and files one message", async () => {
    const key = randomUUID();
    const message = { name: "Ayo Bello", email: "ayo@example.org", subject: "Volunteering", message: "I can help on Saturdays.", language: "en" };
    const first = await post("/api/contacts", message, key).expect(201);
    const again = await post("/api/contacts", message, key.toUpperCase()).expect(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await t.db.select().from(contacts).where(eq(contacts.email, "ayo@example.org"))).toHaveLength(1);
  });

  it("files each of many messages sent at the same moment once, with its staff notification, and one for a key sent twice among them", async () => {
    const key = randomUUID();
    const twice = { name: "Edem Kpodar", email: "edem.twice@example.org", subject: "Partnership", message: "Sent twice with one key.", language: "en" };
    const others = Array.from({ length: 12 }, (_, i) => ({ name: `Writer ${i}`, email: `writer.${i}@example.org`, subject: `Question ${i}`, message: `Message number ${i}.`, language: "fr" }));
    const answers = await Promise.all([post("/api/contacts", twice, key), ...others.map((body) => post("/api/contacts", body)), post("/api/contacts", twice, key)]);
    expect(answers.map((res) => res.status)).toEqual(Array(14).fill(201));
    expect(answers.filter((res) => res.headers["idempotent-replayed"] === "true")).toHaveLength(1);
    const filed = await t.db.select().from(contacts).where(sql`${contacts.email} like 'writer.%' or ${contacts.email} = 'edem.twice@example.org'`);
    expect(filed.map((row) => row.subject).sort()).toEqual(["Partnership", ...others.map((body) => body.subject)].sort());
    const notified = await t.db.select({ key: outbox.key }).from(outbox).where(inArray(outbox.key, filed.map((row) => `contact-staff:${row.id}`)));
    expect(notified).toHaveLength(13);
  });

  it("files one donation for a key sent three times", async () => {
    const key = randomUUID();
    const gift = { email: "kossi.once@example.org", amount: 30_000, currency: "XOF", impactTier: "train_learner", language: "en" };
    const answers = await Promise.all([1, 2, 3].map(() => post("/api/donations", gift, key)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await t.db.select().from(donations).where(eq(donations.email, "kossi.once@example.org"))).toHaveLength(1);
  });

  it("gives the key back after a refusal: the corrected form is filed under it", async () => {
    const key = randomUUID();
    const body = applicant();
    const refused = await post("/api/memberships?payment=later", { ...body, email: "not an e-mail" }, key).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: "email" })]);
    await post("/api/memberships?payment=later", body, key).expect(201);
    expect(await membershipsOf(body.email)).toHaveLength(1);
  });

  it("refuses a key reused for other content with 422, and a key that is not a UUID with 400, in both languages", async () => {
    const key = randomUUID();
    await post("/api/newsletter", { email: "first@example.org", language: "en" }, key).expect(201);
    const reused = await post("/api/newsletter?lang=fr", { email: "second@example.org", language: "fr" }, key).expect(422);
    expect(reused.body).toEqual({ message: "Ce formulaire a déjà été envoyé avec un autre contenu. Rechargez la page et envoyez-le de nouveau." });
    const bad = await post("/api/newsletter", { email: "third@example.org", language: "en" }, "12345").expect(400);
    expect(bad.body).toEqual({ message: "The Idempotency-Key header must be a UUID" });
  });
});

describe("the same pending application from one e-mail address", () => {
  it("is one membership without a key, sent again later or twice at once, whatever the e-mail's case", async () => {
    const body = applicant();
    const first = await post("/api/memberships?payment=later", body).expect(201);
    const again = await post("/api/memberships?payment=later", { ...body, email: body.email.toUpperCase() }).expect(201);
    expect(again.body.membership.id).toBe(first.body.membership.id);
    const other = applicant();
    const [a, b] = await Promise.all([post("/api/memberships?payment=later", other), post("/api/memberships?payment=later", other)]);
    expect(a.body.membership.id).toBe(b.body.membership.id);
    expect(await membershipsOf(body.email)).toHaveLength(1);
    expect(await membershipsOf(other.email)).toHaveLength(1);
  });

  it("is a new membership once the application differs, or once the first is paid", async () => {
    const body = applicant();
    const first = await post("/api/memberships?payment=later", body).expect(201);
    const organisation = await post("/api/memberships?payment=later", { ...body, category: "adherent_organization" }).expect(201);
    expect(organisation.body.membership.id).not.toBe(first.body.membership.id);
    await t.db.update(memberships).set({ paymentStatus: "succeeded", status: "active" }).where(eq(memberships.id, first.body.membership.id as string));
    const renewal = await post("/api/memberships?payment=later", body).expect(201);
    expect(renewal.body.membership.id).not.toBe(first.body.membership.id);
    expect(await membershipsOf(body.email)).toHaveLength(3);
  });
});

describe("a key left claimed by a try that never finished", () => {
  it("does not keep the form refused: the next try with the key is filed, once, and its retry answered with it", async () => {
    // What a try claimed and never answered (a database stall under the previous code) leaves behind.
    const key = randomUUID();
    const message = { name: "Kofi Mensah", email: "kofi.stuck@example.org", subject: "Partnership", message: "Shall we meet?", language: "fr" };
    const requestHash = createHash("sha256").update(JSON.stringify({ query: {}, body: message })).digest("base64url");
    await t.db.insert(formSubmissions).values({ route: "/contacts", key, requestHash, status: null, createdAt: new Date() });
    const first = await post("/api/contacts", message, key).expect(201);
    expect(first.body).toEqual({ message: "Merci pour votre message\u00a0! Nous vous répondrons sous 24\u00a0heures." });
    const again = await post("/api/contacts", message, key).expect(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await t.db.select().from(contacts).where(eq(contacts.email, "kofi.stuck@example.org"))).toHaveLength(1);
  }, 15_000);
});
