/**
 * The small findings of the second probe: each answer says what is wrong in the person's words —
 * how long to wait, which limit, what was sent.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/paths";
import { auditLog, contacts, users } from "../../shared/schema";
import { ORIGIN } from "../helpers/admin";
import { createMembership } from "../helpers/factories";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ admin: true, formLimit: { windowMs: 10 * 60_000, limit: 1 }, signInLimit: { windowMs: 15 * 60_000, limit: 1 } });
});
afterAll(() => t.close());

describe("429 says how long to wait, in the person's language", () => {
  it("on a public form: as long as Retry-After says", async () => {
    await request(t.app).post("/api/newsletter").set("X-Forwarded-For", "198.51.100.1").send({ email: "a@example.org", language: "en" }).expect(201);
    const en = await request(t.app).post("/api/newsletter").set("X-Forwarded-For", "198.51.100.1").send({ email: "b@example.org", language: "en" }).expect(429);
    expect(en.headers["retry-after"]).toBe("600");
    expect(en.body.message).toBe("Too many requests. Please try again in 10 minutes.");
    const fr = await request(t.app).post("/api/newsletter?lang=fr").set("X-Forwarded-For", "198.51.100.1").send({ email: "c@example.org", language: "fr" }).expect(429);
    expect(fr.body.message).toBe("Trop de requêtes. Veuillez réessayer dans 10\u00a0minutes.");
  });

  it("at sign-in", async () => {
    await request(t.app).post("/api/auth/login").set("X-Forwarded-For", "198.51.100.2").send({ ...TEST_ADMIN, password: "wrong password!" }).expect(401);
    const res = await request(t.app).post("/api/auth/login").set("X-Forwarded-For", "198.51.100.2").send(TEST_ADMIN).expect(429);
    expect(res.headers["retry-after"]).toBe("900");
    expect(res.body.message).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
  });
});

describe("bodies that are not what they say", () => {
  it("an infinite amount (1e999 in JSON) is refused as not finite, in both languages", async () => {
    const body = '{"email":"gift@example.org","amount":1e999,"currency":"XOF","impactTier":"train_learner","language":"en"}';
    const en = await request(t.app).post("/api/donations").set("X-Forwarded-For", "198.51.100.3").set("Content-Type", "application/json").send(body).expect(400);
    expect(fieldWords(en.body.errors)).toEqual([{ path: "amount", message: "Expected a finite number" }]);
    const fr = await request(t.app).post("/api/donations?lang=fr").set("X-Forwarded-For", "198.51.100.4").set("Content-Type", "application/json").send(body).expect(400);
    expect(fieldWords(fr.body.errors)).toEqual([{ path: "amount", message: "Nombre fini attendu" }]);
  });

  it("a webhook over its 1 MB is told so, not the JSON bodies' 100 KB", async () => {
    const res = await request(t.app).post("/api/webhooks/stripe").set("Content-Type", "application/json").send("x".repeat(1024 * 1024 + 1)).expect(413);
    expect(res.body).toEqual({ message: "The request is too large (1 MB at most)" });
  });

  it("a body that does not decode as its Content-Encoding says gets 400 saying so; an unknown coding 415 with what is read", async () => {
    const garbled = await request(t.app)
      .post("/api/contacts")
      .set("X-Forwarded-For", "198.51.100.5")
      .set("Content-Type", "application/json")
      .set("Content-Encoding", "gzip")
      .send(Buffer.from("this is not gzip"))
      .expect(400);
    expect(garbled.body).toEqual({ message: "The request body cannot be decoded as its Content-Encoding says" });
    const unknown = await request(t.app).post("/api/contacts").set("X-Forwarded-For", "198.51.100.6").set("Content-Type", "application/json").set("Content-Encoding", "bogus").send("{}").expect(415);
    expect(unknown.body).toEqual({ message: "Unsupported content type or encoding" });
    expect(unknown.headers["accept-encoding"]).toBe("gzip, deflate, br");
  });
});

describe("the origin check", () => {
  it("takes PUBLIC_URL's origin, never one built from the Host header the client wrote", async () => {
    const forged = await request(t.app)
      .post("/api/contacts")
      .set("X-Forwarded-For", "198.51.100.7")
      .set("Host", "evil.example")
      .set("Origin", "http://evil.example")
      .send({ name: "Eve", email: "eve@example.org", subject: "Hi", message: "Hello there", language: "en" })
      .expect(403);
    expect(forged.body).toEqual({ message: expect.any(String) });
    const agent = request.agent(t.app);
    await agent.post("/api/auth/login").set("X-Forwarded-For", "198.51.100.8").send(TEST_ADMIN).expect(200);
    await agent.put("/api/auth/password").set("Host", "evil.example").set("Origin", "http://evil.example").send({}).expect(403);
    // The site's own origin, and another name of loopback on its port, still pass.
    await agent.put("/api/auth/password").set("Origin", "http://127.0.0.1:5000").send({}).expect(400);
  });
});

describe("names as they are shown", () => {
  it("strips control and bidirectional-override characters from names and subjects; a message keeps its lines", async () => {
    await request(t.app)
      .post("/api/contacts")
      .set("X-Forwarded-For", "198.51.100.9")
      .send({ name: "Awa\u202e\u0007 Diallo\u2066", email: "awa.bidi@example.org", subject: "Invoice\u202egpj.exe\n", message: "Line one\nLine two\u202e\u001b[31m", language: "en" })
      .expect(201);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.email, "awa.bidi@example.org"));
    expect(row).toMatchObject({ name: "Awa Diallo", subject: "Invoicegpj.exe", message: "Line one\nLine two[31m" });
  });
});

describe("administrators' names", () => {
  const signedIn = async () => {
    const agent = request.agent(t.app);
    await agent.post("/api/auth/login").set("X-Forwarded-For", "198.51.100.10").send(TEST_ADMIN).expect(200);
    return agent;
  };

  it("are unique without regard to case, and come from a plain set that no look-alike passes, in both languages", async () => {
    const agent = await signedIn();
    const create = (username: string, lang = "en") => agent.post(`${apiPaths.admin.users}?lang=${lang}`).set("Origin", ORIGIN).send({ username, password: "a long enough password" });
    await create("Admin").expect(409);
    // "аdmin" with a Cyrillic а (U+0430).
    const mixed = await create("\u0430dmin").expect(400);
    expect(fieldWords(mixed.body.errors)).toEqual([{ path: "username", message: "Use letters a–z, digits and . _ @ - only, beginning and ending with a letter or a digit" }]);
    const fr = await create("\u0430dmin", "fr").expect(400);
    expect(fieldWords(fr.body.errors)).toEqual([
      { path: "username", message: "Utilisez uniquement des lettres a–z sans accent, des chiffres et . _ @ -, en commençant et en finissant par une lettre ou un chiffre" },
    ]);
    await create("Кирилл").expect(400);
    await create("kirill").expect(201);
    expect(await t.db.select().from(users)).toHaveLength(2);
  });

  it("keep a record's history in one piece: an id typed in capitals is written in lower case", async () => {
    const agent = await signedIn();
    const member = await createMembership(t.db, { fullName: "Case Study" });
    await agent.put(apiPaths.admin.membership(member.id.toUpperCase())).set("Origin", ORIGIN).send({ status: "active", version: member.version }).expect(200);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(entries).toEqual([expect.objectContaining({ action: "membership.approve", entityId: member.id })]);
  });
});
