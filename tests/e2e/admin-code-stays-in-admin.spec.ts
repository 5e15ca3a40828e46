/**
 * The administration is its own chunk: a visitor of any public page, in either language, never
 * downloads a byte of it (it would cost them data and time for nothing); /admin does.
 */
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
/** The admin's chunk (the lazily loaded features/admin/admin-page.tsx and what only it uses). */
const adminChunk = /\/assets\/admin-[\w-]+\.js$/;

for (const lang of ["en", "fr"] as const) {
  test(`no public page fetches the admin's code (${lang})`, async ({ page, browserProblems }) => {
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
    expect(fetched.filter((url) => adminChunk.test(url))).toEqual([]);
    expect(fetched.some((url) => url.includes("/assets/"))).toBe(true);
  });
}

test("the admin page fetches the admin's code", async ({ page, browserProblems }) => {
  browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/); // signed out
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.goto("/admin");
  await page.locator("html[data-hydrated]").waitFor();
  expect(fetched.filter((url) => adminChunk.test(url))).not.toHaveLength(0);
});
