/**
 * Every public page, in English and French, on a phone and on a desktop: what a visitor must
 * find there (texts and numbers of the specification), no accessibility violation reported by
 * axe-core, nothing wider than the screen. `SCREENSHOTS=1` also saves a full-page screenshot
 * of each in test-results/screenshots to look at.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { defaultNextAgm } from "../../shared/general-assembly";
import { expect, test } from "./fixtures";

type Lang = "en" | "fr";
type Check = { path: string; texts: Record<Lang, (string | RegExp)[]> };

const nb = (s: string) => s.replace(/_/g, "\u00a0");
/** Until an administrator sets it, the next general assembly is the next January (never a past one). */
const agmYear = defaultNextAgm(new Date()).slice(0, 4);

const pages: Check[] = [
  {
    path: "/",
    texts: {
      en: ["2,500+", "85%", "12", "150+", "Digital Literacy", "Financial Literacy", "Digital Jobs", "TVET for Employment", "Code for Change", "SheLeads Finance", "Future Work Academy", "Skills for Jobs", "Experienced Leadership", "Evidence-driven Impact", "Inclusive Access", "Global & Local Partnerships"],
      fr: [nb("2_500+"), nb("85_%"), "150+", "Alphabétisation numérique", "Éducation financière", "Métiers du numérique", "Code for Change", "SheLeads Finance"],
    },
  },
  { path: "/about", texts: { en: ["10+", "50+", "25+"], fr: ["10+", "50+", "25+"] } },
  {
    path: "/programs",
    texts: { en: ["Code for Change", "SheLeads Finance", "Future Work Academy", "Skills for Jobs"], fr: ["Code for Change", "Tous"] },
  },
  { path: "/programs/code-for-change", texts: { en: ["Code for Change"], fr: ["Code for Change"] } },
  { path: "/research", texts: { en: ["8 publications", "3 publications", "Published", "Ongoing"], fr: ["8 publications", "Publié", "En cours"] } },
  {
    path: "/events",
    texts: { en: ["30 participants", "Unlimited", "200 participants", "150 participants", "80 participants", "Online"], fr: ["30 participants", "Illimité", "200 participants", "150 participants", "80 participants", "En ligne"] },
  },
  { path: "/partners", texts: { en: ["Academic", "Corporate", "Community"], fr: ["Contactez-nous"] } },
  { path: "/contact", texts: { en: ["hello@test-foundation.org"], fr: ["hello@test-foundation.org"] } },
  {
    path: "/join",
    texts: {
      en: ["Individual (natural person)", "Organization (legal person)", "Patron (benefactor)", "Founder", "Honorary", "Active Member", nb("12,000_FCFA"), nb("120,000_FCFA"), nb("500,000_FCFA"), "January 5th"],
      fr: ["Individuel", "Organisation", "Bienfaiteur", "Fondateur", "Honneur", "Membre actif", nb("12_000_FCFA"), nb("120_000_FCFA")],
    },
  },
  { path: "/donate", texts: { en: ["$50", "$200", "$1,000", "Train 1 Learner", "Equip a Lab Seat", "Fund a Women Cohort"], fr: [nb("50_$_US"), nb("1_000_$_US")] } },
  { path: "/statutes", texts: { en: [`Next AGM: January ${agmYear}`, "32", "18"], fr: [nb(`Prochaine AG_: janvier ${agmYear}`)] } },
  { path: "/legal/privacy", texts: { en: ["Information We Collect", "December 1, 2024"], fr: ["1er décembre 2024"] } },
  { path: "/legal/terms", texts: { en: ["Acceptance of Terms", "Donation Policy"], fr: ["1er décembre 2024"] } },
  { path: "/legal/cookies", texts: { en: ["What are cookies", "Third-party cookies"], fr: ["1er décembre 2024"] } },
  { path: "/volunteer", texts: { en: ["Volunteer with us"], fr: ["Devenir bénévole"] } },
  { path: "/payment-success", texts: { en: [], fr: [] } },
];

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

async function nothingOverflows(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== "fixed")
      .filter((el) => !el.closest(".sr-only"))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
    return { scroll: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow, "content wider than the screen").toEqual({ scroll: 0, wide: [] });
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const lang of ["en", "fr"] as const) {
    test.describe(`${device}, ${lang}`, () => {
      test.use({ viewport });
      for (const check of pages) {
        const url = lang === "fr" ? (check.path === "/" ? "/fr/" : `/fr${check.path}`) : check.path;
        test(`${url} is complete, accessible and fits the screen`, async ({ page }) => {
          const response = await page.goto(url);
          expect(response?.status()).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.locator("h1")).toHaveCount(1);
          const main = page.locator("main");
          for (const text of check.texts[lang]) await expect(main.getByText(text).first(), `${url}: ${text}`).toBeVisible();
          // Hydrated: the page's script has run.
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
          await page.waitForLoadState("networkidle");
          const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
          expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
          await nothingOverflows(page);
          if (process.env.SCREENSHOTS)
            await page.screenshot({ path: `test-results/screenshots/${device}-${lang}${check.path.replace(/\//g, "_")}.png`, fullPage: true });
        });
      }
    });
  }
}

test("the programs filter is in the address and renders on the server", async ({ page }) => {
  await page.goto("/programs?pillar=tvet");
  await expect(page.getByRole("heading", { name: "Skills for Jobs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Code for Change" })).toHaveCount(0);
});

test("the statutes' citation opens with the keyboard", async ({ page }) => {
  await page.goto("/statutes");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: /View Citation/ }).first().focus();
  await expect(page.getByRole("tooltip")).toBeVisible();
  await expect(page.getByRole("tooltip")).toContainText("Article");
});

test("the skip link leads to the content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("the governing documents are real PDF files, and an unknown one is not found", async ({ request }) => {
  for (const key of ["statutes", "internal-regulations"]) {
    const res = await request.get(`/documents/${key}.pdf`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
  expect((await request.get("/documents/nothing.pdf")).status()).toBe(404);
});

test("a page comes with only the styles it uses, and the next page reached inside the site is styled all the same", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/legal/privacy");
  const inline = await page.locator("head style").textContent();
  expect(inline).toContain(".btn");
  // The three-column grid of the donation tiers is not used on this page: it is not in it.
  expect(inline).not.toContain("md\\:grid-cols-3");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("banner").getByRole("link", { name: "Donate", exact: true }).click();
  await expect(page).toHaveURL(/\/donate$/);
  const tiers = page.locator("#tiers ul").first();
  await expect(tiers).toBeVisible();
  await expect.poll(() => tiers.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length)).toBe(3);
});
