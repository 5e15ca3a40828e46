/**
 * /research and its articles as the server sends them: complete HTML from the seeded database,
 * before any script runs.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true, pages: true });
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path);
/** The page's visible text, without tags, entities decoded as a reader sees them. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "’")
    .replace(/&amp;/g, "&")
    .replace(/[ \t\r\n]+/g, " ");

describe("GET /research", () => {
  it("renders the five areas, the five studies and the published articles in English", async () => {
    const html = (await get("/research").expect(200)).text;
    const text = visibleText(html);
    expect(html).toMatch(/<h1[^>]*>Research and learning<\/h1>/);
    const areas = [...text.matchAll(/(\d+) publications/g)].map((m) => Number(m[1]));
    expect(areas).toEqual([8, 6, 5, 4, 3]);
    expect(text).toMatch(/Digital inclusion [^.]+\. 8 publications/);
    expect(text).toMatch(/Education technology [^.]+\. 3 publications/);
    expect(text).toContain("500 beneficiaries over 2 years");
    expect(text).toContain("1,000 women");
    expect(text.match(/\bOngoing\b/g)).toHaveLength(2);
    expect(text.match(/\bPublished\b/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain('href="/research/tvet-graduates-job-placement-six-months"');
    expect(html).toContain('<time dateTime="2026-02-12">February 12, 2026</time>');
    expect(text).toContain("By Monitoring & Evaluation Team");
  });

  it("renders the page in French under /fr", async () => {
    const html = (await get("/fr/research").expect(200)).text;
    const text = visibleText(html);
    expect(text).toMatch(/Inclusion numérique [^.]+\. 8 publications/);
    expect(text).toContain("En cours");
    expect(text).toContain("1\u00a0000 femmes");
    expect(html).toContain('<time dateTime="2025-03-20">20 mars 2025</time>');
    expect(html).toContain('href="/fr/research/digital-skills-gap-youth-cotonou-porto-novo"');
  });
});

describe("GET /research/:slug", () => {
  it("renders a published article with its title, date, author and content", async () => {
    const html = (await get("/research/mobile-money-womens-savings-groups-benin").expect(200)).text;
    expect(html).toMatch(/<h1[^>]*>Mobile Money and Women’s Savings Groups: What We Learned in Cotonou<\/h1>/);
    expect(html).toContain('<time dateTime="2025-09-18">September 18, 2025</time>');
    expect(visibleText(html)).toContain("By Research & Learning Team");
    expect(html).toMatch(/<h2[^>]*>What changed for the groups<\/h2>/);
    expect(html).toContain('href="/research"');
  });

  it("answers 404 with the not-found page for an unknown article", async () => {
    const res = await get("/research/no-such-article").expect(404);
    expect(res.text).toContain("404 Page Not Found");
  });
});
