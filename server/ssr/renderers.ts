/**
 * Where the renderer comes from: the production build or Vite's dev server
 * (tests render the source directly: sourceRenderer in tests/helpers/test-app.ts).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type * as EntryServerModule from "../../client/src/entry-server";
import { isBuiltServer } from "../env";
import { repoRoot } from "../lib/project-root";
import { dataDirDenyGlobs } from "../http/data-dir-guard";
import { pageStylesheet } from "./critical-css";
import type { Renderer } from "./handler";

type EntryServer = typeof EntryServerModule;

export { repoRoot };

/** The production build: dist/client (shell and assets) and dist/ssr (the server entry). */
export async function productionRenderer(root = repoRoot): Promise<{ renderer: Renderer; assetsDir: string }> {
  const assetsDir = path.join(root, "dist/client");
  const { html: shell, css, file: cssFile } = await stylesheetInPage(await readFile(path.join(assetsDir, "index.html"), "utf8"), assetsDir);
  const { template, entryPreloads } = deferScripts(shell);
  const entryPath = path.join(root, "dist/ssr/entry-server.js");
  const entry = (await import(/* @vite-ignore */ entryPath)) as EntryServer;
  const manifest = JSON.parse(await readFile(path.join(assetsDir, ".vite/manifest.json"), "utf8")) as Manifest;
  // React's renderer is imported by the entry on its own (client/src/entry-client.tsx), from the
  // chunk vite.config.ts names "react-dom": it is fetched with the entry.
  const shellEntry = Object.values(manifest).find((item) => item.isEntry);
  const reactDom = shellEntry?.dynamicImports?.find((key) => manifest[key]?.name === "react-dom");
  if (!reactDom) throw new Error('The build has no "react-dom" chunk imported by the entry (vite.config.ts)');
  const startFiles = [...entryPreloads, ...chunkFiles(manifest, reactDom).map((file) => `/${file}`)];
  const preload = (chunk: string) => [...new Set([...startFiles, ...chunkFiles(manifest, chunk).map((file) => `/${file}`)])];
  const site = pageStylesheet(css, cssFile);
  // The administration's own stylesheet (features/admin/admin.css: the whole site's, the admin's
  // utilities included), loaded with its chunk. /admin is cut from it, so that the sign-in form is
  // styled as it will stay once the chunk has loaded its stylesheet: nothing moves.
  const adminCssFile = manifest[ADMIN_CHUNK]?.css?.[0];
  const admin = adminCssFile ? { ...pageStylesheet(await readFile(path.join(assetsDir, adminCssFile), "utf8"), adminCssFile), href: `/${adminCssFile}` } : null;
  const styles = (html: string, sheet: "site" | "admin" = "site") =>
    sheet === "admin" && admin ? { ...admin.styles(html), href: admin.href } : site.styles(html);
  const restStyles = (url: string) => site.restStyles(url) ?? admin?.restStyles(url) ?? null;
  return { renderer: { template: async () => template, render: entry.render, preload, styles, restStyles }, assetsDir };
}

/** The administration's module (client/src/routes.tsx), whose chunk carries its stylesheet. */
const ADMIN_CHUNK = "src/features/admin/admin-page.tsx";

/** The whole stylesheet's link as the production shell carries it, with the slots the server fills. */
export const stylesheetLink = (file: string) => `<!--app-css-->\n    <link rel="stylesheet" href="/${file}" disabled data-full<!--app-css-rest-->>`;

/**
 * The stylesheet goes inside the page, cut to the rules that can apply to that page's HTML
 * (critical-css/): one round trip less before the first paint on a slow mobile link. The rest of
 * the stylesheet, needed by the pages the visitor goes to next, is fetched with the script
 * (public/boot.js adds its link, named in the whole stylesheet's link). The whole stylesheet's
 * link stays disabled, so never fetched, unless the stylesheet cannot be split; being in the page,
 * it tells Vite's loader of lazy chunks that the stylesheet is there (it would be fetched otherwise).
 */
async function stylesheetInPage(html: string, assetsDir: string): Promise<{ html: string; css: string; file: string }> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1) throw new Error(`The built index.html should link one stylesheet, not ${links.length}`);
  const [tag, file] = links[0]!;
  const css = await readFile(path.join(assetsDir, file!), "utf8");
  return { html: html.replace(tag, () => stylesheetLink(file!)), css, file: file! };
}

/**
 * The page is complete without its script (it is rendered on the server). public/boot.js loads
 * the script and the page's chunks once the page has been painted, so that on a slow link they
 * do not compete with the HTML, the styles and the main image.
 */
function deferScripts(html: string): { template: string; entryPreloads: string[] } {
  const match = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!match) throw new Error("The built index.html has no entry script");
  // Vite's own modulepreload links for the entry's chunks would start downloading at once.
  const entryPreloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const template = html
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "")
    .replace(match[0], () => `<script defer src="/boot.js" data-entry="${match[1]}"<!--app-preload-->></script>`);
  return { template, entryPreloads };
}

type Manifest = Record<string, { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }>;

/** A chunk's file and the files of the chunks it imports, except the entry (already in the page). */
export function chunkFiles(manifest: Manifest, chunk: string, seen = new Set<string>()): string[] {
  const entry = manifest[chunk];
  if (!entry || entry.isEntry || seen.has(chunk)) return [];
  seen.add(chunk);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/** What Vite's file server denies by default (its serverConfigDefaults, which a list of our own replaces). */
const VITE_DEFAULT_DENY = [".env", ".env.*", "*.{crt,pem,key,p12,pfx,cer,der}", ".npmrc", ".yarnrc.yml", "**/.git/**"];

/**
 * Vite in middleware mode: the same rendering with hot reload. Only the source run through
 * `npm run dev` gets here: the built server is always the production server (env.ts). Vite's file
 * server (`/@fs/…`) sends only what the pages load — the client, shared/, public/ and the
 * packages — never the configuration (.env*) nor anything under DATA_DIR.
 */
export async function developmentRenderer(
  httpServer: Server,
  { dataDir }: { dataDir: string },
): Promise<{ renderer: Renderer; middleware: RequestHandler; close(): Promise<void> }> {
  if (isBuiltServer) throw new Error("The built server never runs Vite's development server: development mode is `npm run dev`.");
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(repoRoot, "vite.config.ts"),
    server: {
      middlewareMode: true,
      hmr: { server: httpServer },
      fs: {
        strict: true,
        allow: ["client", "shared", "public", "node_modules"].map((folder) => path.join(repoRoot, folder)),
        deny: [...VITE_DEFAULT_DENY, ".env*", ...dataDirDenyGlobs(dataDir)],
      },
    },
    appType: "custom",
  });
  const shell = path.join(repoRoot, "client/index.html");
  return {
    close: () => vite.close(),
    middleware: vite.middlewares as unknown as RequestHandler,
    renderer: {
      template: async (url) => vite.transformIndexHtml(url, await readFile(shell, "utf8")),
      render: async (input) => ((await vite.ssrLoadModule("/src/entry-server.tsx")) as EntryServer).render(input),
    },
  };
}
