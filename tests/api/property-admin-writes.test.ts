/**
 * Bad input as a class (docs/rules.md R24), the administration's writes other than the content's
 * (property-admin-content.test.ts): signed in, whatever an administrator's browser (or a stolen
 * session) sends to members, messages, settings, administrators, the password, images and any
 * record's address — any JSON, nasty text in any field and one level down, wrong types, extra and
 * polluting keys, any id — the answer is a 2xx or a 4xx in the contract's shape, never a 5xx; and
 * what was accepted is read back: the lists, the dashboard, the audit list, the settings' pages.
 */
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { anyBodyText, describeWrites, expectContractAnswer, pathSegment, runs, timeoutFor, watchUnhandledRejections, type Method, type Write } from "../helpers/arbitraries";
import { createContact, createMembership } from "../helpers/factories";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";

const high = { windowMs: 60_000, limit: 1_000_000 };
const unhandled = watchUnhandledRejections();
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
let membershipId: string;
let contactId: string;
let password = TEST_ADMIN.password;
let serial = 0;
beforeAll(async () => {
  t = await createTestApp({ seed: true, admin: true, pages: true, formLimit: high, signInLimit: high });
  admin = await signIn(t.app);
  membershipId = (await createMembership(t.db)).id;
  contactId = (await createContact(t.db)).id;
});
afterAll(async () => {
  unhandled.stop();
  await t.close();
});

const write = (method: Method, path: string, body?: string, lang = "en") => {
  const req = admin[method](path).set("Origin", ORIGIN).set("Accept-Language", lang);
  return body === undefined ? req : req.set("Content-Type", "application/json").send(body);
};

const writes: Write[] = [
  {
    name: "PUT /api/memberships/:id",
    method: "put",
    path: () => `/api/memberships/${membershipId}`,
    shape: { fullName: "Koffi", email: "koffi@example.org", country: "Benin", category: "adherent_individual", status: "active", language: "fr" },
    valid: () => ({ fullName: "Koffi", email: "koffi@example.org", country: "Benin", category: "adherent_individual", status: "active", language: "fr" }),
  },
  { name: "PUT /api/contacts/:id", method: "put", path: () => `/api/contacts/${contactId}`, shape: { status: "read" }, valid: () => ({ status: "replied" }) },
  {
    name: "PUT /api/admin/settings",
    method: "put",
    path: () => "/api/admin/settings",
    shape: { dues: { adherent_individual: 12_000, adherent_organization: 120_000, patron: 500_000 }, nextAgm: "2027-05" },
    valid: () => ({ dues: { adherent_individual: 12_000, adherent_organization: 120_000, patron: 500_000 }, nextAgm: "2027-05-14" }),
    check: async () => {
      for (const page of ["/join", "/fr/join", "/statutes"]) expect((await request(t.app).get(page)).status, page).toBe(200);
    },
  },
  {
    name: "POST /api/admin/users",
    method: "post",
    path: () => "/api/admin/users",
    shape: { username: "editor", password: "a long passphrase" },
    valid: () => ({ username: `editor${++serial}`, password: "a long passphrase" }),
    // A password hash for each one that passes the schema: fewer cases.
    runs: 30,
  },
  {
    name: "PUT /api/auth/password",
    method: "put",
    path: () => "/api/auth/password",
    shape: { currentPassword: "x", newPassword: "y" },
    valid: () => ({ currentPassword: password, newPassword: "another long passphrase" }),
    check: async (_res, sent) => {
      // Changed: the next case starts from the new password, and it signs in.
      password = (JSON.parse(sent) as { newPassword: string }).newPassword;
      await signIn(t.app, { username: TEST_ADMIN.username, password });
    },
    runs: 30,
  },
];

describeWrites(writes, (method, path, body, lang) => write(method, path, body, lang));

describe("addresses of the administration's records", () => {
  it(
    "PUT and DELETE with any id answer with a 2xx or a 4xx in the contract's shape",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("/api/memberships", "/api/contacts", "/api/programs", "/api/articles", "/api/events", "/api/admin/users"),
          fc.constantFrom<Method>("put", "delete"),
          pathSegment,
          anyBodyText,
          async (base, method, id, body) => {
            const res = await write(method, `${base}/${id}`, method === "put" ? body : undefined);
            expectContractAnswer(res, `${method} ${base}/${id} ${body.slice(0, 100)}`);
          },
        ),
        { numRuns: runs(100) },
      );
    },
    timeoutFor(100),
  );

  it(
    "an image upload of any bytes and type is refused with a 4xx in the contract's shape",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("image/png", "image/jpeg", "image/webp", "image/gif", "image/svg+xml", "application/octet-stream"),
          fc.oneof(
            fc.uint8Array({ maxLength: 2000 }),
            // A real header, then anything.
            fc.uint8Array({ maxLength: 500 }).map((rest) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...rest])),
            fc.uint8Array({ maxLength: 500 }).map((rest) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...rest])),
            fc.uint8Array({ maxLength: 500 }).map((rest) => new Uint8Array([...Buffer.from("RIFF\0\0\0\0WEBPVP8 "), ...rest])),
          ),
          async (type, bytes) => {
            const res = await admin.post("/api/admin/images").set("Origin", ORIGIN).set("Content-Type", type).send(Buffer.from(bytes));
            expectContractAnswer(res, `image ${type} ${bytes.length} bytes`);
          },
        ),
        { numRuns: runs(30) },
      );
    },
    timeoutFor(30, 300),
  );
});

describe("what the properties saved", () => {
  it("is read back whole: the members' and messages' lists, the dashboard, the audit list, the administrators and the pages that show the settings", async () => {
    admin = await signIn(t.app, { username: TEST_ADMIN.username, password });
    for (const path of ["/api/memberships", "/api/contacts", "/api/admin/activity", "/api/admin/stats", "/api/admin/users", "/api/admin/settings", "/api/site-settings"])
      expect((await admin.get(path)).status, path).toBe(200);
    const audit = await admin.get("/api/admin/audit?pageSize=100").expect(200);
    expect(audit.body.total).toBeGreaterThan(0);
    for (const path of ["/join", "/fr/join", "/statutes", "/fr/statutes"]) expect((await request(t.app).get(path)).status, path).toBe(200);
  });
});

it("left no unhandled rejection", () => {
  expect(unhandled.rejections).toEqual([]);
});
