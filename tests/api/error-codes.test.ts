/**
 * Each refused field names its rule beside its words (`code` and its parameters, in the error body
 * of docs/rules.md R17): a client words it in its own language without reading the server's text.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/paths";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ seed: true, admin: true, formLimit: { windowMs: 60_000, limit: 1000 } });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

const contact = { name: "Aïcha", email: "aicha@example.org", subject: "Hello", message: "A message long enough.", language: "en" };
const membership = { fullName: "Aïcha", email: "aicha@example.org", country: "Benin", category: "founder", consent: true, language: "en" };
const program = (slug: string) => ({
  slug,
  pillar: "digital_jobs",
  title: { en: "A program", fr: "Un programme" },
  summary: { en: "A summary", fr: "Un résumé" },
  content: { en: "Content", fr: "Contenu" },
  published: false,
});

describe("a refused field names its rule", () => {
  it("a field left empty or missing: required, whatever the language", async () => {
    const res = await request(t.app).post("/api/contacts").send({ ...contact, name: "  ", email: undefined, language: "fr" }).expect(400);
    expect(res.body.errors).toEqual([
      { path: "name", message: "Obligatoire", code: "required" },
      { path: "email", message: "Obligatoire", code: "required" },
    ]);
  });

  it("a text too short: too_small, with its minimum in characters", async () => {
    const res = await admin.post("/api/admin/users").set("Origin", ORIGIN).send({ username: "al", password: TEST_ADMIN.password }).expect(400);
    expect(res.body.errors).toEqual([
      { path: "username", message: "String must contain at least 3 character(s)", code: "too_small", origin: "string", minimum: 3, inclusive: true },
    ]);
  });

  it("a value not of the list: invalid_value, with the values allowed", async () => {
    const res = await request(t.app).post("/api/memberships").send({ ...membership, category: "emperor" }).expect(400);
    const [error] = res.body.errors;
    expect(error).toMatchObject({ path: "category", code: "invalid_value" });
    expect(error.values).toContain("founder");
    expect(error.values.every((value: unknown) => typeof value === "string")).toBe(true);
  });

  it("a rule of the site's own: its key, with its parameters", async () => {
    const refused = await request(t.app).post("/api/memberships").send({ ...membership, consent: false }).expect(400);
    expect(refused.body.errors).toEqual([{ path: "consent", message: "You must consent to the processing of your personal data to apply", code: "consentRequired" }]);
    const slug = await admin.post(apiPaths.admin.programs).set("Origin", ORIGIN).send(program("Not A Slug")).expect(400);
    expect(slug.body.errors).toContainEqual({ path: "slug", message: "Use lowercase letters, digits and single hyphens only", code: "slugFormat" });
  });

  it("an address already used: 409, taken", async () => {
    await admin.post(apiPaths.admin.programs).set("Origin", ORIGIN).send(program("one-slug")).expect(201);
    const res = await admin.post(apiPaths.admin.programs).set("Origin", ORIGIN).send(program("one-slug")).expect(409);
    expect(res.body.errors).toEqual([{ path: "slug", message: expect.any(String), code: "taken" }]);
    const user = await admin.post("/api/admin/users").set("Origin", ORIGIN).send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(409);
    expect(user.body.errors).toEqual([{ path: "username", message: "An administrator with this username already exists", code: "taken" }]);
  });

  it("a refusal of the server's own, without a rule: refused", async () => {
    const res = await admin.put("/api/auth/password").set("Origin", ORIGIN).send({ currentPassword: "not the one at all", newPassword: "another long phrase" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "currentPassword", message: "The current password is not correct", code: "refused" }]);
  });
});
