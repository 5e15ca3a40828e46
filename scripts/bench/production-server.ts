/**
 * What the benchmarks share: the production build started on a port with a fresh embedded
 * database, the Chromium they drive, and the median of a figure's runs.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { chromium } from "playwright-core";

export async function startProductionServer(port: number) {
  if (!existsSync("dist/server/index.js")) throw new Error("No production build: run `npm run build` first.");
  const dataDir = await mkdtemp(path.join(tmpdir(), "foundation-bench-"));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin, DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("The production server did not start.");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The same Chromium for Playwright, which chooses its own headless mode. */
export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.filter((flag) => !flag.startsWith("--headless")) });

export { median } from "./measure";

/** Lighthouse's simulated networks: its default slow 4G, or regular 3G (300 ms, 700 Kbps), both with the CPU 4× slower. */
export type Network = "4g" | "3g";

/** A Chromium for Lighthouse, and one Lighthouse run (mobile, simulated throttling) of a URL in it. */
export async function launchLighthouse(network: Network = "4g") {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  return {
    async run(url: string, categories: string[]) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        // The full-page screenshot stretches the viewport to the page's height, which would
        // bring every below-the-fold island into view and load it.
        disableFullPageScreenshot: true,
        ...(network === "3g" ? { throttling: constants.throttling.mobileRegular3G } : {}),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      return result;
    },
    kill: () => chrome.kill(),
  };
}
