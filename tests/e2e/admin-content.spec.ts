/**
 * The content tabs of the administration (docs/rules.md R33), in English on a laptop and in French on a
 * phone: an editor writes a research article with one language missing (the field is marked,
 * publishing asks first), sees it on /research while it is published, edits and deletes it;
 * creates an event and sees it on /events; edits a program's French title and sees it on
 * /fr/programs; withdraws the only TVET program and sees the public filter come back empty.
 *
 * Articles and events are each test's own (a unique title and slug); the programs are the
 * seeded ones, shared with other specs: those tests run one after the other and put back what
 * they changed.
 */
import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { adminPath, expectAccessibleAndFitting, signIn, viewports, type Lang } from "./admin";
import { expect, test } from "./fixtures";

const sites = [
  {
    lang: "en",
    prefix: "",
    viewport: viewports.desktop,
    save: "Save",
    delete: "Delete",
    publishAnyway: "Publish anyway",
    published: "Published (shown on the public site)",
    slug: "Address (slug)",
    title: { en: "Title — English", fr: "Title — French" },
    excerpt: { en: "Excerpt — English", fr: "Excerpt — French" },
    content: { en: "Content — English", fr: "Content — French" },
    description: { en: "Description — English", fr: "Description — French" },
    author: "Author",
    tags: "Tags",
    startsAt: "Starts",
    timezone: "Time zone",
    frenchMissing: "French missing",
    frMissingOne: "FR missing: 1",
    newArticle: "New Article",
    newEvent: "New Event",
    edit: (title: string) => `Edit ${title}`,
    remove: (title: string) => `Delete ${title}`,
    publish: (title: string) => `Publish ${title}`,
    unpublish: (title: string) => `Unpublish ${title}`,
    articleCreated: "Article created",
    articleUpdated: "Article updated",
    articleDeleted: "Article deleted",
    eventCreated: "Event created",
    eventDeleted: "Event deleted",
    programUpdated: "Program updated",
    noTvet: "No programs found for the selected filter.",
  },
  {
    lang: "fr",
    prefix: "/fr",
    viewport: viewports.phone,
    save: "Enregistrer",
    delete: "Supprimer",
    publishAnyway: "Publier quand même",
    published: "Publié (visible sur le site public)",
    slug: "Adresse (slug)",
    title: { en: "Titre — anglais", fr: "Titre — français" },
    excerpt: { en: "Extrait — anglais", fr: "Extrait — français" },
    content: { en: "Contenu — anglais", fr: "Contenu — français" },
    description: { en: "Description — anglais", fr: "Description — français" },
    author: "Auteur",
    tags: "Mots-clés",
    startsAt: "Début",
    timezone: "Fuseau horaire",
    frenchMissing: "Français manquant",
    frMissingOne: "FR manquant\u00a0: 1",
    newArticle: "Nouvel article",
    newEvent: "Nouvel événement",
    edit: (title: string) => `Modifier ${title}`,
    remove: (title: string) => `Supprimer ${title}`,
    publish: (title: string) => `Publier ${title}`,
    unpublish: (title: string) => `Dépublier ${title}`,
    articleCreated: "Article créé",
    articleUpdated: "Article mis à jour",
    articleDeleted: "Article supprimé",
    eventCreated: "Événement créé",
    eventDeleted: "Événement supprimé",
    programUpdated: "Programme mis à jour",
    noTvet: "Aucun programme ne correspond au filtre sélectionné.",
  },
] as const;

/** A tag no other test (nor another run of this one) uses. */
const uniqueTag = (lang: Lang, testInfo: TestInfo) => `${lang}${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Where toasts appear (Radix also announces them from elsewhere in the page). */
const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

const expectToast = (page: Page, text: string) => expect(notifications(page).getByText(text, { exact: true }).first()).toBeVisible();

/** The editor's dialog (a confirmation opens a second one above it). */
const editor = (page: Page) => page.getByRole("dialog").first();

for (const site of sites) {
  test.describe(`content editors in ${site.lang === "en" ? "English" : "French"}`, () => {
    test.use({ viewport: site.viewport });

    test.beforeEach(({ browserProblems }) => {
      // Signed out, /admin asks who is signed in: the 401 is the answer.
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
    });

    test("an article is written with a missing translation, shown on /research while published, edited and deleted", async ({ page }, testInfo) => {
      const tag = uniqueTag(site.lang, testInfo);
      const title = { en: `E2E study ${tag}`, fr: `Étude E2E ${tag}` };
      const shown = title[site.lang];
      await signIn(page, site.lang, "research");

      await page.getByRole("button", { name: site.newArticle }).click();
      const dialog = editor(page);
      await dialog.getByLabel(site.title.en).fill(title.en);
      await dialog.getByLabel(site.title.fr).fill(title.fr);
      // The address follows the English title.
      await expect(dialog.getByLabel(site.slug)).toHaveValue(`e2e-study-${tag}`);
      await dialog.getByLabel(site.excerpt.en).fill("What the study found, in one paragraph.");
      await dialog.getByLabel(site.excerpt.fr).fill("Ce que l’étude a trouvé, en un paragraphe.");
      await dialog.getByLabel(site.content.en).fill("## Findings\n\n- One\n- Two\n\nRead **more** on [our site](https://example.org).");
      // Content has no French yet: the French half is marked.
      await expect(dialog.getByText(site.frenchMissing)).toBeVisible();
      await expect(dialog.getByLabel(site.content.fr)).toHaveAttribute("lang", "fr");
      await dialog.getByLabel(site.author).fill("E2E Author");
      await dialog.getByLabel(site.tags).fill(" skills, , women ,benin ");
      await dialog.getByLabel(site.published).check();
      await expectAccessibleAndFitting(page);
      await dialog.getByRole("button", { name: site.save }).click();
      // Publishing with a missing translation asks first.
      await page.getByRole("button", { name: site.publishAnyway }).click();
      await expectToast(page, site.articleCreated);
      await expect(page.getByRole("dialog")).toHaveCount(0);

      const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: shown }) });
      await expect(row.getByText(site.frMissingOne)).toBeVisible();
      await expect(row.getByText("women", { exact: true })).toBeVisible();

      await page.goto(`${site.prefix}/research`);
      await expect(page.getByText(shown).first()).toBeVisible();

      // Edited: the new title shows on the public list.
      const renamed = { en: `${title.en} revised`, fr: `${title.fr} révisée` };
      await page.goto(adminPath(site.lang, "research"));
      await page.getByRole("button", { name: site.edit(shown), exact: true }).click();
      await editor(page).getByLabel(site.title[site.lang]).fill(renamed[site.lang]);
      await editor(page).getByRole("button", { name: site.save }).click();
      await expectToast(page, site.articleUpdated);
      await page.goto(`${site.prefix}/research`);
      await expect(page.getByText(renamed[site.lang]).first()).toBeVisible();

      // Deleted: gone from the public list.
      await page.goto(adminPath(site.lang, "research"));
      await page.getByRole("button", { name: site.remove(renamed[site.lang]), exact: true }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: site.delete, exact: true }).click();
      await expectToast(page, site.articleDeleted);
      await expect(page.getByRole("heading", { name: renamed[site.lang] })).toHaveCount(0);
      await page.goto(`${site.prefix}/research`);
      await expect(page.getByText(renamed[site.lang])).toHaveCount(0);
    });

    test("an event with Markdown on /events shows its formatting, not the asterisks", async ({ page }, testInfo) => {
      const tag = uniqueTag(site.lang, testInfo);
      const title = { en: `E2E Markdown ${tag}`, fr: `Markdown E2E ${tag}` };
      const shown = title[site.lang];
      const description = (word: string) =>
        `Bring **${word}**.\n\n> A quote from last year.\n\n| Session | Room |\n| --- | --- |\n| Morning, with a longer description | Hall A |\n| Afternoon | Hall B |`;
      await signIn(page, site.lang, "events");

      await page.getByRole("button", { name: site.newEvent }).click();
      const dialog = editor(page);
      // Written in French first: the address follows the French title until there is an English one.
      await dialog.getByLabel(site.title.fr).fill(title.fr);
      await expect(dialog.getByLabel(site.slug)).toHaveValue(`markdown-e2e-${tag}`);
      await dialog.getByLabel(site.title.en).fill(title.en);
      await expect(dialog.getByLabel(site.slug)).toHaveValue(`e2e-markdown-${tag}`);
      // The time zone is chosen from a list, Cotonou first.
      await expect(dialog.getByLabel(site.timezone)).toHaveValue("Africa/Porto-Novo");
      await dialog.getByLabel(site.timezone).selectOption("Africa/Lagos");
      await dialog.getByLabel(site.description.en).fill(description("a laptop"));
      await dialog.getByLabel(site.description.fr).fill(description("un ordinateur"));
      await dialog.getByLabel(site.startsAt, { exact: true }).fill("2030-04-15T10:00");
      await dialog.getByLabel(site.published).check();
      await dialog.getByRole("button", { name: site.save }).click();
      await expectToast(page, site.eventCreated);

      await page.goto(`${site.prefix}/events`);
      const card = page.getByRole("article", { name: shown });
      await expect(card.locator("strong")).toHaveText(site.lang === "en" ? "a laptop" : "un ordinateur");
      await expect(card).not.toContainText("**");
      await expect(card.locator("blockquote")).toHaveText("A quote from last year.");
      await expect(card.getByRole("table")).toBeVisible();
      await expect(card.getByRole("columnheader", { name: "Session" })).toBeVisible();
      // Quotes and tables are styled, and a wide table does not widen the page.
      await expect(card.locator("blockquote")).toHaveCSS("border-left-style", "solid");
      await expect(card.getByRole("columnheader", { name: "Session" })).toHaveCSS("font-weight", "600");
      await card.scrollIntoViewIfNeeded();
      await expectAccessibleAndFitting(page);
      await card.screenshot({ path: testInfo.outputPath(`event-markdown-${site.lang}.png`) });

      await page.goto(adminPath(site.lang, "events"));
      await page.getByRole("button", { name: site.remove(shown), exact: true }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: site.delete, exact: true }).click();
      await expectToast(page, site.eventDeleted);
    });

    test("an event is created and shown on /events", async ({ page }, testInfo) => {
      const tag = uniqueTag(site.lang, testInfo);
      const title = { en: `E2E workshop ${tag}`, fr: `Atelier E2E ${tag}` };
      const shown = title[site.lang];
      await signIn(page, site.lang, "events");

      await page.getByRole("button", { name: site.newEvent }).click();
      const dialog = editor(page);
      await dialog.getByLabel(site.title.en).fill(title.en);
      await dialog.getByLabel(site.title.fr).fill(title.fr);
      await dialog.getByLabel(site.description.en).fill("Two hours to build a first web page.");
      await dialog.getByLabel(site.description.fr).fill("Deux heures pour créer une première page web.");
      await dialog.getByLabel(site.startsAt, { exact: true }).fill("2030-03-15T10:00");
      await dialog.getByLabel(site.published).check();
      await expectAccessibleAndFitting(page);
      await dialog.getByRole("button", { name: site.save }).click();
      await expectToast(page, site.eventCreated);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: shown })).toBeVisible();

      await page.goto(`${site.prefix}/events`);
      await expect(page.getByText(shown).first()).toBeVisible();

      // Tidy up: the event list of other specs stays as seeded.
      await page.goto(adminPath(site.lang, "events"));
      await page.getByRole("button", { name: site.remove(shown), exact: true }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: site.delete, exact: true }).click();
      await expectToast(page, site.eventDeleted);
    });
  });
}

test.describe("content editors on the seeded programs", () => {
  // These change programs other specs read: one at a time, and each puts back what it changed.
  test.describe.configure({ mode: "serial" });

  test.beforeEach(({ browserProblems }) => {
    browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
  });

  for (const site of sites) {
    test(`a program's French title is edited and shown on /fr/programs (${site.lang})`, async ({ page }, testInfo) => {
      await page.setViewportSize(site.viewport);
      const program = "Code for Change";
      const changed = `Code for Change ${uniqueTag(site.lang, testInfo)}`;
      await signIn(page, site.lang, "programs");
      await expectAccessibleAndFitting(page);

      await page.getByRole("button", { name: site.edit(program), exact: true }).click();
      await editor(page).getByLabel(site.title.fr).fill(changed);
      await expectAccessibleAndFitting(page);
      await editor(page).getByRole("button", { name: site.save }).click();
      await expectToast(page, site.programUpdated);
      await page.goto("/fr/programs");
      await expect(page.getByText(changed).first()).toBeVisible();

      // Put the title back.
      await page.goto(adminPath(site.lang, "programs"));
      const shownNow = site.lang === "fr" ? changed : program;
      await page.getByRole("button", { name: site.edit(shownNow), exact: true }).click();
      await editor(page).getByLabel(site.title.fr).fill(program);
      await editor(page).getByRole("button", { name: site.save }).click();
      await expectToast(page, site.programUpdated);
      await page.goto("/fr/programs");
      await expect(page.getByText(changed)).toHaveCount(0);
    });

    test(`withdrawing the only TVET program empties the public filter, publishing brings it back (${site.lang})`, async ({ page }) => {
      await page.setViewportSize(site.viewport);
      const program = "Skills for Jobs";
      await signIn(page, site.lang, "programs");
      await page.getByRole("button", { name: site.unpublish(program), exact: true }).click();
      await expectToast(page, site.programUpdated);
      try {
        await page.goto(`${site.prefix}/programs?pillar=tvet`);
        await expect(page.getByText(site.noTvet)).toBeVisible();
      } finally {
        await page.goto(adminPath(site.lang, "programs"));
        await page.getByRole("button", { name: site.publish(program), exact: true }).click();
        await expectToast(page, site.programUpdated);
      }
      await page.goto(`${site.prefix}/programs?pillar=tvet`);
      await expect(page.getByRole("heading", { name: program }).first()).toBeVisible();
    });
  }

  test("a hero image is uploaded in the program dialog and shown on the program's page", async ({ page }) => {
    const site = sites[0];
    await page.setViewportSize(site.viewport);
    const program = "SheLeads Finance";
    const alt = { en: "Women of a savings group around a ledger", fr: "Des femmes d’une tontine autour d’un registre" };
    // A picture made here (1600×1000 PNG), chosen in the file input like a person would.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="#0b6e4f"/><circle cx="500" cy="500" r="320" fill="#f4b942"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    await signIn(page, "en", "programs");

    await page.getByRole("button", { name: site.edit(program), exact: true }).click();
    const dialog = editor(page);
    await dialog.getByLabel("Hero image").setInputFiles({ name: "savings-group.png", mimeType: "image/png", buffer: png });
    await expect(dialog.getByText("Image uploaded: describe it below, then save the program.")).toBeVisible();
    await expect(dialog.locator('img[src^="/images/uploads/"]')).toHaveAttribute("src", /^\/images\/uploads\/[0-9a-f-]{36}-480\.webp$/);
    // Saved without its description: both languages are asked for.
    await dialog.getByRole("button", { name: site.save }).click();
    await expect(dialog.getByText("Describe the image for people who cannot see it")).toHaveCount(2);
    await dialog.getByLabel("Alternative text — English").fill(alt.en);
    await dialog.getByLabel("Alternative text — French").fill(alt.fr);
    await expectAccessibleAndFitting(page);
    await dialog.getByRole("button", { name: site.save }).click();
    await expectToast(page, site.programUpdated);

    try {
      for (const [path, text] of [
        ["/programs/sheleads-finance", alt.en],
        ["/fr/programs/sheleads-finance", alt.fr],
      ] as const) {
        await page.goto(path);
        const hero = page.getByRole("img", { name: text });
        await expect(hero).toHaveAttribute("srcset", /^\/images\/uploads\/[0-9a-f-]{36}-480\.webp 480w, .*-720\.webp 720w, .*-960\.webp 960w, .*-1200\.webp 1200w$/);
        await expect(hero).toHaveAttribute("fetchpriority", "high");
        // Loaded (a copy the server resized), not a broken image.
        await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      }
    } finally {
      // Put the pillar's illustration back.
      await page.goto(adminPath("en", "programs"));
      await page.getByRole("button", { name: site.edit(program), exact: true }).click();
      await editor(page).getByRole("button", { name: "Remove image" }).click();
      await editor(page).getByRole("button", { name: site.save }).click();
      await expectToast(page, site.programUpdated);
    }
    await page.goto("/programs/sheleads-finance");
    await expect(page.locator('img[srcset*="/images/uploads/"]')).toHaveCount(0);
  });
});
