/**
 * Browser tests: the built site (production server, fresh embedded database) in the system's
 * Chromium. Run with `npm run build && npm run test:e2e`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "../..");
// E2E_PORT: another port when a second run (e.g. a benchmark) uses the default one on this machine.
const port = Number(process.env.E2E_PORT ?? 5174);
const origin = `http://127.0.0.1:${port}`;

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH`,
  );
}

const serverEntry = path.join(root, "dist/server/index.js");
if (!existsSync(serverEntry)) {
  throw new Error(`The built server is missing (${serverEntry}): run npm run build first`);
}

export default defineConfig({
  testDir: import.meta.dirname,
  outputDir: path.join(root, "test-results"),
  // Tests are independent (a new browser context each); two workers for the two cores.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: "list",
  // A walk through a page takes 5–25 s alone; on this 2-core machine with two workers (and the build's
  // or another run's load beside them) the same walk has taken twice that, and a 30 s limit failed
  // walks that were only slow (member page, Celtiis number: 28 Nov CI). A minute for each; a walk that
  // needs more says so itself (test.setTimeout).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: origin,
    // The server answers plain addresses in French when the browser prefers French.
    locale: "en-US",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        browserName: "chromium",
        headless: true,
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node tests/e2e/start-server.mjs",
    cwd: root,
    url: `${origin}/api/health`,
    env: {
      PORT: String(port),
      PUBLIC_URL: origin,
      SITE_NAME: "Test Foundation",
      CONTACT_EMAIL: "hello@test-foundation.org",
      // The administrator the admin specs sign in as (tests/e2e/admin.ts); no spec changes its password.
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "e2e admin password 1",
      ADMIN_EMAIL: "admin@test-foundation.org",
      // The specs file many forms from one address in a few minutes; limits have API tests of their own.
      FORM_RATE_LIMIT: "1000",
      FORM_FAILURE_LIMIT: "1000",
      FORM_EMAIL_LIMIT: "1000",
      // The specs' messages and applications are a flood to the staff: each is notified on its own (the digest has API tests).
      STAFF_NOTIFY_BURST: "100000",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
