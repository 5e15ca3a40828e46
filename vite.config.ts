/// <reference types="vitest/config" />
import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const root = path.resolve(import.meta.dirname, "client");

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: path.resolve(import.meta.dirname, "public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": path.resolve(root, "src"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
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
                { name: "app", test: /client[\\/]src[\\/](components[\\/]ui[\\/](page-hero|section|site-img|cta-band|rich-text)|lib[\\/]island|i18n[\\/]texts)\.tsx?$/ },
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
