/**
 * A staff member uploads a photo straight from a phone's camera — 12 MB, 4000×3000 — as a research
 * article's cover, in English on a laptop and in French on a phone: the browser makes it smaller
 * before sending it (2400 pixels on its long side, a few MB), the server takes it, and the
 * article's public page shows the cover with its alternative text in the page's language.
 */
import type { TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { expect, test } from "./fixtures";

const sites = [
  {
    lang: "en",
    prefix: "",
    viewport: viewports.desktop,
    newArticle: "New Article",
    title: "Title — English",
    excerpt: "Excerpt — English",
    content: "Content — English",
    author: "Author",
    cover: "Cover image",
    uploaded: "Image uploaded: describe it below, then save the article.",
    alt: { en: "Alternative text — English", fr: "Alternative text — French" },
    save: "Save",
    publishAnyway: "Publish anyway",
    published: "Published (shown on the public site)",
    created: "Article created",
    remove: (title: string) => `Delete ${title}`,
    delete: "Delete",
  },
  {
    lang: "fr",
    prefix: "/fr",
    viewport: viewports.phone,
    newArticle: "Nouvel article",
    title: "Titre — français",
    excerpt: "Extrait — français",
    content: "Contenu — français",
    author: "Auteur",
    cover: "Image de couverture",
    uploaded: "Image téléversée\u00a0: décrivez-la ci-dessous, puis enregistrez l’article.",
    alt: { en: "Texte alternatif — anglais", fr: "Texte alternatif — français" },
    save: "Enregistrer",
    publishAnyway: "Publier quand même",
    published: "Publié (visible sur le site public)",
    created: "Article créé",
    remove: (title: string) => `Supprimer ${title}`,
    delete: "Supprimer",
  },
] as const;

const alt = { en: "Trainees at laptops in a Cotonou classroom", fr: "Des stagiaires sur des ordinateurs dans une salle de Cotonou" };

/** A phone camera's photo: 4000×3000, noisy as a real one (noise does not compress), about 12 MB. */
const phonePhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 28 } } })
    .jpeg({ quality: 99 })
    .toBuffer();

const uniqueTag = (testInfo: TestInfo) => `${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1e6).toString(36)}`;

for (const site of sites) {
  test.describe(`a phone photo as a cover (${site.lang})`, () => {
    test.use({ viewport: site.viewport });

    test.beforeEach(({ browserProblems }) => {
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
    });

    test("a 12 MB photo is made smaller, uploaded as an article's cover and shown on the article's page", async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const photo = await phonePhoto();
      expect(photo.length).toBeGreaterThan(10 * 1024 * 1024);
      const tag = uniqueTag(testInfo);
      const title = `${site.lang === "en" ? "Phone photo study" : "Étude photo de téléphone"} ${tag}`;
      // Its own alternative text: the other language's test may have its article listed at the same time.
      const alts = { en: `${alt.en} (${tag})`, fr: `${alt.fr} (${tag})` };
      await signIn(page, site.lang, "research");

      await page.getByRole("button", { name: site.newArticle }).click();
      const dialog = page.getByRole("dialog").first();
      await dialog.getByLabel(site.title).fill(title);
      await dialog.getByLabel(site.excerpt).fill(site.lang === "en" ? "What the trainees built." : "Ce que les stagiaires ont construit.");
      await dialog.getByLabel(site.content).fill(site.lang === "en" ? "Three weeks of practice." : "Trois semaines de pratique.");
      await dialog.getByLabel(site.author).fill("E2E Author");

      const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/api/admin/images"));
      const answered = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/api/admin/images"));
      await dialog.getByLabel(site.cover).setInputFiles({ name: "IMG_20261125_101500.jpg", mimeType: "image/jpeg", buffer: photo });
      // What was sent is the smaller copy: 2400 pixels wide, well under the photo's 12 MB.
      const request = await sent;
      expect(request.headers()["content-type"]).toBe("image/jpeg");
      const response = await answered;
      expect(response.status()).toBe(201);
      // The bytes on the wire (Chromium reports a Blob body's length in the headers it sent).
      const requestBodySize = Number((await request.allHeaders())["content-length"] ?? 0);
      testInfo.annotations.push({ type: "sent", description: `${(requestBodySize / 1048576).toFixed(1)} MB of a ${(photo.length / 1048576).toFixed(1)} MB photo` });
      expect(requestBodySize).toBeGreaterThan(0);
      expect(requestBodySize).toBeLessThan(photo.length / 2);
      expect(((await response.json()) as { image: { width: number; height: number } }).image).toMatchObject({ width: 2400, height: 1800 });
      await expect(dialog.getByText(site.uploaded)).toBeVisible();

      await dialog.getByLabel(site.alt.en).fill(alts.en);
      await dialog.getByLabel(site.alt.fr).fill(alts.fr);
      await dialog.getByLabel(site.published).check();
      await expectAccessibleAndFitting(page);
      await dialog.getByRole("button", { name: site.save }).click();
      // One language of the texts was written: publishing asks first.
      await page.getByRole("button", { name: site.publishAnyway }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);

      const slug = (await page.evaluate(async (t) => {
        const res = await fetch("/api/articles");
        const list = (await res.json()) as { slug: string; title: { en: string; fr: string } }[];
        return list.find((a) => a.title.en === t || a.title.fr === t)?.slug;
      }, title))!;
      expect(slug).toBeTruthy();
      try {
        await page.goto(`${site.prefix}/research/${slug}`);
        const cover = page.getByRole("img", { name: alts[site.lang] });
        await expect(cover).toHaveAttribute("srcset", /^\/images\/uploads\/[0-9a-f-]{36}-480\.webp 480w, .*-720\.webp 720w, .*-960\.webp 960w, .*-1200\.webp 1200w$/);
        await expect(cover).toHaveAttribute("width", "1200");
        await expect(cover).toHaveAttribute("height", "900");
        await cover.scrollIntoViewIfNeeded();
        await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        // The research list's card shows it too.
        await page.goto(`${site.prefix}/research`);
        await expect(page.getByRole("img", { name: alts[site.lang] })).toHaveCount(1);
      } finally {
        await page.goto(`${site.prefix}/admin?tab=research`);
        await page.getByRole("button", { name: site.remove(title), exact: true }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: site.delete, exact: true }).click();
        await expect(page.getByRole("button", { name: site.remove(title), exact: true })).toHaveCount(0);
      }
    });
  });
}
