import request from "supertest";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, programs } from "../../shared/schema";
import { apiPaths } from "../../shared/paths";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
const now = () => new Date("2026-11-20T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ seed: true, admin: true, pages: true, now });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

const text = (en: string, fr = `${en} (fr)`) => ({ en, fr });
const newProgram = (slug: string, overrides: object = {}) => ({
  slug,
  pillar: "digital_jobs",
  title: text(`Program ${slug}`),
  summary: text("A summary"),
  content: text("## What you learn\n\n- One\n- Two"),
  published: true,
  ...overrides,
});
const newArticle = (slug: string, overrides: object = {}) => ({
  slug,
  title: text(`Article ${slug}`),
  excerpt: text("An excerpt"),
  content: text("A **bold** finding."),
  author: "Research Team",
  publishDate: "2026-11-01",
  tags: ["jobs"],
  published: true,
  ...overrides,
});
const newEvent = (slug: string, overrides: object = {}) => ({
  slug,
  title: text(`Event ${slug}`),
  description: text("A description"),
  kind: "workshop",
  startsAt: "2026-12-20T09:00:00Z",
  published: true,
  ...overrides,
});

const send = (method: "post" | "put" | "delete", path: string, body?: object) => admin[method](path).set("Origin", ORIGIN).send(body);
const page = (path: string) => request(t.app).get(path).set("Accept-Language", "en");

describe("the content API is the administration's", () => {
  const writes: [string, string][] = [
    ["post", apiPaths.admin.programs],
    ["put", apiPaths.admin.program("00000000-0000-4000-8000-000000000000")],
    ["delete", apiPaths.admin.program("00000000-0000-4000-8000-000000000000")],
    ["post", apiPaths.admin.articles],
    ["put", apiPaths.admin.article("00000000-0000-4000-8000-000000000000")],
    ["delete", apiPaths.admin.article("00000000-0000-4000-8000-000000000000")],
    ["post", apiPaths.admin.events],
    ["put", apiPaths.admin.event("00000000-0000-4000-8000-000000000000")],
    ["delete", apiPaths.admin.event("00000000-0000-4000-8000-000000000000")],
    ["put", apiPaths.admin.programOrder],
    ["post", apiPaths.admin.markdownPreview],
  ];

  it.each(writes)("%s %s answers 401 signed out", async (method, path) => {
    const agent = request(t.app) as unknown as Record<string, (p: string) => request.Test>;
    await agent[method]!(path).set("Origin", ORIGIN).send({}).expect(401);
  });

  it.each([apiPaths.admin.contentPrograms, apiPaths.admin.contentArticles, apiPaths.admin.contentEvents])("GET %s answers 401 signed out", async (path) => {
    await request(t.app).get(path).expect(401);
  });

  it("refuses a change from another origin with 403, even signed in", async () => {
    await admin.post(apiPaths.admin.programs).set("Origin", "https://evil.example").send(newProgram("evil")).expect(403);
  });

  it("lists everything, drafts included, for the editors", async () => {
    const programsRes = await admin.get(apiPaths.admin.contentPrograms).expect(200);
    expect(programsRes.body.items.map((p: { slug: string }) => p.slug)).toContain("code-for-change");
    expect(programsRes.body.items[0]).toMatchObject({ version: 1, sortOrder: 1, content: expect.any(Object) });
    const articlesRes = await admin.get(apiPaths.admin.contentArticles).expect(200);
    expect(articlesRes.body.items.length).toBeGreaterThan(0);
    const eventsRes = await admin.get(apiPaths.admin.contentEvents).expect(200);
    expect(eventsRes.body.upcoming.length).toBe(3);
    expect(eventsRes.body.past.length).toBe(2);
  });
});

describe("programs", () => {
  it("creates, edits, publishes, unpublishes and deletes, the public site following each change, every change audited", async () => {
    const created = await send("post", apiPaths.admin.programs, newProgram("green-skills", { published: false })).expect(201);
    const id: string = created.body.program.id;
    expect(created.body.program).toMatchObject({ slug: "green-skills", version: 1, published: false });

    // A draft is not public.
    await page("/programs/green-skills").expect(404);
    await request(t.app).get(apiPaths.program("green-skills")).expect(404);

    const published = await send("put", apiPaths.admin.program(id), { published: true, version: 1 }).expect(200);
    expect(published.body.program.version).toBe(2);
    const html = (await page("/programs/green-skills").expect(200)).text;
    expect(html).toContain("Program green-skills");
    expect(html).toMatch(/<h2>What you learn<\/h2>\s*<ul>\s*<li>One<\/li>/);
    // The sitemap follows on the next request.
    const sitemap = (await request(t.app).get("/sitemap.xml").expect(200)).text;
    expect(sitemap).toContain("/programs/green-skills</loc>");
    expect(sitemap).toContain("/fr/programs/green-skills</loc>");

    // The French title, on the French page.
    await send("put", apiPaths.admin.program(id), { title: { en: "Green Skills", fr: "Compétences vertes" } }).expect(200);
    expect((await page("/fr/programs/green-skills").expect(200)).text).toContain("Compétences vertes");
    expect((await page("/fr/programs").expect(200)).text).toContain("Compétences vertes");

    await send("put", apiPaths.admin.program(id), { published: false }).expect(200);
    await page("/programs/green-skills").expect(404);
    expect((await request(t.app).get("/sitemap.xml").expect(200)).text).not.toContain("/programs/green-skills<");

    expect((await send("delete", apiPaths.admin.program(id)).expect(200)).body.message).toBe("Program deleted");
    await send("delete", apiPaths.admin.program(id)).expect(404);
    await send("put", apiPaths.admin.program(id), { published: true }).expect(404);

    const actions = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action).sort()).toEqual(["program.create", "program.delete", "program.publish", "program.unpublish", "program.update"]);
  });

  it("unpublishing the only tvet program empties the tvet filter and takes it off the home page", async () => {
    const [tvet] = await t.db.select().from(programs).where(eq(programs.pillar, "tvet"));
    const title = tvet!.title.en;
    expect((await page("/").expect(200)).text).toContain(title);
    await send("put", apiPaths.admin.program(tvet!.id), { published: false }).expect(200);
    expect((await page("/programs?pillar=tvet").expect(200)).text).toContain("No programs found for the selected filter.");
    expect((await page("/").expect(200)).text).not.toContain(title);
    await send("put", apiPaths.admin.program(tvet!.id), { published: true }).expect(200);
    expect((await page("/programs?pillar=tvet").expect(200)).text).not.toContain("No programs found for the selected filter.");
    expect((await page("/").expect(200)).text).toContain(title);
  });

  it("refuses a duplicate slug with 409 and the slug field, on create and on edit", async () => {
    const res = await send("post", apiPaths.admin.programs, newProgram("code-for-change")).expect(409);
    expect(res.body).toEqual({
      message: "This address is already used by another program",
      errors: [{ path: "slug", message: "This address is already used by another program", code: "taken" }],
    });
    const other = await send("post", apiPaths.admin.programs, newProgram("another-one")).expect(201);
    const fr = await admin.put(`${apiPaths.admin.program(other.body.program.id)}?lang=fr`).set("Origin", ORIGIN).send({ slug: "code-for-change" }).expect(409);
    expect(fieldWords(fr.body.errors)).toEqual([{ path: "slug", message: "Cette adresse est déjà utilisée par un autre programme" }]);
    await send("delete", apiPaths.admin.program(other.body.program.id)).expect(200);
  });

  it("refuses a save based on an outdated copy with 409", async () => {
    const created = await send("post", apiPaths.admin.programs, newProgram("stale-one")).expect(201);
    const id = created.body.program.id;
    await send("put", apiPaths.admin.program(id), { summary: text("First"), version: 1 }).expect(200);
    const res = await send("put", apiPaths.admin.program(id), { summary: text("Second"), version: 1 }).expect(409);
    expect(res.body.message).toMatch(/Someone else changed this record/);
    expect(fieldWords(res.body.errors)).toBeUndefined();
    await send("delete", apiPaths.admin.program(id)).expect(200);
  });

  it("accepts one language missing, refuses both, with the field's path", async () => {
    const res = await send("post", apiPaths.admin.programs, newProgram("empty-title", { title: { en: "", fr: " " } })).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "title.en", message: "Write this text in at least one language" }]);
    const bad = await send("post", apiPaths.admin.programs, newProgram("Bad Slug")).expect(400);
    expect(bad.body.errors[0].path).toBe("slug");

    const created = await send("post", apiPaths.admin.programs, newProgram("english-only", { title: { en: "English only", fr: "" }, content: { en: "Only **English**.", fr: "" } })).expect(201);
    const html = (await page("/fr/programs/english-only").expect(200)).text;
    expect(html).toMatch(/<h1 lang="en"[^>]*>English only<\/h1>/);
    expect(html).toMatch(/<div lang="en"[^>]*><p>Only <strong>English<\/strong>.<\/p>/);
    expect((await page("/fr/programs").expect(200)).text).toMatch(/<h2 lang="en"[^>]*>English only<\/h2>/);
    await send("delete", apiPaths.admin.program(created.body.program.id)).expect(200);
  });

  it("keeps a published program's old address answering 301 to the new one (page and API)", async () => {
    const created = await send("post", apiPaths.admin.programs, newProgram("old-name")).expect(201);
    const id = created.body.program.id;
    await send("put", apiPaths.admin.program(id), { slug: "new-name" }).expect(200);

    expect((await page("/programs/old-name").expect(301)).headers.location).toBe("/programs/new-name");
    expect((await page("/fr/programs/old-name").expect(301)).headers.location).toBe("/fr/programs/new-name");
    expect((await request(t.app).get(apiPaths.program("old-name")).expect(301)).headers.location).toBe(apiPaths.program("new-name"));
    expect((await request(t.app).get(apiPaths.program("new-name")).expect(200)).body.slug).toBe("new-name");

    // Renamed again: the first address follows to the latest.
    await send("put", apiPaths.admin.program(id), { slug: "newest-name" }).expect(200);
    expect((await page("/programs/old-name").expect(301)).headers.location).toBe("/programs/newest-name");

    // A withdrawn program is simply not found, at any of its addresses.
    await send("put", apiPaths.admin.program(id), { published: false }).expect(200);
    await page("/programs/old-name").expect(404);
    await page("/programs/newest-name").expect(404);
    await send("delete", apiPaths.admin.program(id)).expect(200);
  });

  it("sets the order of the public list", async () => {
    const list = (await admin.get(apiPaths.admin.contentPrograms).expect(200)).body.items as { id: string; slug: string }[];
    const reversed = [...list].reverse();
    const res = await send("put", apiPaths.admin.programOrder, { ids: reversed.map((p) => p.id) }).expect(200);
    expect(res.body.items.map((p: { id: string }) => p.id)).toEqual(reversed.map((p) => p.id));
    const publicOrder = (await request(t.app).get(apiPaths.programs).expect(200)).body.map((p: { slug: string }) => p.slug);
    expect(publicOrder[0]).toBe(reversed[0]!.slug);
    const html = (await page("/programs").expect(200)).text;
    expect(html.indexOf(`/programs/${reversed[0]!.slug}"`)).toBeLessThan(html.indexOf(`/programs/${list[0]!.slug}"`));

    // A list that misses a program is refused.
    await send("put", apiPaths.admin.programOrder, { ids: reversed.slice(1).map((p) => p.id) }).expect(400);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "program.reorder"));
    expect(audit).toHaveLength(1);
    await send("put", apiPaths.admin.programOrder, { ids: list.map((p) => p.id) }).expect(200);
  });
});

describe("Markdown", () => {
  it("renders the seeded program with the same elements as before", async () => {
    const html = (await page("/programs/code-for-change").expect(200)).text;
    expect(html).toContain("<p>Code for Change is our entry point into the digital world.");
    expect(html).toMatch(/<ul>\s*<li>Aged 16 to 30<\/li>/);
    const program = (await request(t.app).get(apiPaths.program("code-for-change")).expect(200)).body;
    expect(program.contentHtml.en.match(/<p>/g)).toHaveLength(5);
    expect(program.eligibilityHtml.fr).toContain("<li>Avoir entre 16 et 30 ans</li>");
  });

  it("renders a seeded article's subheadings and paragraphs", async () => {
    const html = (await page("/research/tvet-graduates-job-placement-six-months").expect(200)).text;
    expect(html).toContain("<h2>Results at six months</h2>");
  });

  it("renders stored HTML and script links inert", async () => {
    const created = await send(
      "post",
      apiPaths.admin.articles,
      newArticle("inert", { content: text("<script>alert(1)</script>\n\n[x](javascript:alert(1)) [y](data:text/html,hi) [ok](https://example.org)") }),
    ).expect(201);
    const html = (await page("/research/inert").expect(200)).text;
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toMatch(/href="(?:javascript|data):/i);
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">ok</a>');
    await send("delete", apiPaths.admin.article(created.body.article.id)).expect(200);
  });

  it("refuses an image from another host in any Markdown text, with the field and a message in both languages", async () => {
    const outside = "See ![the team](https://cdn.example.org/team.jpg) here.";
    const program = await send("post", apiPaths.admin.programs, newProgram("outside-image", { content: { en: "Fine.", fr: outside } })).expect(400);
    expect(fieldWords(program.body.errors)).toEqual([
      { path: "content.fr", message: "Images from other websites cannot be shown on this site: use an image of the site (/images/…) or remove it" },
    ]);
    const eligibility = await send("post", apiPaths.admin.programs, newProgram("outside-eligibility", { eligibility: text("![x](//evil.example/x.png)") })).expect(400);
    expect(eligibility.body.errors.map((e: { path: string }) => e.path)).toEqual(["eligibility.en", "eligibility.fr"]);
    const french = await admin
      .post(`${apiPaths.admin.articles}?lang=fr`)
      .set("Origin", ORIGIN)
      .send(newArticle("outside-image", { content: text("![logo][l]\n\n[l]: http://example.org/logo.png") }))
      .expect(400);
    expect(french.body.errors[0]).toEqual({
      path: "content.en",
      message: "Les images d’autres sites ne peuvent pas s’afficher sur ce site\u00a0: utilisez une image du site (/images/…) ou retirez-la",
      code: "outsideImage",
    });
    const event = await send("post", apiPaths.admin.events, newEvent("outside-image", { description: text("![x](data:image/png;base64,AAAA)") })).expect(400);
    expect(event.body.errors[0].path).toBe("description.en");
    const created = await send("post", apiPaths.admin.events, newEvent("own-images", { summary: text("Before ![a hall](/images/hall.svg) and ![b](uploads/b.webp), a [link](https://example.org).") })).expect(201);
    await send("put", apiPaths.admin.event(created.body.event.id), { summary: text("![x](https://example.org/x.png)") }).expect(400);
    await send("delete", apiPaths.admin.event(created.body.event.id)).expect(200);
  });

  it("previews a text as the public page will show it", async () => {
    const res = await send("post", apiPaths.admin.markdownPreview, { text: "## Title\n\n*em* <b>x</b>" }).expect(200);
    expect(res.body.html).toBe("<h2>Title</h2>\n<p><em>em</em> &lt;b&gt;x&lt;/b&gt;</p>\n");
  });
});

describe("articles", () => {
  it("creates, edits, publishes, unpublishes and deletes, /research following", async () => {
    const created = await send("post", apiPaths.admin.articles, newArticle("fresh-study", { published: false })).expect(201);
    const id = created.body.article.id;
    await page("/research/fresh-study").expect(404);
    expect((await page("/research").expect(200)).text).not.toContain("Article fresh-study");

    await send("put", apiPaths.admin.article(id), { published: true }).expect(200);
    expect((await page("/research").expect(200)).text).toContain("Article fresh-study");
    expect((await page("/research/fresh-study").expect(200)).text).toContain("<strong>bold</strong>");

    await send("put", apiPaths.admin.article(id), { slug: "fresh-study-2026" }).expect(200);
    expect((await page("/research/fresh-study").expect(301)).headers.location).toBe("/research/fresh-study-2026");
    expect((await request(t.app).get(apiPaths.article("fresh-study")).expect(301)).headers.location).toBe(apiPaths.article("fresh-study-2026"));

    await send("post", apiPaths.admin.articles, newArticle("fresh-study-2026")).expect(409);
    await send("put", apiPaths.admin.article(id), { published: false }).expect(200);
    await page("/research/fresh-study-2026").expect(404);
    await send("delete", apiPaths.admin.article(id)).expect(200);
    await page("/research/fresh-study").expect(404);

    const actions = await t.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, "article"), eq(auditLog.entityId, id)));
    expect(actions.map((a) => a.action).sort()).toEqual(["article.create", "article.delete", "article.publish", "article.unpublish", "article.update"]);
  });
});

describe("events", () => {
  it("creates, edits, publishes, unpublishes and deletes, /events following", async () => {
    const created = await send("post", apiPaths.admin.events, newEvent("code-night", { published: false, location: { en: "", fr: "" } })).expect(201);
    const id = created.body.event.id;
    expect(created.body.event.location).toBeNull();
    expect((await page("/events").expect(200)).text).not.toContain("Event code-night");

    await send("put", apiPaths.admin.event(id), { published: true, version: 1 }).expect(200);
    expect((await page("/events").expect(200)).text).toContain("Event code-night");

    await send("put", apiPaths.admin.event(id), { title: { en: "", fr: "Soirée code" } }).expect(200);
    expect((await page("/events").expect(200)).text).toMatch(/<h3 [^>]*lang="fr"[^>]*>Soirée code<\/h3>/);

    await send("put", apiPaths.admin.event(id), { title: text("x"), version: 1 }).expect(409);
    await send("put", apiPaths.admin.event(id), { published: false }).expect(200);
    expect((await page("/events").expect(200)).text).not.toContain("Soirée code");
    await send("delete", apiPaths.admin.event(id)).expect(200);

    const actions = await t.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, id)));
    expect(actions.map((a) => a.action).sort()).toEqual(["event.create", "event.delete", "event.publish", "event.unpublish", "event.update"]);
  });
});
