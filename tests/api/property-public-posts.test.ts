/**
 * Bad input as a class (docs/rules.md R24), the public writes: whatever body a client sends to a public
 * POST — any JSON, any text, wrong types, extra and polluting keys, a valid body with one field
 * changed — the answer is a 2xx or a 4xx in the contract's shape, never a 5xx, and no prototype
 * is polluted.
 */
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { contacts, donations, memberships } from "../../shared/schema";
import { ORIGIN, signIn } from "../helpers/admin";
import { parseCsv } from "../helpers/csv";
import {
  anyBodyText,
  expectContractAnswer,
  mutatedBody,
  type Mutation,
  nastyString,
  pathSegment,
  runs,
  timeoutFor,
  unchanged,
  watchUnhandledRejections,
} from "../helpers/arbitraries";
import { createDonation } from "../helpers/factories";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";

const high = { windowMs: 60_000, limit: 1_000_000 };
const unhandled = watchUnhandledRejections();
let t: Awaited<ReturnType<typeof createTestApp>>;
let donationId: string;
let payable: { kind: "membership"; id: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ admin: true, formLimit: high, signInLimit: high });
  donationId = (await createDonation(t.db, { status: "pending", amount: 5_000, currency: "USD" })).id;
  const applied = await request(t.app).post("/api/memberships?payment=later").send(membership).expect(201);
  payable = { kind: "membership", id: applied.body.payable.id, token: applied.body.payable.token };
});
let startKeys = 0;
afterAll(async () => {
  unhandled.stop();
  await t.close();
});

const contact = { name: "Aïcha", email: "aicha@example.org", subject: "Hello", message: "A message long enough.", language: "en" };
const volunteer = { ...contact, subject: "Volunteering", message: "I can help on Saturdays." };
const membership = { fullName: "Koffi Mensah", email: "koffi@example.org", country: "Benin", category: "adherent_individual", consent: true, language: "en" };
const patron = { ...membership, category: "patron", contributionAmount: 500_000 };
const donation = { email: "donor@example.org", amount: 50, currency: "USD", language: "en" };
const tierDonation = { email: "donor@example.org", amount: 25, currency: "USD", impactTier: "train_learner", language: "fr" };
const newsletter = { email: "reader@example.org", language: "fr" };

/** Each public POST with the valid bodies its property changes (created afresh for each case). */
const posts: { path: string; valid: (() => Record<string, unknown>)[]; runs?: number }[] = [
  { path: "/api/contacts", valid: [() => contact, () => volunteer] },
  { path: "/api/newsletter", valid: [() => newsletter] },
  { path: "/api/memberships", valid: [() => membership, () => patron] },
  { path: "/api/donations", valid: [() => donation, () => tierDonation] },
  { path: "/api/create-payment-intent", valid: [() => ({ donationId, amount: 5_000, currency: "USD" })] },
  {
    path: "/api/payments",
    valid: [
      () => ({ payable, method: "mobile_money", phone: "01 97 12 34 56", operator: "mtn", idempotencyKey: `property-${++startKeys}-key` }),
      () => ({ payable, method: "card", idempotencyKey: `property-${++startKeys}-key` }),
    ],
  },
  // Each sign-in that passes the schema costs a password hash (~50 ms): fewer cases.
  { path: "/api/auth/login", valid: [() => TEST_ADMIN], runs: 30 },
  { path: "/api/auth/logout", valid: [() => ({})] },
];

const send = (path: string, text: string, headers: Record<string, string> = {}) =>
  request(t.app).post(path).set("Origin", ORIGIN).set("Content-Type", "application/json").set(headers).send(text);

/** Nothing a body said reached Object.prototype (or any object's). */
const expectNoPollution = () => {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.isAdmin).toBeUndefined();
};

describe.each(posts.map((p) => [p.path, p] as const))("POST %s", (_name, { path, valid, runs: base = 100 }) => {
  it(
    "answers any body with a 2xx or a 4xx in the contract's shape",
    async () => {
      await fc.assert(
        fc.asyncProperty(anyBodyText, async (text) => {
          expectContractAnswer(await send(path, text), `${path} ${JSON.stringify(text).slice(0, 200)}`);
          expectNoPollution();
        }),
        { numRuns: runs(base) },
      );
    },
    timeoutFor(base),
  );

  it(
    "answers a valid body with one field changed, removed or added the same way",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: valid.length - 1 }).chain((i) => fc.tuple(fc.constant(i), mutatedBody(valid[i]!()))), fc.constantFrom("en", "fr"), async ([i, change], lang) => {
          const text = change.apply(valid[i]!());
          expectContractAnswer(await send(path, text, { "Accept-Language": lang }), `${path} ${JSON.stringify(text).slice(0, 300)}`);
          expectNoPollution();
        }),
        { numRuns: runs(base), examples: valid.map((_, i) => [[i, unchanged], "fr"] as [[number, Mutation], string]) },
      );
    },
    timeoutFor(base),
  );
});

describe("bodies past the limit", () => {
  it(
    "a text of 100 KB to 1 MB in any field is 413 in the contract's shape, whatever the endpoint",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...posts),
          fc.integer({ min: 102_400, max: 1_048_576 }),
          fc.constantFrom("x", "é", "\u0000", "<", "\uD800"),
          async ({ path, valid }, size, unit) => {
            const body = valid[0]!();
            const key = Object.keys(body)[0] ?? "text";
            const text = JSON.stringify({ ...body, [key]: unit.repeat(size) });
            const res = await send(path, text);
            expectContractAnswer(res, `${path} ${key}: ${size} × ${JSON.stringify(unit)}`);
            expect(res.status).toBe(413);
          },
        ),
        { numRuns: runs(5) },
      );
    },
    timeoutFor(5, 1000),
  );
});

describe("bodies of another kind", () => {
  it(
    "any content type, encoding or charset is answered with a 2xx or a 4xx in the contract's shape",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...posts),
          fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/json; charset=utf-16",
            "application/json; charset=latin1",
            "application/json; charset=nope",
            "application/merge-patch+json",
            "application/xml",
            "image/png",
            "",
          ),
          fc.constantFrom(undefined, "gzip", "deflate", "br", "identity", "compress", "gzip, gzip"),
          anyBodyText,
          async ({ path }, type, encoding, text) => {
            const req = request(t.app).post(path).set("Origin", ORIGIN);
            if (type) req.set("Content-Type", type);
            if (encoding) req.set("Content-Encoding", encoding);
            expectContractAnswer(await req.send(text), `${path} ${type} ${encoding} ${JSON.stringify(text).slice(0, 200)}`);
          },
        ),
        { numRuns: runs(100) },
      );
    },
    timeoutFor(100),
  );
});

describe("payments' addresses", () => {
  it(
    "GET /api/payments/:id and POST …/test-confirm with any id, secret and body",
    async () => {
      await fc.assert(
        fc.asyncProperty(pathSegment, nastyString, anyBodyText, async (id, secret, text) => {
          const read = await request(t.app).get(`/api/payments/${id}?client_secret=${encodeURIComponent(secret.replace(/[\uD800-\uDFFF]/g, ""))}`);
          expectContractAnswer(read, `GET /api/payments/${id}`);
          expectContractAnswer(await send(`/api/payments/${id}/test-confirm`, text), `test-confirm ${id} ${text.slice(0, 200)}`);
          expectContractAnswer(await send(`/api/payments/${id}/test-confirm`, JSON.stringify({ clientSecret: secret })), `test-confirm ${id} ${JSON.stringify(secret)}`);
        }),
        { numRuns: runs(100) },
      );
    },
    timeoutFor(100),
  );

  it(
    "POST /api/webhooks/:provider with any body and signature (no provider configured: not found)",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom("stripe", "fedapay", "test", "nope"), anyBodyText, nastyString, async (provider, text, signature) => {
          const res = await request(t.app)
            .post(`/api/webhooks/${provider}`)
            .set("Content-Type", "application/json")
            .set("Stripe-Signature", signature.replace(/[^\x20-\x7e]/g, ""))
            .set("X-FEDAPAY-SIGNATURE", signature.replace(/[^\x20-\x7e]/g, ""))
            .send(text);
          expectContractAnswer(res, `webhook ${provider} ${text.slice(0, 200)}`);
        }),
        { numRuns: runs(30) },
      );
    },
    timeoutFor(30),
  );
});

/** Reads a body as text, whatever its type (a CSV download). */
const asText: Parameters<request.Test["parse"]>[0] = (res, done) => {
  let body = "";
  res.setEncoding("utf8");
  res.on("data", (chunk: string) => (body += chunk));
  res.on("end", () => done(null, body));
};

describe("what the properties stored", () => {
  it("is read back whole: the admin's lists, the dashboard and the CSV exports, in both languages", async () => {
    const admin = await signIn(t.app);
    const [members] = await t.db.select({ n: count() }).from(memberships);
    const [messages] = await t.db.select({ n: count() }).from(contacts);
    const [gifts] = await t.db.select({ n: count() }).from(donations);
    // The properties stored rows with nasty-but-valid text: otherwise this reads nothing.
    expect(members!.n).toBeGreaterThan(0);
    expect(messages!.n).toBeGreaterThan(0);
    for (const [path, total] of [
      ["/api/memberships?pageSize=100", members!.n],
      ["/api/contacts?pageSize=100", messages!.n],
      ["/api/donations?pageSize=100", gifts!.n],
    ] as const) {
      const res = await admin.get(path).expect(200);
      expect(res.body.total, path).toBe(total);
      expect(JSON.parse(JSON.stringify(res.body.items))).toHaveLength(Math.min(total, 100));
    }
    await admin.get("/api/admin/activity").expect(200);
    await admin.get("/api/admin/stats").expect(200);
    for (const [path, total] of [
      ["/api/memberships/export.csv", members!.n],
      ["/api/donations/export.csv", gifts!.n],
    ] as const) {
      for (const [lang, separator] of [["en", ","], ["fr", ";"]] as const) {
        const res = await admin.get(path).set("Accept-Language", lang).buffer(true).parse(asText).expect(200);
        const rows = parseCsv((res.body as string).replace(/^\uFEFF/, ""), separator);
        expect(rows, `${path} ${lang}`).toHaveLength(total + 1);
        const width = rows[0]!.length;
        for (const row of rows) expect(row, `${path} ${lang}: ${JSON.stringify(row)}`).toHaveLength(width);
        // No cell a spreadsheet would run as a formula.
        for (const row of rows.slice(1)) for (const cell of row) expect(cell, path).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  });
});

it("left no unhandled rejection", () => {
  expect(unhandled.rejections).toEqual([]);
});
