/**
 * The public GET endpoints, defined once: Express serves them as JSON, and the server-side
 * renderer calls the same functions to load a page's data before rendering it.
 */
import { parse } from "regexparam";
import { z } from "zod";
import { pillars } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import { type Language } from "../../shared/domain";
import type { Db } from "../db";
import { AppError, RedirectError } from "../lib/errors";
import { renderLocalizedMarkdown } from "../lib/markdown";
import { apiMessages } from "../lib/api-messages";
import { toJson } from "../lib/to-json";
import { getArticleById, getArticleBySlug, listArticles } from "./articles/list-articles";
import { listEvents, toEventItem } from "./events/list-events";
import { findRedirect } from "./content/content-rules";
import { getProgramById, getProgramBySlug } from "./programs/get-program";
import { listPrograms } from "./programs/list-programs";
import { describeImages, withHeroes } from "./images/images";
import { getSiteSettings } from "./settings/site-settings";
import type { PublicSiteSettings } from "../../shared/admin";
import { payableYears } from "../../shared/membership";
import type { ArticleDetail, ProgramDetail } from "../../shared/api-types";

export type ReadContext = {
  db: Db;
  now: () => Date;
  lang: Language;
  /** A signed-in administrator: drafts are visible (lists only with ?all). */
  isAdmin: boolean;
};

type Query = Record<string, unknown>;
type Read = {
  path: string;
  read(ctx: ReadContext, params: Record<string, string>, query: Query): Promise<unknown>;
};

const listQuery = z.object({
  all: z.enum(["true", "1"]).optional(),
  pillar: z.enum(pillars).optional(),
});
const parseList = (ctx: ReadContext, query: Query) => {
  const parsed = listQuery.parse(query, { error: errorMap(ctx.lang) });
  return { includeDrafts: ctx.isAdmin && parsed.all !== undefined, pillar: parsed.pillar };
};

/**
 * An address the item had before its slug changed: a RedirectError to where it is now, when it is
 * still there to see (a withdrawn or deleted item is simply not found).
 */
async function followOldSlug(ctx: ReadContext, kind: "program" | "article", slug: string) {
  const targetId = await findRedirect(ctx.db, kind, slug);
  if (!targetId) return;
  const options = { includeDrafts: ctx.isAdmin };
  const target = kind === "program" ? await getProgramById(ctx.db, targetId, options) : await getArticleById(ctx.db, targetId, options);
  if (target && target.slug !== slug) throw new RedirectError(kind, target.slug);
}

export const publicReads: Read[] = [
  {
    path: "/api/programs",
    read: async (ctx, _params, query) => toJson(await withHeroes(ctx.db, await listPrograms(ctx.db, parseList(ctx, query)))),
  },
  {
    path: "/api/programs/:slug",
    read: async (ctx, { slug = "" }) => {
      const program = await getProgramBySlug(ctx.db, slug, { includeDrafts: ctx.isAdmin });
      if (!program) {
        await followOldSlug(ctx, "program", slug);
        throw new AppError("notFound", apiMessages[ctx.lang].programNotFound);
      }
      const hero = program.heroImageId ? ((await describeImages(ctx.db, [program.heroImageId])).get(program.heroImageId) ?? null) : null;
      return {
        ...toJson(program),
        hero,
        contentHtml: renderLocalizedMarkdown(program.content),
        // The eligibility box has its own h2: the text's subheadings are h3 there.
        eligibilityHtml: program.eligibility ? renderLocalizedMarkdown(program.eligibility, { headingShift: 1 }) : null,
      } satisfies ProgramDetail;
    },
  },
  {
    path: "/api/articles",
    read: async (ctx, _params, query) => toJson(await withHeroes(ctx.db, await listArticles(ctx.db, parseList(ctx, query)))),
  },
  {
    path: "/api/articles/:slug",
    read: async (ctx, { slug = "" }) => {
      const article = await getArticleBySlug(ctx.db, slug, { includeDrafts: ctx.isAdmin });
      if (!article) {
        await followOldSlug(ctx, "article", slug);
        throw new AppError("notFound", apiMessages[ctx.lang].articleNotFound);
      }
      const [withCover] = await withHeroes(ctx.db, [article]);
      return { ...toJson(withCover!), contentHtml: renderLocalizedMarkdown(article.content) } satisfies ArticleDetail;
    },
  },
  {
    path: "/api/events",
    read: async (ctx, _params, query) => {
      const { upcoming, past } = await listEvents(ctx.db, ctx.now(), parseList(ctx, query));
      return { upcoming: (await withHeroes(ctx.db, upcoming)).map(toEventItem), past: (await withHeroes(ctx.db, past)).map(toEventItem) };
    },
  },
  {
    // The dues in force and the next general assembly (/join, /statutes; the settings of the admin).
    path: "/api/site-settings",
    read: async (ctx) => {
      // The years a new member's dues may pay today (one who paid before is told their own when applying).
      const settings = await getSiteSettings(ctx.db, ctx.now());
      return { ...settings, payableYears: payableYears(ctx.now(), [], settings.nextYearFrom) } satisfies PublicSiteSettings;
    },
  },
];

const compiled = publicReads.map((r) => ({ ...r, ...parse(r.path) }));

/** Runs the public read that answers `url` (path and query), as the API would. */
export async function readPublic(ctx: ReadContext, url: string): Promise<unknown> {
  const { pathname, searchParams } = new URL(url, "http://local");
  for (const r of compiled) {
    const match = r.pattern.exec(pathname);
    if (!match) continue;
    const params = Object.fromEntries(r.keys.map((key, i) => [key, decodeURIComponent(match[i + 1] ?? "")]));
    return r.read(ctx, params, Object.fromEntries(searchParams));
  }
  throw new AppError("notFound", apiMessages[ctx.lang].notFound);
}
