import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

const root = import.meta.dirname;
const base = mergeConfig(viteConfig({ command: "serve", mode: "test", isSsrBuild: false, isPreview: false }), { root });

/**
 * Four projects: the client's components (jsdom), shared rules, and the API and pages on the
 * embedded database, and again on a real PostgreSQL when TEST_DATABASE_URL is set.
 */
const api = (name: string, db: "pglite" | "postgres") =>
  mergeConfig(base, {
    test: {
      name,
      environment: "node",
      include: ["server/**/*.test.ts", "tests/api/**/*.test.ts"],
      setupFiles: ["tests/helpers/setup-node.ts"],
      env: { TEST_DB: db },
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  });

export default defineConfig({
  test: {
    projects: [
      mergeConfig(base, {
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/src/**/*.test.{ts,tsx}"],
          setupFiles: ["client/src/test/setup.ts"],
        },
      }),
      mergeConfig(base, {
        test: { name: "shared", environment: "node", include: ["shared/**/*.test.ts"], setupFiles: ["tests/helpers/setup-node.ts"] },
      }),
      api("api (embedded PGlite)", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [api("api (PostgreSQL server)", "postgres")] : []),
    ],
  },
});
