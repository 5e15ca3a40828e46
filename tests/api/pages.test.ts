import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProgram } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true, pages: true });
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path);
const text = (html: string, re: RegExp) => re.exec(html)?.[1];

describe("pages rendered on the server", () => {
  it("sends / complete: title with the site name, canonical, hreflang, JSON-LD, heading", async () => {
    const res = await get("/").expect(200).expect("Content-Type", /html/);
    const html = res.text;
    expect(html).toContain('<html lang="en">');
    expect(text(html, /<title>([^<]+)<\/title>/)).toContain("Test Foundation");
    expect(html).toContain('<link rel="canonical" href="http://localhost:5000/">');
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="http://localhost:5000/fr/">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:5000/">');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image">/);
    expect(html).toContain('<meta property="og:image" content="http://localhost:5000/images/og-card.png">');
    const ld = JSON.parse(text(html, /<script type="application\/ld\+json">(.+?)<\/script>/) ?? "{}");
    expect(ld).toMatchObject({ "@type": "NGO", name: "Test Foundation", email: "hello@test-foundation.org" });
    expect(html).toMatch(/<h1[^>]*>Skills that open doors/);
    expect(html).toContain('aria-current="page" href="/"');
  });

  it("sends /fr/about in French", async () => {
    const html = (await get("/fr/about").expect(200)).text;
    expect(html).toContain('<html lang="fr">');
    expect(text(html, /<title>([^<]+)<\/title>/)).toBe("À propos | Test Foundation");
    expect(html).toContain('<link rel="canonical" href="http://localhost:5000/fr/about">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://localhost:5000/about">');
    expect(html).toMatch(/<h1[^>]*>À propos de la fondation<\/h1>/);
    expect(html).toContain('href="/fr/programs"');
  });

  it("sends every page whole: no loading placeholder, no inline script to reveal content", async () => {
    for (const path of ["/", "/fr/", "/about", "/fr/about", "/programs", "/fr/research", "/events", "/fr/events", "/fr/contact"]) {
      const html = (await get(path).expect(200)).text;
      expect(html, path).not.toContain("<!--$?-->");
      expect(html, path).not.toMatch(/Loading\.\.\.|Chargement\.\.\./);
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.every((attrs) => /type="application\/(ld\+)?json"|src=/.test(attrs ?? "")), path).toBe(true);
    }
  });

  it("renders every route of the specification in both languages", async () => {
    const routes = [
      "/", "/about", "/programs", "/programs/code-for-change", "/research", "/events", "/partners",
      "/contact", "/join", "/donate", "/statutes", "/legal/privacy", "/legal/terms", "/legal/cookies",
      "/payment-success", "/volunteer", "/admin",
    ];
    for (const path of routes) {
      for (const prefix of ["", "/fr"]) {
        const res = await get(`${prefix}${path === "/" && prefix ? "/" : path}`);
        expect(res.status, `${prefix}${path}`).toBe(200);
        expect(res.text, `${prefix}${path}`).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      }
    }
  });

  it("embeds the data the page was rendered with, so the browser does not fetch it again", async () => {
    const html = (await get("/programs/code-for-change").expect(200)).text;
    expect(html).toMatch(/<h1[^>]*>Code for Change<\/h1>/);
    const state = JSON.parse(text(html, /<script type="application\/json" id="app-state">(.+?)<\/script>/) ?? "{}");
    expect(state.queries[0].queryKey).toEqual(["/api/programs", "code-for-change"]);
    expect(state.queries[0].state.data.slug).toBe("code-for-change");
  });

  it("answers unknown paths, programs and legal types with 404 and the not-found texts", async () => {
    const res = await get("/no-such-page").expect(404);
    expect(res.text).toContain("404 Page Not Found");
    expect(res.text).toContain("The page you&#x27;re looking for doesn&#x27;t exist.");
    expect(res.text).toContain('<meta name="robots" content="noindex, follow">');
    expect(res.text).toContain('href="/volunteer"');
    await get("/programs/no-such-program").expect(404);
    await get("/fr/research/no-such-article").expect(404);
    expect((await get("/legal/unknown").expect(404)).text).toContain("Legal Document Not Found");
    expect((await get("/fr/nulle-part").expect(404)).text).toContain("404 Page introuvable");
    await get("/documents/no-such-document.pdf").expect(404);
  });

  it("honours ?lang= and a stored or browser preference for French", async () => {
    expect((await get("/about?lang=fr").expect(302)).headers.location).toBe("/fr/about");
    expect((await get("/fr/programs?lang=en&pillar=tvet").expect(302)).headers.location).toBe("/programs?pillar=tvet");
    expect((await get("/events").set("Accept-Language", "fr-BJ,fr;q=0.9,en;q=0.5").expect(302)).headers.location).toBe("/fr/events");
    await get("/events").set("Accept-Language", "en-GB,fr;q=0.8").expect(200);
    expect((await get("/about").set("Cookie", "lang=fr").expect(302)).headers.location).toBe("/fr/about");
    await get("/about").set("Cookie", "lang=en").set("Accept-Language", "fr").expect(200);
  });

  it("escapes content so that it cannot close the data script", async () => {
    const html = (await get("/programs").expect(200)).text;
    const state = text(html, /<script type="application\/json" id="app-state">([\s\S]+?)<\/script>/) ?? "";
    expect(state).not.toContain("</");
    // A text that would close the script, were it written as it is, reaches the browser whole.
    const title = "Tags </script><script>alert(1)</script> <!-- end";
    await createProgram(t.db, { slug: "closing-tags", title: { en: title, fr: title } });
    const page = (await get("/programs/closing-tags").expect(200)).text;
    const embedded = text(page, /<script type="application\/json" id="app-state">([\s\S]+?)<\/script>/) ?? "";
    expect(embedded).not.toContain("</");
    expect(JSON.parse(embedded).queries[0].state.data.title.en).toBe(title);
  });

  it("serves robots.txt and a sitemap with both languages and the programs", async () => {
    const robots = await get("/robots.txt").expect(200);
    expect(robots.text).toContain("Sitemap: http://localhost:5000/sitemap.xml");
    const sitemap = await get("/sitemap.xml").expect(200).expect("Content-Type", /xml/);
    expect(sitemap.text).toContain("<loc>http://localhost:5000/fr/programs/code-for-change</loc>");
    expect(sitemap.text).toContain('hreflang="fr" href="http://localhost:5000/fr/about"');
  });
});
