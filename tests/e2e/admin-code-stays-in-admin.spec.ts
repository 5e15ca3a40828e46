/**
 * The administration is its own chunks: a visitor of any public page, in either language, never
 * downloads a byte of them (it would cost them data and time for nothing); /admin does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

const publicPaths = [
  "/",
  "/about",
  "/programs",
  "/programs/code-for-change",
  "/research",
  "/events",
  "/partners",
  "/contact",
  "/join",
  "/donate",
  "/statutes",
  "/legal/privacy",
  "/volunteer",
  "/payment-success",
  "/no-such-page",
];
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;
const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../dist/client/.vite/manifest.json"), "utf8")) as Manifest;
const ADMIN = "src/features/admin/admin-page.tsx";
/** The chunks reachable from `from`, statically or not, without going through `stop`. */
const reachable = (from: string[], stop?: string, seen = new Set<string>()): Set<string> => {
  for (const key of from)
    if (key !== stop && !seen.has(key) && manifest[key]) reachable([...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])], stop, seen.add(key));
  return seen;
};
const publicChunks = reachable(Object.keys(manifest).filter((key) => manifest[key]!.isEntry), ADMIN);
/** The admin's chunks (features/admin/admin-page.tsx, the signed-in shell, each tab, and what only they use). */
const adminFiles = new Set([...reachable([ADMIN])].filter((key) => !publicChunks.has(key)).map((key) => `/${manifest[key]!.file}`));
const isAdminCode = (url: string) => adminFiles.has(new URL(url).pathname);

for (const lang of ["en", "fr"] as const) {
  test(`no public page fetches the admin's code (${lang})`, async ({ page, browserProblems }) => {
    // Every public page in turn, each scrolled to its end: more than one page's time.
    test.setTimeout(60_000);
    browserProblems.expectAt(/\/no-such-page$/);
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(request.url()));
    for (const path of publicPaths) {
      await page.goto(lang === "fr" ? `/fr${path === "/" ? "/" : path}` : path);
      await page.locator("html[data-hydrated]").waitFor();
      // Islands (forms, lower sections) load their code when scrolled to.
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState("networkidle");
    }
    expect(adminFiles.size).toBeGreaterThan(10);
    expect(fetched.filter(isAdminCode)).toEqual([]);
    expect(fetched.some((url) => url.includes("/assets/"))).toBe(true);
  });
}

test("the admin page fetches the admin's code", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.goto("/admin");
  await page.locator("html[data-hydrated]").waitFor();
  expect(fetched.filter(isAdminCode)).not.toHaveLength(0);
});
