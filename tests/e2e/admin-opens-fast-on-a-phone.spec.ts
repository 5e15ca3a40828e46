/**
 * The administration on a phone on mobile data (docs/performance.md, decision 004): signed out,
 * /admin arrives with its sign-in form in the server's HTML, asks nobody who is signed in, logs
 * nothing and moves nothing while its script loads; signed in, the tabs are one row that stays at
 * the top of the screen (on a phone, the first few and a More menu), and each tab's code is
 * fetched when the tab is first opened.
 */
import { expect, test } from "./fixtures";
import { adminPath, signIn, signInTexts, viewports, type Lang } from "./admin";

const tabNames = {
  en: { nav: "Administration sections", members: "Members", contacts: "Contacts", settings: "Settings", dashboard: "Dashboard", more: "More" },
  fr: { nav: "Rubriques de l’administration", members: "Membres", contacts: "Messages", settings: "Paramètres", dashboard: "Tableau de bord", more: "Plus" },
} as const;

/** The page's layout shifts so far, summed as CLS counts them (shifts right after input excluded). */
const layoutShift = () =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
      resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
    }).observe({ type: "layout-shift", buffered: true });
    // No entry at all: nothing moved.
    setTimeout(() => resolve(0), 500);
  });

for (const lang of ["en", "fr"] as const satisfies Lang[]) {
  test.describe(`${lang}, phone`, () => {
    test.use({ viewport: viewports.phone });

    test("signed out, the sign-in form comes with the page: no request for who is signed in, no error, nothing moves", async ({ page }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/")) asked.push(new URL(request.url()).pathname);
      });
      const html = await (await page.request.get(adminPath(lang))).text();
      expect(html).toContain(`>${signInTexts[lang].submit}</button>`);
      expect(html).toMatch(/<input type="password" autocomplete="current-password"/i);

      await page.goto(adminPath(lang));
      await page.locator("html[data-hydrated]").waitFor();
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("button", { name: signInTexts[lang].submit })).toBeEnabled();
      expect(await page.evaluate(layoutShift)).toBe(0);
      expect(asked).toEqual([]);
      // The console stays clean: the fixture fails the test on any error logged or request refused.
    });

    test("signed in, the tabs are one row at the top: the first few and a More menu, usable from the keyboard", async ({ page }) => {
      await signIn(page, lang, "settings");
      const nav = page.getByRole("navigation", { name: tabNames[lang].nav });
      await expect(page.getByRole("status")).toHaveCount(0);

      const bar = (await nav.boundingBox())!;
      expect(bar.height, "one row of tabs").toBeLessThanOrEqual(56);
      const heading = (await page.getByRole("heading", { level: 2, name: tabNames[lang].settings, exact: true }).boundingBox())!;
      expect(heading.y, "the tab's content starts within the first 400 px").toBeLessThan(400);
      // The daily work first, then More: nothing to swipe sideways, nothing off screen.
      await expect(nav.getByRole("link")).toHaveText([tabNames[lang].dashboard, tabNames[lang].members, tabNames[lang].contacts]);
      for (const link of await nav.getByRole("link").all()) {
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
      }
      const more = nav.getByRole("button", { name: tabNames[lang].more, exact: true });
      await expect(more).toHaveAttribute("aria-expanded", "false");

      // Further down the tab (still above its end), the row is at the top of the screen.
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(async () => (await nav.boundingBox())!.y).toBe(0);

      // From the keyboard: More opens its list, the current tab marked; Escape closes it, the focus back on More.
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(more).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: tabNames[lang].settings, exact: true })).toHaveAttribute("aria-current", "page");
      await page.keyboard.press("Escape");
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await expect(more).toBeFocused();
      // Open again, Tab to the first tab of the list (Donations) and Enter: it opens, the menu closes.
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/[?&]tab=donations/);
      await expect(more).toHaveAttribute("aria-expanded", "false");
    });
  });
}

test("signed in, a tab's code is fetched when the tab is first opened", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/.+\.js$/.test(request.url())) scripts.push(new URL(request.url()).pathname);
  });
  await signIn(page, "en", "dashboard");
  await expect(page.getByRole("heading", { level: 2, name: tabNames.en.dashboard, exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((file) => /\/members-tab-/.test(file))).toEqual([]);
  await page.getByRole("navigation", { name: tabNames.en.nav }).getByRole("link", { name: tabNames.en.members, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: tabNames.en.members, exact: true })).toBeVisible();
  expect(scripts.filter((file) => /\/members-tab-/.test(file))).toHaveLength(1);
});

test("signed in, reloading /admin shows the administration at once, without asking who is signed in", async ({ page }) => {
  await signIn(page, "fr", "members");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/")) asked.push(new URL(request.url()).pathname);
  });
  const html = await (await page.request.get(adminPath("fr", "members"))).text();
  expect(html).toContain(`>${signInTexts.fr.signOut}</button>`);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 2, name: tabNames.fr.members, exact: true })).toBeVisible();
  expect(asked).toEqual([]);
});
