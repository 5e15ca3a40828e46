/**
 * Nothing typed in the administration is lost, in English on a laptop and in French on
 * a phone: a save made while the site cannot be reached (the requests fail, or the device goes
 * offline) keeps the dialog open with what was typed and says why, and Retry then saves it; a
 * save refused because someone else saved the record meanwhile (409) keeps the typing beside the
 * version they saved, and the person can save theirs over it.
 */
import type { Page, TestInfo } from "@playwright/test";
import { adminPath, fillSignIn, signIn, viewports, type Lang } from "./admin";
import { expect, test } from "./fixtures";

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    newArticle: "New Article",
    title: { en: "Title — English", fr: "Title — French" },
    excerpt: { en: "Excerpt — English", fr: "Excerpt — French" },
    content: { en: "Content — English" },
    author: "Author",
    save: "Save",
    retry: "Retry",
    notSaved: "Not saved",
    unreachable: "The site could not be reached",
    offline: "This device is offline.",
    created: "Article created",
    deleted: "Article deleted",
    deleteFailed: "Failed to delete",
    edit: (title: string) => `Edit ${title}`,
    someoneElse: "Someone else saved this meanwhile",
    saveOnTop: "Keep mine and save over their version",
    updated: "Article updated",
    titleLabel: "Title",
    signInTitle: "Sign in",
    stillThere: "Are you still there?",
    stay: "Stay signed in",
    draftOffered: "was not saved (the tab was closed, or the page reloaded)",
    restore: "Restore it",
    expired: "Your session has ended. Sign in again to continue where you were.",
    remove: (title: string) => `Delete ${title}`,
    delete: "Delete",
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    newArticle: "Nouvel article",
    title: { en: "Titre — anglais", fr: "Titre — français" },
    excerpt: { en: "Extrait — anglais", fr: "Extrait — français" },
    content: { en: "Contenu — anglais" },
    author: "Auteur",
    save: "Enregistrer",
    retry: "Réessayer",
    notSaved: "Non enregistré",
    unreachable: "Le site n’a pas pu être joint",
    offline: "Cet appareil est hors ligne.",
    created: "Article créé",
    deleted: "Article supprimé",
    deleteFailed: "Échec de la suppression",
    edit: (title: string) => `Modifier ${title}`,
    someoneElse: "Quelqu’un d’autre a enregistré entre-temps",
    saveOnTop: "Garder ma version et l’enregistrer par-dessus",
    updated: "Article mis à jour",
    titleLabel: "Titre",
    signInTitle: "Connexion",
    stillThere: "Êtes-vous toujours là\u00a0?",
    stay: "Rester connecté",
    draftOffered: "n’a pas été enregistrée (l’onglet a été fermé ou la page rechargée)",
    restore: "La restaurer",
    expired: "Votre session a pris fin. Reconnectez-vous pour reprendre là où vous étiez.",
    remove: (title: string) => `Supprimer ${title}`,
    delete: "Supprimer",
  },
] as const;

const uniqueTag = (lang: Lang, testInfo: TestInfo) => `${lang}${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Where a new article is saved. */
const saves = /\/api\/articles(\?.*)?$/;

const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

/** Writes a whole article in the New Article dialog; returns its shown title and its long text. */
async function writeArticle(page: Page, site: (typeof sites)[number], tag: string) {
  await page.getByRole("button", { name: site.newArticle }).click();
  const dialog = page.getByRole("dialog");
  const title = { en: `Offline study ${tag}`, fr: `Étude hors ligne ${tag}` };
  const content = `## Written on a bus\n\nA long text ${tag} that must not be lost.`;
  await dialog.getByLabel(site.title.en).fill(title.en);
  await dialog.getByLabel(site.title.fr).fill(title.fr);
  await dialog.getByLabel(site.excerpt.en).fill("What the study found.");
  await dialog.getByLabel(site.excerpt.fr).fill("Ce que l’étude a trouvé.");
  await dialog.getByLabel(site.content.en).fill(content);
  await dialog.getByLabel(site.author).fill("E2E Author");
  return { shown: title[site.lang], content, dialog };
}

async function removeArticle(page: Page, site: (typeof sites)[number], shown: string) {
  await page.getByRole("button", { name: site.remove(shown), exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: site.delete, exact: true }).click();
  await expect(notifications(page).getByText(site.deleted, { exact: true }).first()).toBeVisible();
}

for (const site of sites) {
  test.describe(`nothing typed is lost (${site.lang})`, () => {
    test.use({ viewport: site.viewport });

    test.beforeEach(({ browserProblems }) => {
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      // The saves this test makes fail on purpose (a new article is POSTed to /api/articles).
      browserProblems.expectAt(saves);
      // …and one is refused as based on an outdated copy (409).
      browserProblems.expectAt(/\/api\/articles\/[^/?]+(\?.*)?$/);
    });

    test("a save while the site is unreachable keeps the dialog and its text, then Retry saves it", async ({ page }, testInfo) => {
      await signIn(page, site.lang, "research");
      const { shown, content, dialog } = await writeArticle(page, site, uniqueTag(site.lang, testInfo));

      await page.route(saves, (route) => (route.request().method() === "POST" ? route.abort("connectionfailed") : route.fallback()));
      await dialog.getByRole("button", { name: site.save }).click();
      const alert = dialog.getByRole("alert").filter({ hasText: site.notSaved });
      await expect(alert).toContainText(site.unreachable);
      await expect(dialog.getByLabel(site.content.en)).toHaveValue(content);
      // The admin is still behind the dialog (the page did not go white).
      await expect(page.getByRole("heading", { name: "Administration", includeHidden: true }).first()).toBeVisible();

      await page.unroute(saves);
      await alert.getByRole("button", { name: site.retry }).click();
      await expect(notifications(page).getByText(site.created, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: shown })).toBeVisible();
      await removeArticle(page, site, shown);
    });

    test("a save while the device is offline says so, and Retry saves once back online", async ({ page, context }, testInfo) => {
      await signIn(page, site.lang, "research");
      const { shown, content, dialog } = await writeArticle(page, site, uniqueTag(site.lang, testInfo));

      await context.setOffline(true);
      await dialog.getByRole("button", { name: site.save }).click();
      const alert = dialog.getByRole("alert").filter({ hasText: site.notSaved });
      await expect(alert).toContainText(site.offline);
      await expect(dialog.getByLabel(site.content.en)).toHaveValue(content);

      await context.setOffline(false);
      await alert.getByRole("button", { name: site.retry }).click();
      await expect(notifications(page).getByText(site.created, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.goto(adminPath(site.lang, "research"));
      await expect(page.getByRole("button", { name: site.remove(shown), exact: true })).toBeVisible();

      // A failure outside an editor is a toast: its code was loaded with the admin, not now.
      await context.setOffline(true);
      await page.getByRole("button", { name: site.remove(shown), exact: true }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: site.delete, exact: true }).click();
      await expect(notifications(page).getByText(site.deleteFailed).first()).toBeVisible();
      await expect(notifications(page).getByText(site.offline).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: shown })).toBeVisible();
      await context.setOffline(false);
      await removeArticle(page, site, shown);
    });

    test("the second of two saves of one record keeps its typing beside the version saved meanwhile", async ({ page }, testInfo) => {
      await signIn(page, site.lang, "research");
      const tag = uniqueTag(site.lang, testInfo);
      const origin = new URL(page.url()).origin;
      const headers = { Origin: origin };
      const mine = { en: `Two editors ${tag}`, fr: `Deux rédacteurs ${tag}` };
      const created = await page.request.post("/api/articles?lang=en", {
        headers,
        data: {
          slug: `two-editors-${tag}`,
          title: mine,
          excerpt: { en: "First excerpt.", fr: "Premier extrait." },
          content: { en: "First text.", fr: "Premier texte." },
          author: "E2E Author",
          publishDate: "2026-11-01",
          tags: [],
          published: false,
        },
      });
      expect(created.status()).toBe(201);
      const { article } = (await created.json()) as { article: { id: string; version: number } };
      await page.goto(adminPath(site.lang, "research"));
      const shown = mine[site.lang];
      await page.getByRole("button", { name: site.edit(shown), exact: true }).click();
      const dialog = page.getByRole("dialog");
      const typed = `My long rewrite ${tag}, an hour of work.`;
      await dialog.getByLabel(site.content.en).fill(typed);

      // Meanwhile a colleague saves another title.
      const theirs = `Colleague's title ${tag}`;
      const other = await page.request.put(`/api/articles/${article.id}?lang=en`, { headers, data: { title: { en: theirs, fr: mine.fr }, version: article.version } });
      expect(other.status()).toBe(200);

      await dialog.getByRole("button", { name: site.save }).click();
      const newer = dialog.getByRole("alert").filter({ hasText: site.someoneElse });
      await expect(newer).toBeVisible();
      await expect(newer.getByText(theirs)).toBeVisible();
      await expect(dialog.getByLabel(site.content.en)).toHaveValue(typed);

      await newer.getByRole("button", { name: site.saveOnTop }).click();
      await expect(notifications(page).getByText(site.updated, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      const saved = await page.request.get(`/api/admin/articles?lang=en`);
      const item = ((await saved.json()) as { items: { id: string; title: { en: string }; content: { en: string } }[] }).items.find((a) => a.id === article.id);
      expect(item?.content.en).toBe(typed);
      expect(item?.title.en).toBe(mine.en);
      await removeArticle(page, site, shown);
    });

    test("a session ended on the server while typing: signing in again keeps the text, and it saves", async ({ page, browserProblems }, testInfo) => {
      // Once the session is gone, the admin's calls answer 401 until the person signs in again.
      browserProblems.expectAt(/\/api\/admin\/[a-z/-]+(\?.*)?$/);
      await signIn(page, site.lang, "research");
      const { shown, content, dialog } = await writeArticle(page, site, uniqueTag(site.lang, testInfo));

      // Ended on the server (as by another tab's sign-out, or its idle end) while the text was written.
      const origin = new URL(page.url()).origin;
      expect((await page.request.post("/api/auth/logout?lang=en", { headers: { Origin: origin } })).status()).toBe(200);
      await dialog.getByRole("button", { name: site.save }).click();

      const signInDialog = page.getByRole("dialog", { name: site.signInTitle });
      await expect(signInDialog.getByText(site.expired)).toBeVisible();
      await fillSignIn(page, site.lang);
      await expect(signInDialog).toHaveCount(0);
      const editorAgain = page.getByRole("dialog");
      await expect(editorAgain.getByLabel(site.content.en)).toHaveValue(content);
      await editorAgain.getByRole("button", { name: site.save }).click();
      await expect(notifications(page).getByText(site.created, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await removeArticle(page, site, shown);
    });

    test("a long text being written is kept on the device and offered back after the tab is closed", async ({ page }, testInfo) => {
      await signIn(page, site.lang, "research");
      const { shown, content } = await writeArticle(page, site, uniqueTag(site.lang, testInfo));
      // Kept as it is typed (a moment after the last key): wait for the last key's save, not an
      // earlier one (on a busy machine the fields are filled more than that moment apart).
      await expect
        .poll(() =>
          page.evaluate((text) => Object.entries(localStorage).some(([key, value]) => key.startsWith("admin-draft:") && value.includes(JSON.stringify(text).slice(1, -1))), content),
        )
        .toBe(true);

      // The tab closes (or the phone's browser drops it): no code runs; opened again, the text is offered.
      await page.reload();
      await page.getByRole("button", { name: site.newArticle }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText(site.draftOffered)).toBeVisible();
      await expect(dialog.getByLabel(site.content.en)).toHaveValue("");
      await dialog.getByRole("button", { name: site.restore }).click();
      await expect(dialog.getByLabel(site.content.en)).toHaveValue(content);
      await dialog.getByRole("button", { name: site.save }).click();
      await expect(notifications(page).getByText(site.created, { exact: true }).first()).toBeVisible({ timeout: 15_000 });

      // Saved: nothing is offered any more.
      await page.getByRole("button", { name: site.newArticle }).click();
      await expect(page.getByRole("dialog").getByText(site.draftOffered)).toHaveCount(0);
      await page.keyboard.press("Escape");
      await removeArticle(page, site, shown);
    });

    test("before the session would end unused, the person is asked and can stay signed in", async ({ page }) => {
      await page.clock.install();
      await signIn(page, site.lang, "research");
      // 28 minutes without a key pressed: the warning comes two minutes before the idle end.
      await page.clock.fastForward("28:30");
      const warning = page.getByRole("dialog", { name: site.stillThere });
      await expect(warning).toBeVisible();
      const activity = page.waitForResponse((response) => response.url().includes("/api/auth/activity") && response.request().method() === "POST");
      await warning.getByRole("button", { name: site.stay }).click();
      expect((await activity).status()).toBe(200);
      await expect(warning).toHaveCount(0);
      await expect(page.getByRole("button", { name: site.newArticle })).toBeVisible();
    });
  });
}
