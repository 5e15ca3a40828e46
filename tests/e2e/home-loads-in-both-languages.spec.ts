/**
 * A visitor opens the site in English (plain addresses) and in French (/fr): the page arrives
 * rendered, comes alive in the browser, and its header works on a desktop and on a phone.
 * Any console error, page error or failed request fails a test (see fixtures.ts).
 */
import { expect, test } from "./fixtures";

const languages = [
  {
    lang: "en",
    home: "/",
    heading: "Skills that open doors for youth and women in West Africa",
    mainNav: "Main navigation",
    homeLink: "Home",
    aboutLink: "About",
    about: "/about",
    aboutHeading: "About the foundation",
    openMenu: "Open menu",
    notFound: "/no-such-page",
    notFoundHeading: "404 Page Not Found",
    switchLabel: "Lire cette page en français",
  },
  {
    lang: "fr",
    home: "/fr/",
    heading: "Des compétences qui ouvrent des portes aux jeunes et aux femmes d’Afrique de l’Ouest",
    mainNav: "Navigation principale",
    homeLink: "Accueil",
    aboutLink: "À propos",
    about: "/fr/about",
    aboutHeading: "À propos de la fondation",
    openMenu: "Ouvrir le menu",
    notFound: "/fr/no-such-page",
    notFoundHeading: "404 Page introuvable",
    switchLabel: "Read this page in English",
  },
] as const;

const LANGUAGE_STORAGE_KEY = "foundation.lang";

for (const site of languages) {
  const other = languages.find((l) => l.lang !== site.lang)!;

  test.describe(`in ${site.lang.toUpperCase()}`, () => {
    test(`the home page loads at ${site.home}`, async ({ page }) => {
      const response = await page.goto(site.home);
      expect(response?.status()).toBe(200);

      await expect(page.locator("html")).toHaveAttribute("lang", site.lang);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).toHaveText(site.heading);
      const nav = page.getByRole("banner").getByRole("navigation", { name: site.mainNav });
      await expect(nav.getByRole("link", { name: site.homeLink, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: site.aboutLink, exact: true })).not.toHaveAttribute("aria-current");
    });

    test(`the header's language switch shows the ${other.lang.toUpperCase()} page without reloading`, async ({ page }) => {
      await page.goto(site.home);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Survives a client-side navigation, not a full page load: proves the switch was handled by the app.
      await page.evaluate(() => Reflect.set(window, "e2eSameDocument", true));

      await page.getByRole("banner").getByRole("link", { name: site.switchLabel }).click();

      await expect(page).toHaveURL(other.home);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.heading);
      await expect(page.locator("html")).toHaveAttribute("lang", other.lang);
      await expect(
        page.getByRole("banner").getByRole("navigation", { name: other.mainNav }).getByRole("link", { name: other.homeLink, exact: true }),
      ).toHaveAttribute("aria-current", "page");
      expect(await page.evaluate(() => Reflect.get(window, "e2eSameDocument"))).toBe(true);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(other.lang);
    });

    test(`an unknown address shows the 404 page with status 404`, async ({ page, browserProblems }) => {
      // The document's 404 (and Chromium's "Failed to load resource" line about it) is the point here.
      browserProblems.expectAt(new RegExp(`${site.notFound}$`));

      const response = await page.goto(site.notFound);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", site.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.notFoundHeading);
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test(`the menu opens and choosing "${site.aboutLink}" goes to ${site.about}`, async ({ page }) => {
        await page.goto(site.home);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        const dialog = page.getByRole("dialog");
        await expect(dialog).toHaveCount(0);

        await page.getByRole("button", { name: site.openMenu }).click();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("link", { name: site.homeLink, exact: true })).toHaveAttribute("aria-current", "page");

        await dialog.getByRole("link", { name: site.aboutLink, exact: true }).click();

        await expect(page).toHaveURL(site.about);
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.aboutHeading);
      });
    });
  });
}

test("a page whose code cannot be fetched on the way is loaded from the server instead, and stays readable", async ({ page, browserProblems }) => {
  // The failed fetch of the page's chunk (and what the browser and React log about it) is the point here.
  browserProblems.expectAt(/\/assets\/|\/about$|\/$/);
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.route(/\/assets\/about-page-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  await page.evaluate(() => Reflect.set(window, "e2eSameDocument", true));

  await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About the foundation");
  // A new document from the server (the first one could not show the page), left as it came.
  expect(await page.evaluate(() => Reflect.get(window, "e2eSameDocument"))).toBeUndefined();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("10+").first()).toBeVisible();
});
