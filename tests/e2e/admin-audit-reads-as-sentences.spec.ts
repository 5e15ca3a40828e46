/**
 * The dashboard's audit list reads as sentences, in English on a laptop and in French on a phone:
 * an editor writes a research article (a draft, its own unique title) and changes its French
 * title; the dashboard then says who created which article, and who changed its French title
 * from what to what — the article named by its title in the reader's language, never a stored
 * key or JSON — and fits the screen.
 */
import type { Page, TestInfo } from "@playwright/test";
import { adminPath, E2E_ADMIN, expectAccessibleAndFitting, signIn, viewports, type Lang } from "./admin";
import { expect, test } from "./fixtures";

const NB = "\u00a0";

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    newArticle: "New Article",
    title: { en: "Title — English", fr: "Title — French" },
    excerpt: { en: "Excerpt — English", fr: "Excerpt — French" },
    content: { en: "Content — English", fr: "Content — French" },
    author: "Author",
    save: "Save",
    edit: (title: string) => `Edit ${title}`,
    created: "Article created",
    updated: "Article updated",
    auditLog: "Audit log",
    sentences: (who: string, title: { en: string; fr: string }, renamedFr: string) => ({
      changed: `${who} changed the French title of the article “${title.en}”: ${title.fr} → ${renamedFr}`,
      created: `${who} created the article “${title.en}”`,
    }),
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    newArticle: "Nouvel article",
    title: { en: "Titre — anglais", fr: "Titre — français" },
    excerpt: { en: "Extrait — anglais", fr: "Extrait — français" },
    content: { en: "Contenu — anglais", fr: "Contenu — français" },
    author: "Auteur",
    save: "Enregistrer",
    edit: (title: string) => `Modifier ${title}`,
    created: "Article créé",
    updated: "Article mis à jour",
    auditLog: "Journal des modifications",
    sentences: (who: string, title: { en: string; fr: string }, renamedFr: string) => ({
      changed: `${who} a modifié le titre en français de l’article «${NB}${renamedFr}${NB}»${NB}: ${title.fr} → ${renamedFr}`,
      created: `${who} a créé l’article «${NB}${title.fr}${NB}»`,
    }),
  },
] as const;

/** A tag no other test (nor another run of this one) uses. */
const uniqueTag = (lang: Lang, testInfo: TestInfo) => `${lang}${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1e6).toString(36)}`;

const expectToast = (page: Page, text: string) =>
  expect(page.getByRole("region", { name: /^Notifications/ }).getByText(text, { exact: true }).first()).toBeVisible();

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test.beforeEach(({ browserProblems }) => {
      // Signed out, /admin asks who is signed in: the 401 is the answer.
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
    });

    test("an article created and its French title changed read as sentences in the audit list", async ({ page }, testInfo) => {
      const tag = uniqueTag(site.lang, testInfo);
      const title = { en: `Audit study ${tag}`, fr: `Étude d’audit ${tag}` };
      // One unbroken word wider than a phone (under the 60 characters a value is quoted whole): it must wrap.
      const renamedFr = `Étude ${tag.repeat(3)}`;
      await signIn(page, site.lang, "research");

      // A draft, complete in both languages: nothing on the public site changes.
      await page.getByRole("button", { name: site.newArticle }).click();
      const dialog = page.getByRole("dialog").first();
      await dialog.getByLabel(site.title.en).fill(title.en);
      await dialog.getByLabel(site.title.fr).fill(title.fr);
      await dialog.getByLabel(site.excerpt.en).fill("What the study found.");
      await dialog.getByLabel(site.excerpt.fr).fill("Ce que l’étude a trouvé.");
      await dialog.getByLabel(site.content.en).fill("The findings, in full.");
      await dialog.getByLabel(site.content.fr).fill("Les résultats, en entier.");
      await dialog.getByLabel(site.author).fill("E2E Author");
      await dialog.getByRole("button", { name: site.save }).click();
      await expectToast(page, site.created);
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await page.getByRole("button", { name: site.edit(title[site.lang]), exact: true }).click();
      await page.getByRole("dialog").first().getByLabel(site.title.fr).fill(renamedFr);
      await page.getByRole("dialog").first().getByRole("button", { name: site.save }).click();
      await expectToast(page, site.updated);

      await page.goto(adminPath(site.lang));
      const audit = page.getByRole("region", { name: site.auditLog });
      await expect(audit.getByTestId("audit-entry").first()).toBeVisible();
      // Read as the page shows them (textContent keeps the French non-breaking spaces).
      const sentences = () => audit.getByTestId("audit-entry").locator("p").allTextContents();
      const { changed, created } = site.sentences(E2E_ADMIN.username, title, renamedFr);
      await expect.poll(sentences).toContain(changed);
      await expect.poll(sentences).toContain(created);
      const all = await audit.getByTestId("audit-entry").allTextContents();
      expect(all.filter((text) => /\{"|article\.(create|update)|\bnull\b/.test(text))).toEqual([]);

      await expectAccessibleAndFitting(page);
      await audit.getByText(changed).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`audit-${site.lang}-${site.viewport.width}.png`) });
    });
  });
}
