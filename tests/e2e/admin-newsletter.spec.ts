/**
 * The Newsletter tab of the administration: a newsletter sign-up is listed, found by its e-mail,
 * exported, and removed on its owner's request after a confirmation, in English on a laptop and
 * in French on a phone. Each test signs up an address no other test uses and searches for it:
 * other specs run at the same time against the same database.
 */
import type { BrowserContext, TestInfo } from "@playwright/test";
import { expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { expect, test } from "./fixtures";

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    tab: "Newsletter",
    search: "Search by e-mail",
    searchButton: "Search",
    list: "Newsletter sign-ups",
    language: "French",
    remove: "Remove",
    confirmTitle: "Remove this address?",
    confirm: "Remove the address",
    cancel: "Cancel",
    removed: "Address removed from the newsletter",
    empty: "No address matches this search.",
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    tab: "Lettre d’information",
    search: "Rechercher par e-mail",
    searchButton: "Rechercher",
    list: "Inscriptions à la lettre d’information",
    language: "français",
    remove: "Retirer",
    confirmTitle: "Retirer cette adresse\u00a0?",
    confirm: "Retirer l’adresse",
    cancel: "Annuler",
    removed: "Adresse retirée de la lettre d’information",
    empty: "Aucune adresse ne correspond à cette recherche.",
  },
] as const;

/** Each test is a visitor of its own: the API limits form submissions per client (X-Forwarded-For on loopback). */
async function asOwnVisitor(context: BrowserContext, testInfo: TestInfo) {
  let hash = 29;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `100.65.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test("a newsletter sign-up is listed, found by its e-mail, exported, and removed on request", async ({ page, browserProblems }) => {
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const email = `reader.${site.lang}.${stamp}@example.org`;
      const signedUp = await page.request.post("/api/newsletter", { data: { email, language: "fr" } });
      expect(signedUp.status()).toBe(201);

      await signIn(page, site.lang, "newsletter");
      await expect(page.getByRole("heading", { level: 2, name: site.tab })).toBeVisible();
      // The current tab is marked, in the row or, on a phone, in the More menu.
      await expect(page.locator('nav a[aria-current="page"]', { hasText: site.tab }).first()).toHaveText(site.tab);
      // Newest first: the address just signed up is on the first page.
      const list = page.getByRole("list", { name: site.list });
      await expect(list.getByText(email, { exact: true })).toBeVisible();
      await expectAccessibleAndFitting(page);

      // Found by a part of its e-mail, in another case; the export follows the search.
      await page.getByRole("searchbox", { name: site.search }).fill(stamp.toUpperCase());
      await page.getByRole("button", { name: site.searchButton, exact: true }).click();
      await expect(list.getByRole("listitem")).toHaveCount(1);
      const row = list.getByRole("listitem").first();
      await expect(row).toContainText(email);
      await expect(row).toContainText(site.language);
      const csv = await page.request.get((await page.getByRole("link", { name: "CSV" }).getAttribute("href")) ?? "");
      expect(csv.status()).toBe(200);
      const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(email);
      expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}[,;]/);

      // Removal asks first (an alertdialog); Cancel keeps the address.
      await row.getByRole("button", { name: new RegExp(`^${site.remove} `) }).click();
      let question = page.getByRole("alertdialog", { name: site.confirmTitle });
      await expect(question).toContainText(email);
      await expect(question.getByRole("button", { name: site.cancel })).toBeFocused();
      await expectAccessibleAndFitting(page);
      await question.getByRole("button", { name: site.cancel }).click();
      await expect(question).toHaveCount(0);
      await expect(row).toContainText(email);

      await row.getByRole("button", { name: new RegExp(`^${site.remove} `) }).click();
      question = page.getByRole("alertdialog", { name: site.confirmTitle });
      await question.getByRole("button", { name: site.confirm }).click();
      await expect(question).toHaveCount(0);
      await expect(page.getByText(site.removed).first()).toBeVisible();
      await expect(page.getByText(site.empty)).toBeVisible();
      await expectAccessibleAndFitting(page);
    });
  });
}
