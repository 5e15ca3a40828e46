/**
 * An administrator's name never passes for another's (docs/decisions/011-sign-in-limits.md): names
 * come from a plain set (a–z, 0–9, and . _ @ - between them), are one without regard to case — the
 * database holds that too — and a name typed in another form at sign-in (fullwidth, capitals) is the
 * same account's.
 */
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/paths";
import { users } from "../../shared/schema";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

const add = (username: string, lang = "en") =>
  admin.post(`${apiPaths.admin.users}?lang=${lang}`).set("Origin", ORIGIN).send({ username, password: "a long enough phrase" });

describe("a new administrator's name", () => {
  it("refuses a name that looks like another: fullwidth, mixed scripts, or punctuation at either end, in both languages", async () => {
    for (const lookalike of ["ａｄｍｉｎ", "аdmin", "admin.", ".admin", "admin-", "Émile"]) {
      const res = await add(lookalike).expect(400);
      expect(fieldWords(res.body.errors)).toEqual([{ path: "username", message: "Use letters a–z, digits and . _ @ - only, beginning and ending with a letter or a digit" }]);
    }
    const fr = await add("ａｄｍｉｎ", "fr").expect(400);
    expect(fieldWords(fr.body.errors)).toEqual([
      { path: "username", message: "Utilisez uniquement des lettres a–z sans accent, des chiffres et . _ @ -, en commençant et en finissant par une lettre ou un chiffre" },
    ]);
    expect((await t.db.select({ username: users.username }).from(users)).map((u) => u.username)).toEqual([TEST_ADMIN.username]);
    // Punctuation inside a name is fine.
    await add("kofi.mensah-2").expect(201);
  });

  it("is one without regard to case in the database too, whoever writes it", async () => {
    await expect(t.db.insert(users).values({ username: TEST_ADMIN.username.toUpperCase(), passwordHash: "x" })).rejects.toThrow();
    expect(await t.db.select().from(users).where(sql`lower(${users.username}) = ${TEST_ADMIN.username}`)).toHaveLength(1);
  });
});

describe("signing in", () => {
  it("takes the name typed in capitals or fullwidth forms as the same account", async () => {
    const fullwidth = TEST_ADMIN.username.toUpperCase().replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const res = await request(t.app).post(apiPaths.login).set("Origin", ORIGIN).send({ username: fullwidth, password: TEST_ADMIN.password }).expect(200);
    expect(res.body.user.username).toBe(TEST_ADMIN.username);
  });
});
