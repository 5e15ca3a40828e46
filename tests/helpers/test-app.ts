/**
 * The application as tests drive it: createApp on a clean database, never listening.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createApp, type AppOptions } from "../../server/app";
import { parseEnv, type EnvInput } from "../../server/env";
import { seedContent } from "../../server/db/seed";
import { upsertAdmin } from "../../server/auth/users";
import type { Renderer } from "../../server/ssr/handler";
import { repoRoot, stylesheetLink } from "../../server/ssr/renderers";
import { errorsToConsole } from "./captured-log";
import { createTestDatabase } from "./test-database";
import type { Database } from "../../server/db";

export const TEST_ADMIN = { username: "admin", password: "correct horse battery" };

/** Renders the client's source directly (Vitest resolves its aliases). */
export async function sourceRenderer(): Promise<Renderer> {
  const template = await readFile(path.join(repoRoot, "client/index.html"), "utf8");
  const entry = await import("../../client/src/entry-server");
  return { template: async () => template, render: entry.render };
}

/** The client's page shell with the production build's stylesheet link to `file` (renderers.ts). */
export async function builtShell(file: string): Promise<string> {
  const { template } = await sourceRenderer();
  return (await template("/")).replace("</head>", () => `${stylesheetLink(file)}\n  </head>`);
}

export type TestAppOptions = {
  /** A database of the test's own (a throwaway PostgreSQL it stalls), migrated; by default a clean one. */
  database?: Database;
  env?: EnvInput;
  seed?: boolean;
  admin?: boolean;
  /** Pages rendered from the client's source (sourceRenderer), unless `renderer` is given. */
  pages?: boolean;
} & Partial<Pick<AppOptions, "now" | "signInLimit" | "formLimit" | "imageUploads" | "logger" | "pageCache" | "contentChanges" | "renderer" | "assets" | "mailQueued" | "mailWaitMs">>;

export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const env = parseEnv({
    NODE_ENV: "test",
    PUBLIC_URL: "http://localhost:5000",
    SITE_NAME: "Test Foundation",
    CONTACT_EMAIL: "hello@test-foundation.org",
    ...options.env,
  });
  if (options.seed) await seedContent(database.db, options.now?.() ?? new Date());
  if (options.admin) await upsertAdmin(database.db, TEST_ADMIN.username, TEST_ADMIN.password);
  const app = createApp({
    database,
    env,
    sessionSecret: "test-secret-test-secret-test-secret-0123",
    renderer: options.renderer ?? (options.pages ? await sourceRenderer() : undefined),
    assets: options.assets,
    now: options.now,
    signInLimit: options.signInLimit,
    formLimit: options.formLimit,
    imageUploads: options.imageUploads,
    logger: options.logger ?? errorsToConsole(),
    pageCache: options.pageCache,
    contentChanges: options.contentChanges,
    mailQueued: options.mailQueued,
    mailWaitMs: options.mailWaitMs,
  });
  return { app, database, db: database.db, env, close: () => database.close() };
}
