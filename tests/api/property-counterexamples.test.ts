/**
 * What the bad-input properties found (docs/rules.md R24; property-*.test.ts), each kept as the one request
 * that showed it: every one answered 500 before its fix, and must stay a 4xx in the contract's shape.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { expectContractAnswer } from "../helpers/arbitraries";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true, pages: true });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

describe("the settings", () => {
  it.each(["", "2027", "x"])("an empty or shapeless date of the next assembly (%j) is refused with 400 on the field", async (nextAgm) => {
    const res = await admin.put("/api/admin/settings").set("Origin", ORIGIN).send({ nextAgm });
    expectContractAnswer(res, `nextAgm ${nextAgm}`);
    expect(res.status).toBe(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "nextAgm", message: "Enter a month (YYYY-MM) or a day (YYYY-MM-DD)" }]);
  });
});

describe("half of a surrogate pair alone (\\ud800 in JSON)", () => {
  const program = {
    slug: "coding-club",
    pillar: "digital_literacy",
    title: { en: "Coding club", fr: "Club de code" },
    summary: { en: "Weekly.", fr: "Chaque semaine." },
    content: { en: "\ud800", fr: "Texte" },
    published: true,
  };
  it.each([
    ["post", "/api/programs", program, "content.en"],
    ["post", "/api/contacts", { name: "A\udfffb", email: "a@example.org", subject: "Hi", message: "Hello there", language: "en" }, "name"],
    ["post", "/api/auth/login", { username: "\ud800", password: "x" }, "username"],
  ] as const)("%s %s is refused with 400 naming the field, in both languages", async (method, path, body, field) => {
    for (const [lang, message] of [
      ["en", "Remove the invalid character from this field"],
      ["fr", "Retirez le caractère invalide de ce champ"],
    ] as const) {
      const res = await admin[method](path).set("Origin", ORIGIN).set("Accept-Language", lang).set("Content-Type", "application/json").send(JSON.stringify({ ...body, language: undefined }));
      expectContractAnswer(res, `${path} ${lang}`);
      expect(res.status).toBe(400);
      expect(fieldWords(res.body.errors)).toEqual([{ path: field, message }]);
    }
  });

  it("a whole pair (an emoji) is kept", async () => {
    const res = await admin.post("/api/programs").set("Origin", ORIGIN).send({ ...program, slug: "emoji", content: { en: "👩‍👩‍👧 \ud83d\ude00", fr: "" } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.program.content.en).toBe("👩‍👩‍👧 😀");
  });
});

describe("dates that cannot be stored as they are sent", () => {
  const event = { title: { en: "Workshop", fr: "" }, description: { en: "Bring a laptop.", fr: "" }, published: true };
  const article = { title: { en: "A study", fr: "" }, excerpt: { en: "Found.", fr: "" }, content: { en: "Text", fr: "" }, author: "Aïcha", tags: [], published: true };
  let n = 0;

  it.each([["0000-01-01"], ["0001-01-01T00:00:00Z"], ["0999-12-31T23:59:59Z"], ["+010000-01-01T00:00:00Z"], ["-000001-01-01T00:00:00Z"], [8.64e15], [-8.64e15]])(
    "an event starting at %j (500, or read back 1900 years later) is refused with 400 on the field",
    async (startsAt) => {
      const res = await admin.post("/api/events").set("Origin", ORIGIN).send({ ...event, slug: `event-${++n}`, startsAt });
      expectContractAnswer(res, `startsAt ${startsAt}`);
      expect(res.status).toBe(400);
      expect(fieldWords(res.body.errors)).toEqual([{ path: "startsAt", message: "Invalid input" }]);
      const end = await admin.post("/api/events").set("Origin", ORIGIN).send({ ...event, slug: `event-${++n}`, startsAt: "2026-12-01T09:00:00Z", endsAt: startsAt });
      expect(end.status).toBe(400);
      expect(fieldWords(end.body.errors)).toEqual([{ path: "endsAt", message: "Invalid input" }]);
    },
  );

  it("the first and the last instants that can be stored are kept", async () => {
    for (const startsAt of ["1000-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z"]) {
      const res = await admin.post("/api/events").set("Origin", ORIGIN).send({ ...event, slug: `event-${++n}`, startsAt });
      expect(res.status, res.text).toBe(201);
      expect(res.body.event.startsAt).toBe(startsAt);
    }
  });

  it("an article published on 0000-01-01 is refused with 400 on the field", async () => {
    const res = await admin.post("/api/articles").set("Origin", ORIGIN).send({ ...article, slug: "year-zero", publishDate: "0000-01-01" });
    expectContractAnswer(res, "publishDate 0000-01-01");
    expect(res.status).toBe(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "publishDate", message: "Invalid input" }]);
  });

  it.each(["from=0000-01-01", "to=0000-01-01"])("the donations listed %s are refused with 400 on the field", async (query) => {
    for (const path of ["/api/donations", "/api/donations/export.csv"]) {
      const res = await admin.get(`${path}?${query}`);
      expectContractAnswer(res, `${path}?${query}`);
      expect(res.status).toBe(400);
      expect(fieldWords(res.body.errors)).toEqual([{ path: query.slice(0, query.indexOf("=")), message: "Invalid input" }]);
    }
  });
});

describe("a body that says it is compressed and is not", () => {
  it.each(["br", "deflate", "gzip"])("Content-Encoding: %s → 400 in the contract's shape", async (encoding) => {
    const res = await admin
      .post("/api/contacts")
      .set("Origin", ORIGIN)
      .set("Content-Type", "application/json")
      .set("Content-Encoding", encoding)
      .send("{}");
    expectContractAnswer(res, encoding);
    expect(res.status).toBe(400);
  });
});

describe("pages' addresses with repeated slashes or a backslash", () => {
  it.each([
    ["//", "/"],
    ["/\\", "/"],
    ["/fr//evil.example/x?lang=en", "/fr/evil.example/x?lang=en"],
    ["/fr/\\evil.example?lang=en", "/fr/evil.example?lang=en"],
    ["//evil.example/?lang=fr", "/evil.example/?lang=fr"],
    ["/programs//coding?pillar=tvet", "/programs/coding?pillar=tvet"],
  ])("%s is sent to %s on this site (was a 500, or a redirect to //evil.example)", async (path, location) => {
    const res = await request(t.app).get(path).expect(301);
    expect(res.headers.location).toBe(location);
    const next = await request(t.app).get(location);
    expect(next.headers.location ?? "/", path).toMatch(/^\/(?![/\\])/);
  });
});
