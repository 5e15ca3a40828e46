/**
 * Bad input as a class (issue 15), the administration's writes: signed in, whatever an
 * administrator's browser (or a stolen session) sends — any JSON, nasty text in any field and one
 * level down (`title.en`), wrong types, extra and polluting keys, any id in the address — the
 * answer is a 2xx or a 4xx in the contract's shape, never a 5xx; and what was accepted is read back
 * whole: the API, the public page, the editors' lists, the audit list and the sitemap.
 */
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import {
  anyBodyText,
  expectContractAnswer,
  mutatedBody,
  pathSegment,
  runs,
  timeoutFor,
  unchanged,
  watchUnhandledRejections,
} from "../helpers/arbitraries";
import { createContact, createMembership } from "../helpers/factories";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";

const high = { windowMs: 60_000, limit: 1_000_000 };
const unhandled = watchUnhandledRejections();
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
let membershipId: string;
let contactId: string;
let password = TEST_ADMIN.password;
const ids = { programs: "", articles: "", events: "" };
beforeAll(async () => {
  t = await createTestApp({ seed: true, admin: true, pages: true, formLimit: high, loginLimit: high });
  admin = await signIn(t.app);
  membershipId = (await createMembership(t.db)).id;
  contactId = (await createContact(t.db)).id;
  for (const [kind, body] of [["programs", program()], ["articles", article()], ["events", event()]] as const) {
    const res = await write("post", `/api/${kind}`, JSON.stringify(body));
    expect(res.status, res.text).toBe(201);
    ids[kind] = (res.body as Record<string, { id: string }>)[kind.slice(0, -1)]!.id;
  }
});
afterAll(async () => {
  unhandled.stop();
  await t.close();
});

let serial = 0;
const text = (en: string, fr: string) => ({ en, fr });
function program() {
  return {
    slug: `program-${++serial}`,
    pillar: "digital_literacy",
    title: text("Coding club", "Club de code"),
    summary: text("Weekly sessions.", "Des séances chaque semaine."),
    content: text("## What\n\nWe *learn*.", "## Quoi\n\nNous *apprenons*."),
    eligibility: text("Anyone aged 12 to 18.", "Toute personne de 12 à 18 ans."),
    applyLink: "https://example.org/apply",
    published: true,
  };
}
function article() {
  return {
    slug: `article-${++serial}`,
    title: text("A study", "Une étude"),
    excerpt: text("What we found.", "Ce que nous avons trouvé."),
    content: text("# Findings\n\n- one\n- two", "# Résultats\n\n- un\n- deux"),
    author: "Aïcha Dossou",
    publishDate: "2026-01-15",
    tags: ["research", "literacy"],
    published: true,
  };
}
function event() {
  return {
    slug: `event-${++serial}`,
    title: text("Workshop", "Atelier"),
    description: text("Bring a laptop.", "Apportez un ordinateur."),
    kind: "workshop",
    startsAt: "2026-12-01T09:00:00.000Z",
    endsAt: "2026-12-01T12:00:00.000Z",
    timezone: "Africa/Porto-Novo",
    location: text("Cotonou", "Cotonou"),
    isOnline: false,
    capacity: 30,
    registrationOpen: true,
    registrationLink: "https://example.org/register",
    published: true,
  };
}

type Method = "post" | "put" | "delete";
const write = (method: Method, path: string, body?: string, lang = "en") => {
  const req = admin[method](path).set("Origin", ORIGIN).set("Accept-Language", lang);
  return body === undefined ? req : req.set("Content-Type", "application/json").send(body);
};

/** The public page of content an administrator saved: it renders (or is not found while a draft). */
async function expectReadable(kind: "program" | "article" | "event", saved: Record<string, unknown>) {
  const slug = String(saved.slug);
  const published = saved.published === true;
  if (kind === "event") {
    for (const page of ["/events", "/fr/events"]) {
      const res = await request(t.app).get(page);
      expect(res.status, `${page} after saving ${JSON.stringify(saved).slice(0, 300)}`).toBe(200);
    }
    await admin.get("/api/events").expect(200);
    return;
  }
  const api = kind === "program" ? `/api/programs/${encodeURIComponent(slug)}` : `/api/articles/${encodeURIComponent(slug)}`;
  const apiRes = await admin.get(api);
  expect(apiRes.status, `${api}: ${apiRes.text.slice(0, 200)}`).toBe(200);
  const page = kind === "program" ? `/programs/${encodeURIComponent(slug)}` : `/research/${encodeURIComponent(slug)}`;
  for (const path of [page, `/fr${page}`]) {
    const res = await request(t.app).get(path);
    expect(res.status, `${path} after saving ${JSON.stringify(saved).slice(0, 300)}: ${res.text.slice(0, 200)}`).toBe(published ? 200 : 404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
  }
}

type Write = {
  name: string;
  method: Method;
  path: () => string;
  shape: Record<string, unknown>;
  valid: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** After a 2xx: what must still read back. */
  check?: (res: request.Response, sent: string) => Promise<void>;
  runs?: number;
};

const contentWrites = (["program", "article", "event"] as const).flatMap((kind): Write[] => {
  const make = { program, article, event }[kind];
  const plural = `${kind}s` as const;
  const check = async (res: request.Response) => {
    const saved = (res.body as Record<string, Record<string, unknown>>)[kind]!;
    await expectReadable(kind, saved);
  };
  return [
    { name: `POST /api/${plural}`, method: "post", path: () => `/api/${plural}`, shape: make(), valid: make, check, runs: 60 },
    { name: `PUT /api/${plural}/:id`, method: "put", path: () => `/api/${plural}/${ids[plural]}`, shape: make(), valid: make, check, runs: 60 },
  ];
});

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
  ...contentWrites,
  {
    name: "PUT /api/admin/programs/order",
    method: "put",
    path: () => "/api/admin/programs/order",
    shape: { ids: ["00000000-0000-4000-8000-000000000000"] },
    // Every program's id, the last first: a new order each time.
    valid: async () => ({ ids: ((await admin.get("/api/admin/programs").expect(200)).body.items as { id: string }[]).map((p) => p.id).reverse() }),
    check: async () => {
      for (const page of ["/", "/programs", "/fr/programs"]) expect((await request(t.app).get(page)).status, page).toBe(200);
    },
    runs: 30,
  },
  { name: "POST /api/admin/markdown", method: "post", path: () => "/api/admin/markdown", shape: { text: "# Hi" }, valid: () => ({ text: "# Hi *there*" }) },
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

describe.each(writes.map((w) => [w.name, w] as const))("%s", (_name, w) => {
  const base = w.runs ?? 100;
  it(
    "answers any body with a 2xx or a 4xx in the contract's shape",
    async () => {
      await fc.assert(
        fc.asyncProperty(anyBodyText, async (body) => {
          const res = await write(w.method, w.path(), body);
          expectContractAnswer(res, `${w.name} ${JSON.stringify(body).slice(0, 200)}`);
          if (res.status < 300) await w.check?.(res, body);
        }),
        { numRuns: runs(base / 4) },
      );
    },
    timeoutFor(base / 4, 200),
  );

  it(
    "answers a valid body with one value (one level down too) changed, removed or added the same way, and what it saved reads back",
    async () => {
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(mutatedBody(w.shape), fc.constantFrom("en", "fr"), async (change, lang) => {
          const body = change.apply(await w.valid());
          const res = await write(w.method, w.path(), body, lang);
          expectContractAnswer(res, `${w.name} ${change.toString()}`);
          if (res.status >= 300) return;
          accepted++;
          await w.check?.(res, body);
        }),
        { numRuns: runs(base), examples: [[unchanged, "fr"]] },
      );
      // The valid body at least, and some changes (a nasty but storable text, an optional field left out): read back.
      expect(accepted).toBeGreaterThan(0);
    },
    timeoutFor(base, 200),
  );
});

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
  it("is read back whole: the editors' lists, the audit list, the content pages and the sitemap", async () => {
    admin = await signIn(t.app, { username: TEST_ADMIN.username, password });
    for (const path of ["/api/admin/programs", "/api/admin/articles", "/api/admin/events", "/api/admin/activity", "/api/admin/stats", "/api/admin/users", "/api/admin/settings"])
      expect((await admin.get(path)).status, path).toBe(200);
    const audit = await admin.get("/api/admin/audit?pageSize=100").expect(200);
    expect(audit.body.total).toBeGreaterThan(0);
    for (const path of ["/", "/fr/", "/programs", "/fr/programs", "/research", "/fr/research", "/events", "/fr/events", "/join", "/statutes"])
      expect((await request(t.app).get(path)).status, path).toBe(200);
    const sitemap = await request(t.app).get("/sitemap.xml").expect(200);
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    const programs = await request(t.app).get("/api/programs").expect(200);
    for (const p of programs.body as { slug: string }[]) expect(sitemap.text).toContain(`/programs/${encodeURIComponent(p.slug)}<`);
  });
});

it("left no unhandled rejection", () => {
  expect(unhandled.rejections).toEqual([]);
});
