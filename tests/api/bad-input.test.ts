/**
 * Input PostgreSQL cannot store, addresses that cannot be decoded, bodies that lie about their
 * encoding: each is a clear 4xx in the contract's shape (docs/rules.md R24), never a 500 and a lost
 * submission.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts } from "../../shared/schema";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ seed: true, pages: true, admin: true, formLimit: { windowMs: 60_000, limit: 1000 } });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

const NUL = "\u0000";
const contact = { name: "Aïcha", email: "aicha@example.org", subject: "Hello", message: "A message long enough.", language: "en" };
const membership = { fullName: "Aïcha", email: "aicha@example.org", country: "Benin", category: "founder", consent: true, language: "en" };

describe("text holding NUL (U+0000)", () => {
  it.each([
    ["/api/contacts", { ...contact, name: `Aï${NUL}cha` }, "name"],
    ["/api/contacts", { ...contact, message: `line one${NUL}` }, "message"],
    ["/api/contacts", { ...contact, subject: "Volunteering", message: `I can help${NUL} on Saturdays` }, "message"],
    ["/api/memberships", { ...membership, fullName: `${NUL}` }, "fullName"],
    ["/api/memberships", { ...membership, country: `Bé${NUL}nin` }, "country"],
    ["/api/auth/login", { username: `ad${NUL}min`, password: "whatever it is" }, "username"],
  ])("POST %s refuses it with 400 naming the field", async (path, body, field) => {
    const res = await request(t.app).post(path).set("Origin", ORIGIN).send(body).expect(400);
    expect(fieldWords(res.body.errors)).toContainEqual({ path: field, message: "Remove the invalid character (NUL) from this field" });
  });

  it("answers in the sender's language, and stores nothing", async () => {
    const res = await request(t.app).post("/api/contacts").send({ ...contact, language: "fr", name: `x${NUL}` }).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "name", message: "Retirez le caractère invalide (NUL) de ce champ" }]);
    expect(await t.db.select().from(contacts)).toEqual([]);
  });

  it("in a field no schema reads, or in a key, is refused too", async () => {
    const res = await request(t.app).post("/api/contacts").send({ ...contact, [`x${NUL}`]: 1 }).expect(400);
    expect(res.body.errors[0].path).toBe("x\\0");
  });

  it("in an admin search is refused with 400", async () => {
    const res = await admin.get(`/api/memberships?q=a%00b`).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "q", message: "Remove the invalid character (NUL) from this field" }]);
  });
});

describe("addresses that cannot be decoded or hold NUL", () => {
  it.each(["/api/programs/%00", "/api/articles/%C0", "/api/programs/%E0%A4%A", "/api/articles/a%00b"])("API %s → 404 JSON", async (path) => {
    const res = await request(t.app).get(path).expect(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it.each(["/programs/%00", "/research/%E0%A4%A", "/fr/programs/%C0", "/research/a%00b"])("page %s → the not-found page", async (path) => {
    const res = await request(t.app).get(path).expect(404);
    expect(res.text).toMatch(/404|introuvable/);
  });
});

describe("a body that is not what its headers say", () => {
  it("Content-Encoding: gzip on a body that is not gzip → 400", async () => {
    const res = await request(t.app)
      .post("/api/contacts")
      .set("Content-Type", "application/json")
      .set("Content-Encoding", "gzip")
      .send(Buffer.from("this is not gzip"))
      .expect(400);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});
