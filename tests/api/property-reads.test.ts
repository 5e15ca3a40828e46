/**
 * Bad input as a class (docs/rules.md R24), the addresses: whatever path parameter, query string, header
 * or cookie a client sends to the API or the pages, the API answers a 2xx (or 3xx to its own
 * address) or a 4xx in the contract's JSON shape, a page answers 2xx, 3xx to a page of this site,
 * or 4xx with the not-found page (HTML) — never a 5xx.
 */
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type Agent } from "../helpers/admin";
import { expectContractAnswer, nastyString, pathSegment, queryString, runs, strangeKey, timeoutFor, watchUnhandledRejections } from "../helpers/arbitraries";
import { createContact, createDonation, createMembership } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";

const unhandled = watchUnhandledRejections();
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ seed: true, admin: true, pages: true });
  admin = await signIn(t.app);
  await createMembership(t.db, { fullName: "Koffi <b>Mensah</b>", country: "=1+1" });
  await createContact(t.db, { name: "'; DROP TABLE contacts; --" });
  await createDonation(t.db);
});
afterAll(async () => {
  unhandled.stop();
  await t.close();
});

/** Header values a client may send (HTTP allows visible ASCII, spaces and tabs). */
const headerValue = nastyString.map((s) => s.replace(/[^\x20-\x7e\t]/g, ""));

/** A redirect goes to an address of this site: a path, never `//elsewhere` or another origin. */
const expectOwnRedirect = (res: request.Response, what: string) => {
  const location = String(res.headers.location ?? "");
  expect(location, what).toMatch(/^\/(?![/\\])/);
};

/** A page's answer: 2xx/3xx (to this site), or a 4xx with the not-found page — never a 5xx. */
function expectPageAnswer(res: request.Response, what: string) {
  const context = `${what} → ${res.status} ${res.text?.slice(0, 200)}`;
  expect(res.status, context).toBeGreaterThanOrEqual(200);
  expect(res.status, context).toBeLessThan(500);
  if (res.status >= 300 && res.status < 400) return expectOwnRedirect(res, context);
  if (res.status < 300) return;
  if (res.headers["content-type"]?.startsWith("application/json")) return expectContractAnswer(res, what);
  expect(res.headers["content-type"], context).toMatch(/^text\/(html|plain)/);
  if (res.headers["content-type"]?.startsWith("text/html")) expect(res.text, context).toMatch(/404|introuvable|not found/i);
}

/** The API's answer: a 2xx, a 3xx to its own address (an old slug), or a 4xx in the contract's shape. */
function expectApiAnswer(res: request.Response, what: string) {
  if (res.status >= 300 && res.status < 400) return expectOwnRedirect(res, what);
  if (res.status < 300 && res.headers["content-type"]?.startsWith("text/csv")) return;
  expectContractAnswer(res, what);
}

const optionalQuery = (keys: string[]) => fc.option(queryString(keys), { nil: undefined }).map((q) => (q === undefined ? "" : `?${q}`));

describe("the API's addresses", () => {
  it(
    "a program's or an article's slug, and any query, for a visitor and for an administrator",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom("/api/programs/", "/api/articles/"), pathSegment, optionalQuery(["lang", "all"]), fc.boolean(), async (base, slug, query, signedIn) => {
          const path = `${base}${slug}${query}`;
          expectApiAnswer(await (signedIn ? admin : request(t.app)).get(path), path);
        }),
        { numRuns: runs(100) },
      );
    },
    timeoutFor(100),
  );

  it(
    "the public lists' filters: any query",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("/api/programs", "/api/articles", "/api/events", "/api/site-settings", "/api/health", "/api/auth/me"),
          queryString(["all", "pillar", "lang", "page", "q"]),
          fc.boolean(),
          async (base, query, signedIn) => {
            const path = `${base}?${query}`;
            expectApiAnswer(await (signedIn ? admin : request(t.app)).get(path), path);
          },
        ),
        { numRuns: runs(100) },
      );
    },
    timeoutFor(100),
  );

  it(
    "the administration's lists, exports and searches: any filter, page, size and search",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            "/api/memberships",
            "/api/memberships/export.csv",
            "/api/contacts",
            "/api/donations",
            "/api/donations/export.csv",
            "/api/admin/audit",
            "/api/admin/activity",
            "/api/admin/stats",
            "/api/admin/programs",
            "/api/admin/users",
          ),
          fc.oneof(
            queryString(["status", "q", "page", "pageSize", "currency", "from", "to", "lang"]),
            fc
              .tuple(fc.constantFrom("page", "pageSize", "from", "to", "q", "status"), fc.constantFrom("0", "-1", "1e3", "1.5", "NaN", "Infinity", "99999999999999999999", "0x10", " 1", "2026-02-30", "0000-01-01", "9999-99-99", ""))
              .map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
          ),
          async (base, query) => {
            const path = `${base}?${query}`;
            expectApiAnswer(await admin.get(path), path);
          },
        ),
        { numRuns: runs(100) },
      );
    },
    timeoutFor(100),
  );

  it(
    "any other address under /api, with any method: 404 (or 401 for the administration's) in the contract's shape",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("get", "post", "put", "patch", "delete"),
          fc.array(fc.oneof(pathSegment, fc.constantFrom("admin", "programs", "memberships", "payments", "auth", "images", "export.csv")), { minLength: 1, maxLength: 4 }),
          optionalQuery(["lang", "all", "client_secret"]),
          async (method, segments, query) => {
            const path = `/api/${segments.join("/")}${query}`;
            expectApiAnswer(await request(t.app)[method](path).set("Origin", "http://localhost:5000"), `${method} ${path}`);
          },
        ),
        { numRuns: runs(100) },
      );
    },
    timeoutFor(100),
  );
});

describe("the pages' addresses", () => {
  const bases = ["/programs/", "/research/", "/fr/programs/", "/fr/research/", "/", "/fr/", "/legal/", "/fr/legal/", "/documents/", "/images/uploads/", "/images/", "/fr//", "//", "/admin/"];

  it(
    "any path under the pages' prefixes, with any query: a page, a redirect to this site, or the not-found page",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...bases),
          fc.array(pathSegment, { minLength: 1, maxLength: 3 }),
          optionalQuery(["lang", "pillar", "page", "payment_intent", "payment_intent_client_secret", "redirect_status", "kind", "type"]),
          async (base, segments, query) => {
            const path = `${base}${segments.join("/")}${query}`;
            expectPageAnswer(await request(t.app).get(path), path);
          },
        ),
        { numRuns: runs(100) },
      );
    },
    timeoutFor(100, 200),
  );

  it(
    "the site's pages with any query, language choice, Accept-Language and cookie",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("/", "/about", "/programs", "/research", "/events", "/contact", "/join", "/donate", "/statutes", "/volunteer", "/payment-success", "/legal/privacy", "/fr/", "/fr/programs", "/fr/join", "/sitemap.xml", "/robots.txt"),
          queryString(["lang", "pillar", "payment_intent", "payment_intent_client_secret", "redirect_status", "type", "kind"]),
          headerValue,
          fc.oneof(headerValue, fc.constantFrom("lang=fr", "lang=en", "lang=xx", "lang=", "lang=%00", "session=x; lang=fr", "=;;=")),
          async (base, query, acceptLanguage, cookie) => {
            const path = `${base}?${query}`;
            const res = await request(t.app).get(path).set("Accept-Language", acceptLanguage).set("Cookie", cookie);
            expectPageAnswer(res, `${path} Accept-Language: ${acceptLanguage} Cookie: ${cookie}`);
          },
        ),
        { numRuns: runs(100) },
      );
    },
    timeoutFor(100, 200),
  );

  it("?lang= never leads to another site, whatever the path", async () => {
    for (const path of ["/fr//evil.example/x?lang=en", "//evil.example/?lang=fr", "/fr/\\evil.example?lang=en", "/fr//%2F/evil.example?lang=en"]) {
      const res = await request(t.app).get(path);
      expectPageAnswer(res, path);
    }
  });
});

describe("strange keys in a query", () => {
  it(
    "prototype keys and repeated keys in any query are a 2xx or a 4xx in the contract's shape",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("/api/programs", "/api/memberships", "/api/donations", "/api/payments/x"),
          fc.array(fc.tuple(fc.oneof(strangeKey, fc.constantFrom("__proto__[x]", "constructor[prototype][x]", "a[]", "a[0]")), fc.string({ maxLength: 5 })), { maxLength: 4 }),
          async (base, pairs) => {
            const query = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
            expectApiAnswer(await admin.get(`${base}?${query}`), `${base}?${query}`);
            expect(({} as Record<string, unknown>).x).toBeUndefined();
          },
        ),
        { numRuns: runs(50) },
      );
    },
    timeoutFor(50),
  );
});

it("left no unhandled rejection", () => {
  expect(unhandled.rejections).toEqual([]);
});
