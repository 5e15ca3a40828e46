/**
 * Bad input as a class (docs/rules.md R24), the content's writes: signed in, whatever an editor's browser
 * (or a stolen session) sends to programs, research articles, events, the programs' order and the
 * Markdown preview — any JSON, nasty text in any field and one level down (`title.en`), wrong
 * types, extra and polluting keys — the answer is a 2xx or a 4xx in the contract's shape, never a
 * 5xx; and what was saved reads back: the API, its public page in both languages (its text shown,
 * never run), the editors' lists and the sitemap.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { describeWrites, watchUnhandledRejections, type Method, type Write } from "../helpers/arbitraries";
import { createTestApp } from "../helpers/test-app";

const unhandled = watchUnhandledRejections();
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
const ids = { programs: "", articles: "", events: "" };
beforeAll(async () => {
  t = await createTestApp({ seed: true, admin: true, pages: true });
  admin = await signIn(t.app);
  for (const [kind, body] of [["programs", program()], ["articles", article()], ["events", event()]] as const) {
    const res = await send("post", `/api/${kind}`, JSON.stringify(body));
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
    heroImage: null,
    heroImageId: null,
    heroAlt: null,
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
    participants: 24,
    summary: text("It went well.", "Ce fut réussi."),
    published: true,
  };
}

const send = (method: Method, path: string, body: string, lang = "en") =>
  admin[method](path).set("Origin", ORIGIN).set("Accept-Language", lang).set("Content-Type", "application/json").send(body);

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
    // Whatever the text held (<script>, an onerror attribute), it is shown as text, never run.
    expect(res.text).not.toMatch(/<script>alert|<img src=x onerror/);
  }
}

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
];

describeWrites(writes, send);

describe("what the properties saved", () => {
  it("is read back whole: the editors' lists, the audit list, the pages that list content, and the sitemap", async () => {
    for (const path of ["/api/admin/programs", "/api/admin/articles", "/api/admin/events", "/api/admin/activity"])
      expect((await admin.get(path)).status, path).toBe(200);
    const audit = await admin.get("/api/admin/audit?pageSize=100").expect(200);
    expect(audit.body.total).toBeGreaterThan(0);
    for (const path of ["/", "/fr/", "/programs", "/fr/programs", "/research", "/fr/research", "/events", "/fr/events"])
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
