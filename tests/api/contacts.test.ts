import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts } from "../../shared/schema";
import { createApp } from "../../server/app";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ formLimit: { windowMs: 60_000, limit: 1000 } });
});
afterAll(() => t.close());

const valid = {
  name: "Aïcha Dossou",
  email: "aicha@example.org",
  subject: "Partnership",
  message: "We would like to host a workshop in Parakou.",
  language: "en",
};

describe("POST /api/contacts", () => {
  it("stores a good message with status new and thanks the sender in English", async () => {
    const res = await request(t.app).post("/api/contacts").send(valid).expect(201);
    expect(res.body).toEqual({ message: "Thank you for your message! We will get back to you within 24 hours." });
    const rows = await t.db.select().from(contacts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, status: "new" });
  });

  it("answers a French sender in French", async () => {
    const res = await request(t.app).post("/api/contacts").send({ ...valid, language: "fr" }).expect(201);
    expect(res.body.message).toBe("Merci pour votre message\u00a0! Nous vous répondrons sous 24\u00a0heures.");
  });

  it("trims text and lowercases the e-mail", async () => {
    await request(t.app)
      .post("/api/contacts")
      .send({ ...valid, name: "  Koffi  ", email: " Koffi@Example.ORG " })
      .expect(201);
    const rows = await t.db.select().from(contacts);
    expect(rows.at(-1)).toMatchObject({ name: "Koffi", email: "koffi@example.org" });
  });

  it("refuses a bad e-mail with 'Invalid email' on the email field", async () => {
    const res = await request(t.app).post("/api/contacts").send({ ...valid, email: "not-an-email" }).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "email", message: "Invalid email" }]);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("names every missing field as Required, in French for a French form", async () => {
    const en = await request(t.app).post("/api/contacts").send({ language: "en" }).expect(400);
    expect(fieldWords(en.body.errors)).toEqual(
      expect.arrayContaining(["name", "email", "subject", "message"].map((path) => ({ path, message: "Required" }))),
    );
    const fr = await request(t.app).post("/api/contacts").send({ ...valid, name: "", language: "fr" }).expect(400);
    expect(fieldWords(fr.body.errors)).toEqual([{ path: "name", message: "Obligatoire" }]);
  });

  it("refuses an unknown language with the enum message", async () => {
    const res = await request(t.app).post("/api/contacts").send({ ...valid, language: "de" }).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([
      { path: "language", message: "Invalid enum value. Expected 'en' | 'fr', received 'de'" },
    ]);
  });

  it("refuses wrong types and unknown fields", async () => {
    const res = await request(t.app).post("/api/contacts").send({ ...valid, name: 42 }).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "name", message: "Expected string, received number" }]);
    const extra = await request(t.app).post("/api/contacts").send({ ...valid, status: "replied" }).expect(400);
    expect(extra.body.errors[0].message).toContain("status");
  });

  it("refuses a message over 5000 characters", async () => {
    const res = await request(t.app).post("/api/contacts").send({ ...valid, message: "a".repeat(5001) }).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "message", message: "String must contain at most 5000 character(s)" }]);
  });

  it("answers 413 to a body over 100 KB, and stores nothing", async () => {
    const before = (await t.db.select().from(contacts)).length;
    const res = await request(t.app)
      .post("/api/contacts")
      .send({ ...valid, message: "x".repeat(200 * 1024) })
      .expect(413);
    expect(res.body.message).toMatch(/too large/);
    expect(await t.db.select().from(contacts)).toHaveLength(before);
  });

  it("answers 400 to malformed JSON, without a stack trace", async () => {
    const res = await request(t.app)
      .post("/api/contacts")
      .set("Content-Type", "application/json")
      .send('{"name": "broken"')
      .expect(400);
    expect(res.body).toEqual({ message: "The request body is not valid JSON" });
    expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it("answers 415 to a form-encoded body", async () => {
    await request(t.app).post("/api/contacts").type("form").send("name=x").expect(415);
  });
});

describe("rate limit of public forms", () => {
  it("refuses with 429 and Retry-After past the limit", async () => {
    const limited = await createTestApp({ formLimit: { windowMs: 60_000, limit: 2 } });
    try {
      await request(limited.app).post("/api/contacts").send(valid).expect(201);
      await request(limited.app).post("/api/contacts").send(valid).expect(201);
      const res = await request(limited.app).post("/api/contacts").send(valid).expect(429);
      expect(res.headers["retry-after"]).toMatch(/^\d+$/);
      expect(res.body.message).toMatch(/Too many requests/);
    } finally {
      await limited.close();
    }
  });

  it("counts in the database: a second server process on the same database shares the window", async () => {
    const limited = await createTestApp({ formLimit: { windowMs: 60_000, limit: 2 } });
    try {
      const second = createApp({ database: limited.database, env: limited.env, sessionSecret: "s".repeat(32), formLimit: { windowMs: 60_000, limit: 2 } });
      await request(limited.app).post("/api/contacts").send(valid).expect(201);
      await request(second).post("/api/contacts").send(valid).expect(201);
      await request(second).post("/api/contacts").send(valid).expect(429);
      await request(limited.app).post("/api/contacts").send(valid).expect(429);
    } finally {
      await limited.close();
    }
  });

  it("believes X-Forwarded-For only from the proxies TRUST_PROXY names", async () => {
    // Behind a proxy on this machine (the default): each forwarded client has its own window.
    // (One e-mail address throughout: its own count is set out of the way.)
    const proxied = await createTestApp({ formLimit: { windowMs: 60_000, limit: 1, perEmail: 100 } });
    // Nothing in front: a client cannot pass for another by sending the header itself.
    const direct = await createTestApp({ formLimit: { windowMs: 60_000, limit: 1, perEmail: 100 }, env: { TRUST_PROXY: "false" } });
    try {
      await request(proxied.app).post("/api/contacts").set("X-Forwarded-For", "198.51.100.1").send(valid).expect(201);
      await request(proxied.app).post("/api/contacts").set("X-Forwarded-For", "198.51.100.2").send(valid).expect(201);
      await request(proxied.app).post("/api/contacts").set("X-Forwarded-For", "198.51.100.1").send(valid).expect(429);
      await request(direct.app).post("/api/contacts").set("X-Forwarded-For", "198.51.100.1").send(valid).expect(201);
      await request(direct.app).post("/api/contacts").set("X-Forwarded-For", "198.51.100.2").send(valid).expect(429);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });
});
