/**
 * The site's pages (docs/rules.md R28): each with what it loads before rendering (so the
 * server sends it complete) and what it puts in <head>.
 */
import { pickLocalized } from "@shared/localized";
import { lazy, type ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { parse } from "regexparam";
import { apiPaths, legalTypes, renewPaths, type LegalType } from "@shared/paths";
import type { ClientConfig } from "@shared/site";
import type { Language } from "@shared/domain";
import { format, dictionaries, type Dictionary } from "@/i18n";
import type { PageHead } from "@/lib/head";
import { getProgramQueryOptions, getProgramsQueryOptions } from "@/api/get-programs";
import { getArticleQueryOptions, getArticlesQueryOptions } from "@/features/research/api/get-articles";
import { getEventsQueryOptions } from "@/features/events/api/get-events";
import { getSiteSettingsQueryOptions } from "@/api/get-site-settings";

export type PageComponent = ComponentType<{ params: Params }>;
const pageModules = import.meta.glob<{ default: PageComponent }>("./pages/*-page.tsx");

/**
 * A page's component, loaded on demand (its own chunk). `preload` fetches it ahead: the server
 * and the browser's first render wait for it, so the page renders at once, without suspending
 * (a suspended render would need an inline script to reveal its content, which the CSP forbids).
 */
function page(name: string): Pick<AppRoute, "component" | "chunk" | "preload"> {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`No page module ./pages/${name}.tsx`);
  return { ...onDemand(load), chunk: `src/pages/${name}.tsx` };
}

/** A component from a module loaded on demand: rendered at once once `preload` has fetched it, else lazily. */
function onDemand(load: () => Promise<{ default: PageComponent }>): Pick<AppRoute, "component" | "preload"> {
  let resolved: PageComponent | null = null;
  const preload = async () => (resolved ??= (await load()).default);
  const Lazy = lazy(async () => ({ default: await preload() }));
  const component: PageComponent = (props) => {
    const Page = resolved ?? Lazy;
    return <Page {...props} />;
  };
  return { component, preload };
}

/**
 * The administration, its own chunk like the pages (it is not under pages/ so public pages cannot
 * import it). Signed in (the server put who is in the page, under /me's key), the page also shows
 * the signed-in administration, its own chunk: fetched with the page's.
 */
function adminPage(): Pick<AppRoute, "component" | "chunk" | "chunks" | "preload"> {
  const chunks = (queryClient: QueryClient) =>
    queryClient.getQueryData<{ user?: unknown } | null>([apiPaths.me])?.user ? ["src/features/admin/admin-shell.tsx"] : [];
  return { ...onDemand(() => import("@/features/admin/admin-page")), chunk: "src/features/admin/admin-page.tsx", chunks };
}

export type Params = Record<string, string | undefined>;
export type HeadContext = { t: Dictionary; lang: Language; params: Params; search: URLSearchParams; queryClient: QueryClient; config: ClientConfig };

export type AppRoute = {
  path: string;
  component: PageComponent;
  /** The page's module (relative to client/), so the server can preload its chunk. */
  chunk?: string;
  /** Other modules the page shows at once, given what was loaded for it, also preloaded. */
  chunks?: (queryClient: QueryClient) => string[];
  /** Loads the page's code, so that it renders without suspending. */
  preload?: () => Promise<unknown>;
  load?: (queryClient: QueryClient, params: Params) => Promise<unknown>;
  head: (ctx: HeadContext) => PageHead;
};

type PageWithHead = Exclude<keyof Dictionary["pages"], "legalTypes" | "notFound">;
const staticHead = (key: PageWithHead) => (ctx: HeadContext): PageHead => ({
  title: ctx.t.pages[key].title,
  description: ctx.t.pages[key].description,
});

const legalHead = (type: LegalType) => (ctx: HeadContext): PageHead => {
  const document = ctx.t.pages.legalTypes[type];
  return {
    title: format(ctx.t.pages.legal.title, { document }),
    description: format(ctx.t.pages.legal.description, { document, site: ctx.config.siteName }),
  };
};

export const notFoundHead = ({ t }: { t: Dictionary }): PageHead => ({
  title: t.pages.notFound.title,
  description: t.pages.notFound.description,
  notFound: true,
});

export const routes: AppRoute[] = [
  {
    path: "/",
    ...page("home-page"),
    // The programs the administrators publish; should they be unreadable (the database away), the
    // home page still renders, with the flagships it was seeded with.
    load: async (qc) => {
      const options = getProgramsQueryOptions();
      await qc.prefetchQuery(options);
      if (qc.getQueryState(options.queryKey)?.status === "error") qc.removeQueries({ queryKey: options.queryKey, exact: true });
    },
    head: staticHead("home"),
  },
  { path: "/about", ...page("about-page"), head: staticHead("about") },
  {
    path: "/programs",
    ...page("programs-page"),
    load: (qc) => qc.prefetchQuery(getProgramsQueryOptions()),
    head: (ctx) => {
      const pillar = ctx.search.get("pillar");
      return { ...staticHead("programs")(ctx), canonicalQuery: pillar ? `pillar=${encodeURIComponent(pillar)}` : undefined };
    },
  },
  {
    path: "/programs/:slug",
    ...page("program-detail-page"),
    load: (qc, { slug = "" }) => qc.prefetchQuery(getProgramQueryOptions(slug)),
    head: (ctx) => {
      const program = ctx.queryClient.getQueryData(getProgramQueryOptions(ctx.params.slug ?? "").queryKey);
      if (!program) return notFoundHead(ctx);
      return {
        title: format(ctx.t.pages.program.title, { title: pickLocalized(program.title, ctx.lang).text }),
        description: format(ctx.t.pages.program.description, { summary: pickLocalized(program.summary, ctx.lang).text }),
      };
    },
  },
  {
    path: "/research",
    ...page("research-page"),
    load: (qc) => qc.prefetchQuery(getArticlesQueryOptions()),
    head: staticHead("research"),
  },
  {
    path: "/research/:slug",
    ...page("article-page"),
    load: (qc, { slug = "" }) => qc.prefetchQuery(getArticleQueryOptions(slug)),
    head: (ctx) => {
      const article = ctx.queryClient.getQueryData(getArticleQueryOptions(ctx.params.slug ?? "").queryKey);
      if (!article) return notFoundHead(ctx);
      return {
        title: format(ctx.t.pages.article.title, { title: pickLocalized(article.title, ctx.lang).text }),
        description: format(ctx.t.pages.article.description, { excerpt: pickLocalized(article.excerpt, ctx.lang).text }),
        ogType: "article",
      };
    },
  },
  {
    path: "/events",
    ...page("events-page"),
    load: (qc) => qc.prefetchQuery(getEventsQueryOptions()),
    head: staticHead("events"),
  },
  { path: "/partners", ...page("partners-page"), head: staticHead("partners") },
  { path: "/contact", ...page("contact-page"), head: staticHead("contact") },
  { path: "/join", ...page("join-page"), load: (qc) => qc.prefetchQuery(getSiteSettingsQueryOptions()), head: staticHead("join") },
  { path: "/donate", ...page("donate-page"), head: staticHead("donate") },
  // A member's private renewal page (the link of a renewal mail): its French address is a French
  // word; either path answers in either language. Never indexed: it is one person's.
  ...Object.values(renewPaths).map((path) => ({ path: `${path}/:yearId`, ...page("renew-page"), head: (ctx: HeadContext) => ({ ...staticHead("renew")(ctx), noindex: true }) })),
  {
    path: "/statutes",
    ...page("statutes-page"),
    load: (qc) => qc.prefetchQuery(getSiteSettingsQueryOptions()),
    head: staticHead("statutes"),
  },
  ...legalTypes.map((type) => ({ path: `/legal/${type}`, ...page(`legal-${type}-page`), head: legalHead(type) })),
  { path: "/legal/:type", ...page("legal-not-found-page"), head: (ctx) => ({ ...staticHead("legalNotFound")(ctx), notFound: true }) },
  {
    path: "/payment-success",
    ...page("payment-success-page"),
    head: staticHead("paymentSuccess"),
  },
  { path: "/volunteer", ...page("volunteer-page"), head: staticHead("volunteer") },
  // Reached from the private link of a mail (docs/rules.md R53): a person's own page, kept out of search engines.
  { path: "/my-data", ...page("my-data-page"), head: (ctx) => ({ ...staticHead("myData")(ctx), noindex: true }) },
  // A member's or donor's own page (docs/decisions/017-my-membership-page.md): one person's, never indexed.
  { path: "/my-membership", ...page("my-membership-page"), head: (ctx) => ({ ...staticHead("myMembership")(ctx), noindex: true }) },
  { path: "/admin", ...adminPage(), head: (ctx) => ({ ...staticHead("admin")(ctx), noindex: true }) },
];

export const notFoundRoute: AppRoute = { path: "*", ...page("not-found-page"), head: notFoundHead };

const compiled = routes.map((route) => ({ route, ...parse(route.path) }));

/** A path parameter decoded, or null when it cannot be (bad percent-encoding) or holds NUL. */
function decodeParam(raw: string): string | null {
  try {
    const value = decodeURIComponent(raw);
    return value.includes("\u0000") ? null : value;
  } catch {
    return null;
  }
}

/** The route of a path (without the language prefix) and its parameters. */
export function matchRoute(path: string): { route: AppRoute; params: Params } {
  for (const { route, pattern, keys } of compiled) {
    const match = pattern.exec(path);
    if (match) {
      const values = keys.map((_, i) => (match[i + 1] === undefined ? undefined : decodeParam(match[i + 1]!)));
      // An address whose parts do not decode, or hold NUL, names nothing that exists.
      if (values.some((value) => value === null)) return { route: notFoundRoute, params: {} };
      const params = Object.fromEntries(keys.map((key, i) => [key, values[i] ?? undefined]));
      return { route, params };
    }
  }
  return { route: notFoundRoute, params: {} };
}

export const headContext = (lang: Language, params: Params, search: string, queryClient: QueryClient, config: ClientConfig): HeadContext => ({
  t: dictionaries[lang],
  lang,
  params,
  search: new URLSearchParams(search),
  queryClient,
  config,
});
