/**
 * What the bad-input properties found (issue 15; property-*.test.ts), each kept as the one request
 * that showed it: every one answered 500 before its fix, and must stay a 4xx in the contract's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { expectContractAnswer } from "../helpers/arbitraries";
import { createTestApp } from "../helpers/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

describe("the settings", () => {
  it.each(["", "2027", "x"])("an empty or shapeless date of the next assembly (%j) is refused with 400 on the field", async (nextAgm) => {
    const res = await admin.put("/api/admin/settings").set("Origin", ORIGIN).send({ nextAgm });
    expectContractAnswer(res, `nextAgm ${nextAgm}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "nextAgm", message: "Enter a month (YYYY-MM) or a day (YYYY-MM-DD)" }]);
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
      expect(res.body.errors).toEqual([{ path: field, message }]);
    }
  });

  it("a whole pair (an emoji) is kept", async () => {
    const res = await admin.post("/api/programs").set("Origin", ORIGIN).send({ ...program, slug: "emoji", content: { en: "👩‍👩‍👧 \ud83d\ude00", fr: "" } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.program.content.en).toBe("👩‍👩‍👧 😀");
  });
});
