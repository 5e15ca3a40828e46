/**
 * Serves every page as complete HTML rendered on the server, in the language of its address
 * (docs/rules.md R25): `/fr/...` French, plain paths English, `?lang=` and a stored choice honoured.
 */
import type { Request, RequestHandler } from "express";
import { parse as parseCookies } from "cookie";
import { LANGUAGE_COOKIE, localizedPath, paths, splitLanguage } from "../../shared/paths";
import type { ClientConfig } from "../../shared/site";
import type { SessionResponse } from "../../shared/admin";
import { isLanguage } from "../../shared/domain";
import type { RenderInput, RenderResult } from "../../client/src/entry-server";
import type { Db } from "../db";
import type { Env } from "../env";
import { AppError, isDatabaseDown, RedirectError, RETRY_AFTER_SECONDS } from "../lib/errors";
import { acceptsFrench } from "../http/request-language";
import { readPublic } from "../services/public-reads";
import { styleHash } from "./content-security-policy";
import { ERROR_PAGE_STYLE_HASH, errorPage } from "./error-page";
import { sendKept, type KeptResponses } from "./page-cache";

export type Renderer = {
  /** The HTML shell with its placeholders (Vite-transformed in development). */
  template(url: string): Promise<string>;
  render(input: RenderInput): Promise<RenderResult>;
  /** The files of a page's chunk and of what it imports, for the browser to fetch with the entry (production). */
  preload?(chunk: string): string[];
  /**
   * A page's styles (production): the stylesheet's rules that can apply to it, for its <style>, and
   * the address of the others (null: the whole stylesheet is loaded instead). The administration
   * is cut from its own stylesheet (`href`, whose link is the one loaded; the site's stays, disabled).
   */
  styles?(html: string, sheet?: "site" | "admin"): { inline: string; restHref: string | null; href?: string };
  /** The text of the styles at a `restHref` address, or null when it is none. */
  restStyles?(path: string): string | null;
};

export const clientConfig = (env: Env, now: Date, payments: ClientConfig["payments"]): ClientConfig => ({
  siteName: env.SITE_NAME,
  contactEmail: env.CONTACT_EMAIL,
  publicUrl: env.PUBLIC_URL,
  year: now.getUTCFullYear(),
  payments,
});

/** JSON inside a <script> element: nothing in it may close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

export function ssrHandler(deps: {
  renderer: Renderer;
  db: Db;
  env: Env;
  now: () => Date;
  payments: ClientConfig["payments"];
  /** Pages rendered once, served until the content changes (absent: every request renders). */
  kept?: KeptResponses;
  /** The Content-Security-Policy of a page with these inline styles (content-security-policy.ts); none in development. */
  policy?: (styleHashes: string[]) => string;
  /**
   * Who is signed in (the session's cookie), for /admin: the page comes with the sign-in form, or
   * with the administration, at once, and the browser need not ask /api/auth/me first.
   */
  session?: (req: Request) => Promise<SessionResponse | null>;
}): RequestHandler {
  const { renderer, db, env, now, payments, kept, policy } = deps;

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = new URL(req.originalUrl.replace(/^[/\\]+/, "/"), "http://local");
    // Slashes one at a time ('//' alone is no address): a redirect built from '/fr//elsewhere.example'
    // or '/fr/\elsewhere.example' would otherwise send the browser to another site.
    if (/^[^?]*(\/\/|\\)/.test(req.originalUrl)) return res.redirect(301, `${url.pathname.replace(/\/{2,}/g, "/")}${url.search}`);
    const { lang, path } = splitLanguage(url.pathname);

    // ?lang=fr on any address: the same page at its French address (and back).
    const asked = url.searchParams.get("lang");
    if (asked !== null) {
      url.searchParams.delete("lang");
      const target = isLanguage(asked) ? asked : lang;
      return res.redirect(302, `${localizedPath(path, target)}${url.search}`);
    }
    // A plain address for a visitor who chose French, or whose browser prefers it.
    if (lang === "en") {
      res.vary("Accept-Language").vary("Cookie");
      const stored = parseCookies(req.headers.cookie ?? "")[LANGUAGE_COOKIE];
      const wantsFrench = isLanguage(stored) ? stored === "fr" : acceptsFrench(req.get("accept-language"));
      if (wantsFrench) return res.redirect(302, `${localizedPath(path, "fr")}${url.search}`);
    }

    // The administration is rendered for the person who asks: never kept, never stored on the way.
    const admin = path === paths.admin;
    const slot = admin ? undefined : kept?.lookup(req.originalUrl);
    if (slot?.hit) return sendKept(req, res, slot.hit).catch(next);

    const config = clientConfig(env, now(), payments);
    try {
      const session = admin && deps.session ? await deps.session(req) : undefined;
      const [template, result] = await Promise.all([
        renderer.template(req.originalUrl),
        renderer.render({
          url: req.originalUrl,
          config,
          session,
          read: async (apiUrl, options) => {
            try {
              return await readPublic({ db, now, lang, isAdmin: false }, apiUrl);
            } catch (error) {
              if (error instanceof AppError && error.status === 404 && options.on404 === "returnNull") return null;
              throw error;
            }
          },
        }),
      ]);
      // React writes the preload links of the page's main image first: they belong in <head>.
      const leading = /^(?:<link [^>]*\/?>)+/.exec(result.html)?.[0] ?? "";
      const body = result.html.slice(leading.length);
      const page = template
        .replace('<html lang="en">', () => `<html lang="${result.lang}">`)
        .replace("<!--app-head-->", () => result.head + (leading ? `\n    ${leading}` : ""))
        .replace("<!--app-preload-->", () =>
          renderer.preload ? ` data-preload="${[...new Set([result.chunk ?? "", ...(result.chunks ?? [])].flatMap((chunk) => renderer.preload!(chunk)))].join(" ")}"` : "",
        )
        .replace("<!--app-html-->", () => body)
        .replace(
          "<!--app-data-->",
          () =>
            `<script type="application/json" id="app-config">${scriptJson(config)}</script>\n    ` +
            `<script type="application/json" id="app-state">${scriptJson(result.state)}</script>`,
        );
      const styles = renderer.styles?.(page, admin ? "admin" : "site");
      let html = page
        .replace("<!--app-css-->", () => (styles ? `<style>${styles.inline}</style>` : ""))
        .replace("<!--app-css-rest-->", () => (styles?.restHref ? ` data-rest="${styles.restHref}"` : ""));
      // The administration's whole stylesheet takes over the site's role (renderers.ts). The site's
      // link stays, disabled and never fetched: it tells Vite's loader of lazy chunks (the tabs)
      // that the site's stylesheet is there. Fetched, its utilities (outside the sublayers the
      // admin's are cut into) would win over the admin's responsive ones: a dialog on a laptop
      // kept `bottom-0` over `sm:bottom-auto` and was squeezed into the lower half of the screen.
      if (styles?.href)
        html = html.replace(
          /(<link rel="stylesheet" href=")([^"]+)(" disabled) data-full/,
          (_, before: string, site: string, disabled: string) => `${before}${site}${disabled}>\n    ${before}${styles.href}${disabled} data-full`,
        );
      const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": admin ? "no-store" : "no-cache" };
      if (admin) res.vary("Cookie");
      // The page's own <style>, and nothing else inline.
      if (policy) headers["Content-Security-Policy"] = policy(styles ? [styleHash(styles.inline)] : []);
      const keptPage = result.status === 200 ? slot?.keep(headers, html) : undefined;
      if (keptPage) return await sendKept(req, res, keptPage);
      res.status(result.status).set(headers).send(html);
    } catch (error) {
      if (error instanceof RedirectError) {
        // An old slug of a program or article: its page of today, in the same language.
        const page = error.kind === "program" ? paths.programs.detail(error.slug) : paths.research.article(error.slug);
        return res.redirect(301, `${localizedPath(page, lang)}${url.search}`);
      }
      if (policy) res.set("Content-Security-Policy", policy([ERROR_PAGE_STYLE_HASH]));
      if (isDatabaseDown(error)) {
        // The database is away: say so (503, come back later), and recover by itself when it returns.
        req.log.warn({ err: error }, "database unavailable");
        res.set("Retry-After", String(RETRY_AFTER_SECONDS));
        return res.status(503).set("Cache-Control", "no-store").type("html").send(errorPage(lang, config, "unavailable", req.id));
      }
      req.log.error({ err: error }, "page failed");
      res.status(error instanceof AppError ? error.status : 500).set("Cache-Control", "no-store").type("html").send(errorPage(lang, config, "error", req.id));
    }
  };
}
