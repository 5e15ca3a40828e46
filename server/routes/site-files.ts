/** /robots.txt and /sitemap.xml, both languages of every public page. */
import { Router } from "express";
import { eq } from "drizzle-orm";
import { articles, programs } from "../../shared/schema";
import { localizedPath, paths, sitemapPaths } from "../../shared/paths";
import type { Db } from "../db";
import { isDatabaseDown, RETRY_AFTER_SECONDS } from "../lib/errors";
import type { Env } from "../env";

export function siteFiles({ db, env }: { db: Db; env: Env; now: () => Date }) {
  const router = Router();
  const origin = env.PUBLIC_URL;

  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /fr/admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  router.get("/sitemap.xml", async (_req, res) => {
    let programRows: { slug: string; updatedAt: Date }[];
    let articleRows: { slug: string; updatedAt: Date }[];
    try {
      [programRows, articleRows] = await Promise.all([
        db.select({ slug: programs.slug, updatedAt: programs.updatedAt }).from(programs).where(eq(programs.published, true)),
        db.select({ slug: articles.slug, updatedAt: articles.updatedAt }).from(articles).where(eq(articles.published, true)),
      ]);
    } catch (error) {
      if (!isDatabaseDown(error)) throw error;
      // A crawler understands 503 + Retry-After as "come back", never as an empty sitemap.
      return res.status(503).set({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" }).type("text/plain").send("Temporarily unavailable\n");
    }
    const pages: { path: string; lastmod?: Date }[] = [
      ...sitemapPaths.map((path) => ({ path })),
      ...programRows.map((p) => ({ path: paths.programs.detail(p.slug), lastmod: p.updatedAt })),
      ...articleRows.map((a) => ({ path: paths.research.article(a.slug), lastmod: a.updatedAt })),
    ];
    const url = (path: string, lang: "en" | "fr") => `${origin}${localizedPath(path, lang)}`;
    const entries = pages.flatMap(({ path, lastmod }) =>
      (["en", "fr"] as const).map(
        (lang) => `  <url>
    <loc>${url(path, lang)}</loc>${lastmod ? `\n    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}
    <xhtml:link rel="alternate" hreflang="en" href="${url(path, "en")}"/>
    <xhtml:link rel="alternate" hreflang="fr" href="${url(path, "fr")}"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, "en")}"/>
  </url>`,
      ),
    );
    res
      .type("application/xml")
      .set("Cache-Control", "public, max-age=3600")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`,
      );
  });

  return router;
}
