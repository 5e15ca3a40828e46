/**
 * Who among the staff is notified (GET/PUT /api/admin/mail/settings): none set means the site's
 * contact address; several addresses, each checked; an empty list goes back to the contact
 * address; every change is in the audit log, and a staff notification follows what is set.
 */
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailApiPaths } from "../../shared/mail";
import { auditLog, outbox, settings } from "../../shared/schema";
import { ORIGIN, signIn } from "../helpers/admin";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ admin: true, formLimit: { windowMs: 60_000, limit: 1000 } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(settings);
  await t.db.delete(outbox);
  await t.db.delete(auditLog);
});

const contact = { name: "Aïcha Dossou", email: "aicha@example.org", subject: "Partenariat", message: "Un atelier à Parakou ?", language: "fr" };
const staffMailTo = async () => {
  const rows = await t.db.select().from(outbox);
  return rows.find((row) => row.key.startsWith("contact-staff:"))?.recipients;
};

describe("the staff's notification settings", () => {
  it("answer 401 without a session", async () => {
    await request(t.app).get(mailApiPaths.settings).expect(401);
    await request(t.app).put(mailApiPaths.settings).set("Origin", ORIGIN).send({ notifyEmails: [] }).expect(401);
  });

  it("name no address until staff set some, and the contact address is then the one notified", async () => {
    const admin = await signIn(t.app);
    const got = await admin.get(mailApiPaths.settings).expect(200);
    expect(got.body).toEqual({ notifyEmails: [], staffLanguage: "fr", contactEmail: "hello@test-foundation.org" });
    await request(t.app).post("/api/contacts").send(contact).expect(201);
    expect(await staffMailTo()).toEqual(["hello@test-foundation.org"]);
  });

  it("keep several addresses (each once), audited, and an empty list goes back to the contact address", async () => {
    const admin = await signIn(t.app);
    const saved = await admin
      .put(mailApiPaths.settings)
      .set("Origin", ORIGIN)
      .send({ notifyEmails: ["team@test-foundation.org", "director@test-foundation.org", "Team@test-foundation.org"], staffLanguage: "en" })
      .expect(200);
    expect(saved.body).toEqual({ notifyEmails: ["Team@test-foundation.org", "director@test-foundation.org"], staffLanguage: "en", contactEmail: "hello@test-foundation.org" });
    await request(t.app).post("/api/contacts").send(contact).expect(201);
    expect(await staffMailTo()).toEqual(["Team@test-foundation.org", "director@test-foundation.org"]);

    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "settings.update",
      entity: "settings",
      changes: { notifyEmails: { from: [], to: ["Team@test-foundation.org", "director@test-foundation.org"] }, staffLanguage: { from: "fr", to: "en" } },
    });

    const cleared = await admin.put(mailApiPaths.settings).set("Origin", ORIGIN).send({ notifyEmails: [] }).expect(200);
    expect(cleared.body).toEqual({ notifyEmails: [], staffLanguage: "en", contactEmail: "hello@test-foundation.org" });
    expect((await admin.get(mailApiPaths.settings).expect(200)).body.notifyEmails).toEqual([]);
    expect(await t.db.select().from(auditLog)).toHaveLength(2);
    // Saving what is already set records nothing.
    await admin.put(mailApiPaths.settings).set("Origin", ORIGIN).send({ notifyEmails: [], staffLanguage: "en" }).expect(200);
    expect(await t.db.select().from(auditLog)).toHaveLength(2);
  });

  it("refuse a malformed address, more than ten, an unknown language or field, in the admin's language", async () => {
    const admin = await signIn(t.app);
    const bad = await admin.put(mailApiPaths.settings).set("Origin", ORIGIN).send({ notifyEmails: ["team@test-foundation.org", "not an address"] }).expect(400);
    expect(fieldWords(bad.body.errors)).toEqual([{ path: "notifyEmails.1", message: expect.any(String) }]);
    const many = Array.from({ length: 11 }, (_, i) => `staff${i}@test-foundation.org`);
    expect((await admin.put(mailApiPaths.settings).set("Origin", ORIGIN).send({ notifyEmails: many }).expect(400)).body.errors[0].path).toBe("notifyEmails");
    expect((await admin.put(mailApiPaths.settings).set("Origin", ORIGIN).send({ staffLanguage: "de" }).expect(400)).body.errors[0].path).toBe("staffLanguage");
    await admin.put(mailApiPaths.settings).set("Origin", ORIGIN).send({ notifyEmails: [], extra: 1 }).expect(400);
    expect(await t.db.select().from(settings)).toEqual([]);
  });
});
