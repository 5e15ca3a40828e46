/// <reference types="vitest/config" />
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { languages } from "./shared/domain.ts";

const root = path.resolve(import.meta.dirname, "client");

/**
 * Marks the chunks a page runs as soon as it starts (the entry, React's renderer, the shared
 * pieces and the pages) with V8's explicit compile hint. Chrome (136 and later) then compiles
 * their functions on the background thread that streams the file, instead of one by one on the
 * main thread the first time hydration calls them. `npm run bench:start-up` (script time on the
 * main thread while a page starts, median of 8 loads) without → with: / 59 → 41 ms, /about
 * 59 → 38 ms, /legal/terms 68 → 61 ms, /fr/join 58 → 48 ms. Other browsers ignore the comment.
 */
function compileHints(): Plugin {
  const startUp = /^(index|react-dom|app|.*-page)$/;
  return {
    name: "compile-hints",
    apply: "build",
    // After minification, which drops comments, and after Vite's own last edits of the code. The
    // file names' hashes do not cover the comment: a cached file without it runs the same.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && startUp.test(chunk.name)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * Gives the public forms' rules (shared/public-forms.ts, written with zod/mini) a copy of zod of
 * their own in the browser build, as the public pages import them. The bundler keeps, in each
 * module, every part that any chunk uses: sharing zod's core with the admin, whose classic zod
 * (its methods, drizzle-zod's whole `z`) keeps nearly all of it, made what a form page loads to
 * validate 23 KB compressed instead of 9 KB (decision 008). The administration's side (its code,
 * and the shared schemas only it loads: schema.ts, admin.ts, sign-in.ts, account-links.ts,
 * admin-invitations.ts, two-factor.ts, roles.ts — a new one goes in this list, or the public copy
 * ends up in the admin's chunks and the bundler's helpers leave the entry) imports the very same
 * rules with the one zod it uses: the admin loads a single copy. Zod keeps its configuration and
 * registry on globalThis, so that copies agree.
 */
function publicFormsOwnZod(): Plugin {
  const copy = "?public-forms";
  const isFormsRules = (id: string) => /[\\/]shared[\\/]public-forms\.ts$/.test(id);
  const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);
  const adminSide = (id: string) => /[\\/]shared[\\/](schema|admin|sign-in|account-links|admin-invitations|two-factor|roles)\.ts$/.test(id) || /[\\/]client[\\/]src[\\/]features[\\/]admin[\\/]/.test(id);
  return {
    name: "public-forms-own-zod",
    apply: "build",
    // Before Vite's resolver, which would answer with the shared copy.
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const copied = importer.endsWith(copy);
      // A public page's import of the rules, or an import made by the copy (the rules' own, zod's inside).
      if (!copied && (adminSide(importer) || !source.includes("public-forms"))) return null;
      const resolved = await this.resolve(source, importer.replace(copy, ""), { ...options, skipSelf: true });
      // Files only: a virtual module (zod's locales, below) stays one.
      if (!resolved || resolved.external || !path.isAbsolute(resolved.id)) return resolved;
      const copies = copied ? isZod(resolved.id) : isFormsRules(resolved.id);
      return copies ? { ...resolved, id: `${resolved.id}${copy}` } : resolved;
    },
  };
}

/**
 * Zod's `locales` (messages in some 50 languages) hold only those of the site in the browser
 * build. Nothing shows them (every parse gets the site's error map, shared/validation.ts), but
 * drizzle-zod keeps the whole `z` namespace, so the admin carried them all: 166 KB.
 */
function zodSiteLocalesOnly(): Plugin {
  const id = "\0zod-site-locales";
  return {
    name: "zod-site-locales-only",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "../locales/index.js" && importer && /[\\/]node_modules[\\/]zod[\\/]v4[\\/]/.test(importer) ? id : null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      const dir = path.resolve(import.meta.dirname, "node_modules/zod/v4/locales");
      return languages.map((lang) => `export { default as ${lang} } from ${JSON.stringify(path.join(dir, `${lang}.js`))};`).join("\n");
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: path.resolve(import.meta.dirname, "public"),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [compileHints(), publicFormsOwnZod(), zodSiteLocalesOnly()])],
  resolve: {
    alias: {
      "@": path.resolve(root, "src"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
      // Radix Dialog's scroll lock through the CSSOM, not an inline <style> the CSP would refuse.
      "react-style-singleton": path.resolve(root, "src/lib/style-singleton.ts"),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/client"),
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    manifest: true,
    target: "es2022",
    // The polyfill only serves browsers without <link rel="modulepreload"> (Safari < 17, Firefox <
    // 115), which load the same chunks on demand instead; every page would carry it otherwise.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // What every page runs at start stays in the entry.
                { name: "app", tags: ["$initial"] },
                // React's renderer, which the entry imports on its own (entry-client.tsx), in one chunk.
                { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                // Small pieces shared by many pages: one chunk rather than a request each.
                { name: "app", test: /client[\\/]src[\\/](components[\\/]ui[\\/](page-hero|section|site-img|uploaded-img|cta-band|rich-text)|lib[\\/]island|i18n[\\/]texts)\.tsx?$/ },
                // The bundler's own helpers (interop with React's CommonJS, module namespaces), which
                // nearly every chunk uses: in the chunk every page loads at start, not a request of their own.
                { name: "app", test: /^\0?rolldown[\\/]runtime/ },
              ],
            },
          },
        },
  },
  ssr: {
    // Bundled into the server entry so it runs without Vite's resolver.
    noExternal: ["wouter", "regexparam"],
  },
}));
