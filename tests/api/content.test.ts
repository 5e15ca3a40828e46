import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { events, programs } from "../../shared/schema";
import { createApp } from "../../server/app";
import { seedContent } from "../../server/db/seed";
import { createEvent } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";

const now = new Date("2026-11-21T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => now });
});
afterAll(() => t.close());

describe("seeded content", () => {
  it("lists the four published programs of the specification, in order", async () => {
    const res = await request(t.app).get("/api/programs").expect(200);
    expect(res.body.map((p: { slug: string; pillar: string }) => [p.slug, p.pillar])).toEqual([
      ["code-for-change", "digital_literacy"],
      ["sheleads-finance", "financial_literacy"],
      ["future-work-academy", "digital_jobs"],
      ["skills-for-green-jobs", "tvet"],
    ]);
    expect(res.body[0].title).toEqual({ en: "Code for Change", fr: expect.any(String) });
    expect(res.body[3].title.en).toBe("Skills for Jobs");
    // Cards do not carry the long texts.
    expect(res.body[0]).not.toHaveProperty("content");
  });

  it("is inserted once: a second seed changes nothing", async () => {
    expect(await seedContent(t.db, now)).toBe(false);
    expect(await t.db.select().from(programs)).toHaveLength(4);
  });

  it("gives a program's page with its texts in both languages", async () => {
    const res = await request(t.app).get("/api/programs/sheleads-finance").expect(200);
    expect(res.body).toMatchObject({ slug: "sheleads-finance", published: true });
    for (const field of ["summary", "content", "eligibility"]) {
      expect(res.body[field].en.length).toBeGreaterThan(3);
      expect(res.body[field].fr.length).toBeGreaterThan(3);
      expect(res.body[field].fr).not.toBe(res.body[field].en);
    }
  });

  it("answers 404 for an unknown program, in the asker's language", async () => {
    const res = await request(t.app).get("/api/programs/nope").expect(404);
    expect(res.body).toEqual({ message: "Program not found" });
    const fr = await request(t.app).get("/api/programs/nope?lang=fr").expect(404);
    expect(fr.body).toEqual({ message: "Programme introuvable" });
  });

  it("hides a draft program from the public", async () => {
    await t.db.update(programs).set({ published: false }).where(eq(programs.slug, "future-work-academy"));
    const slugs = async () => ((await request(t.app).get("/api/programs?all=true").expect(200)).body as { slug: string }[]).map((p) => p.slug);
    const listed = await slugs();
    expect(listed).not.toContain("future-work-academy");
    // The draft alone is hidden: the published programs are still listed.
    expect(listed).toContain("code-for-change");
    await request(t.app).get("/api/programs/future-work-academy").expect(404);
    await t.db.update(programs).set({ published: true }).where(eq(programs.slug, "future-work-academy"));
    // Published again, the public lists it and reads it.
    expect(await slugs()).toContain("future-work-academy");
    expect((await request(t.app).get("/api/programs/future-work-academy").expect(200)).body.slug).toBe("future-work-academy");
  });

  it("filters programs by pillar and refuses an unknown pillar", async () => {
    const res = await request(t.app).get("/api/programs?pillar=tvet").expect(200);
    expect(res.body.map((p: { slug: string }) => p.slug)).toEqual(["skills-for-green-jobs"]);
    const bad = await request(t.app).get("/api/programs?pillar=cooking").expect(400);
    expect(bad.body.errors[0].path).toBe("pillar");
  });

  it("lists published research articles, newest first, and gives each one", async () => {
    const res = await request(t.app).get("/api/articles").expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(2);
    const dates = res.body.map((a: { publishDate: string }) => a.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const one = await request(t.app).get(`/api/articles/${res.body[0].slug}`).expect(200);
    expect(one.body.content.en.length).toBeGreaterThan(200);
    expect(one.body.content.fr.length).toBeGreaterThan(200);
    await request(t.app).get("/api/articles/nope").expect(404);
  });

  it("shows three upcoming and two past events on a fresh install", async () => {
    const res = await request(t.app).get("/api/events").expect(200);
    expect(res.body.upcoming).toHaveLength(3);
    expect(res.body.past).toHaveLength(2);
    const starts = res.body.upcoming.map((e: { startsAt: string }) => Date.parse(e.startsAt));
    expect(starts.every((s: number) => s > now.getTime())).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(res.body.upcoming.map((e: { capacity: number | null }) => e.capacity)).toEqual([30, null, 200]);
    expect(res.body.past.map((e: { participants: number }) => e.participants)).toEqual([150, 80]);
    expect(res.body.upcoming.some((e: { isOnline: boolean }) => e.isOnline)).toBe(true);
    // Each instant comes with its time zone's offset, for the page to write the local time.
    for (const e of [...res.body.upcoming, ...res.body.past]) {
      expect(e).toMatchObject({ timezone: "Africa/Porto-Novo", startsAtUtcOffset: 60 });
      expect(e.endsAtUtcOffset).toBe(e.endsAt ? 60 : null);
    }
  });

  it("sends an event's description and summary rendered from Markdown, raw HTML escaped", async () => {
    await createEvent(t.db, {
      slug: "markdown-evening",
      title: { en: "Markdown evening", fr: "Soirée Markdown" },
      description: { en: "Bring **a laptop**.\n\n> Free entry\n\n<script>x()</script>", fr: "" },
      summary: { en: "", fr: "| Qui | Combien |\n| --- | --- |\n| Jeunes | 40 |" },
      startsAt: new Date("2026-12-20T17:00:00Z"),
      published: true,
    });
    const res = await request(t.app).get("/api/events").expect(200);
    const event = res.body.upcoming.find((e: { slug: string }) => e.slug === "markdown-evening");
    expect(event.description.en).toContain("**a laptop**");
    expect(event.descriptionHtml.en).toContain("<strong>a laptop</strong>");
    expect(event.descriptionHtml.en).toContain("<blockquote>");
    expect(event.descriptionHtml.en).toContain("&lt;script&gt;");
    expect(event.descriptionHtml.fr).toBe("");
    expect(event.summaryHtml.fr).toContain("<table>");
    // Events without a summary have none rendered.
    expect(res.body.upcoming.find((e: { slug: string }) => e.slug !== "markdown-evening").summaryHtml).toBeNull();
    await t.db.delete(events).where(eq(events.slug, "markdown-evening"));
  });

  it("moves events to the past once they have ended", async () => {
    // The same database read a year later: every seeded event is over.
    const later = createApp({
      database: t.database,
      env: t.env,
      sessionSecret: "x".repeat(32),
      now: () => new Date(now.getTime() + 365 * 86_400_000),
    });
    const res = await request(later).get("/api/events").expect(200);
    expect(res.body.upcoming).toHaveLength(0);
    expect(res.body.past).toHaveLength(5);
    const starts = res.body.past.map((e: { startsAt: string }) => Date.parse(e.startsAt));
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
  });
});
