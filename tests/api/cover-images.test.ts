/**
 * Articles and events have a cover image as programs have a hero (docs/decisions/005): an uploaded
 * image by id, its alternative text required in both languages, described in every answer
 * (`hero`), and shown on the public pages with srcset, its size and the alt text of the language.
 */
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleDetail, ArticleSummary, EventsResponse, ImageUploadResponse } from "../../shared/api-types";
import type { AdminArticlesResponse, AdminEventsResponse, ArticleResponse, EventResponse } from "../../shared/content";
import { apiPaths } from "../../shared/paths";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
const now = () => new Date("2026-11-20T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ seed: true, admin: true, pages: true, now });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

const text = (en: string) => ({ en, fr: `${en} (fr)` });
const alt = { en: "Women at a savings group meeting", fr: "Des femmes en réunion de tontine" };

async function uploaded(width = 1600, height = 900) {
  const png = await sharp({ create: { width, height, channels: 3, background: "#0b5" } }).png().toBuffer();
  const res = await admin.post(apiPaths.admin.images).set("Origin", ORIGIN).set("Content-Type", "image/png").send(png).expect(201);
  return (res.body as ImageUploadResponse).image;
}

const post = (path: string, body: object, lang = "en") => admin.post(`${path}?lang=${lang}`).set("Origin", ORIGIN).send(body);
const article = (slug: string, extra: object = {}) => ({
  slug,
  title: text(`Study ${slug}`),
  excerpt: text("What we found"),
  content: text("Some findings"),
  author: "Research Team",
  publishDate: "2026-11-01",
  tags: [],
  published: true,
  ...extra,
});
const event = (slug: string, extra: object = {}) => ({
  slug,
  title: text(`Workshop ${slug}`),
  description: text("Two hours of practice"),
  startsAt: "2027-02-10T09:00:00.000Z",
  published: true,
  ...extra,
});
/** The <img> of an uploaded image in a page. */
const img = (html: string, id: string) => new RegExp(`<img [^>]*srcset="[^"]*/images/uploads/${id}-[^>]*>`, "i").exec(html)?.[0] ?? "";

describe("an article's cover image", () => {
  it("is saved with its alt text, described in the admin and public answers, and shown on the list and the page", async () => {
    const image = await uploaded();
    const res = await post(apiPaths.admin.articles, article("covered-study", { heroImageId: image.id, heroAlt: alt })).expect(201);
    expect((res.body as ArticleResponse).article).toMatchObject({ heroImageId: image.id, heroAlt: alt, hero: { id: image.id, width: 1600, height: 900 } });

    const adminList = (await admin.get(apiPaths.admin.contentArticles).expect(200)).body as AdminArticlesResponse;
    expect(adminList.items.find((a) => a.slug === "covered-study")?.hero?.id).toBe(image.id);
    const list = (await request(t.app).get(apiPaths.articles).expect(200)).body as ArticleSummary[];
    expect(list.find((a) => a.slug === "covered-study")?.hero?.variants.map((v) => v.width)).toEqual([480, 720, 960, 1200]);
    const detail = (await request(t.app).get(`${apiPaths.articles}/covered-study`).expect(200)).body as ArticleDetail;
    expect(detail.hero?.id).toBe(image.id);

    const srcset = [480, 720, 960, 1200].map((w) => `/images/uploads/${image.id}-${w}.webp ${w}w`).join(", ");
    const en = await request(t.app).get("/research/covered-study").set("Accept-Language", "en").expect(200);
    expect(img(en.text, image.id).toLowerCase()).toContain(`srcset="${srcset}"`);
    expect(img(en.text, image.id)).toContain(`alt="${alt.en}"`);
    expect(img(en.text, image.id)).toMatch(/ width="1200" height="675"/);
    expect(img(en.text, image.id)).toMatch(/loading="lazy"/);
    const fr = await request(t.app).get("/fr/research/covered-study").expect(200);
    expect(img(fr.text, image.id)).toContain(`alt="${alt.fr}"`);
    const listPage = await request(t.app).get("/fr/research").expect(200);
    expect(img(listPage.text, image.id)).toContain(`alt="${alt.fr}"`);
  });

  it("requires the alt text in both languages with an image, in the person's language", async () => {
    const image = await uploaded(600, 400);
    const fr = await post(apiPaths.admin.articles, article("no-alt-study", { heroImageId: image.id, heroAlt: { en: "A meeting", fr: "" } }), "fr").expect(400);
    expect(fieldWords(fr.body.errors)).toEqual([{ path: "heroAlt.fr", message: "Décrivez l’image pour les personnes qui ne peuvent pas la voir" }]);
  });

  it("refuses an image never uploaded, and removes an image with its text", async () => {
    const missing = await post(apiPaths.admin.articles, article("ghost-study", { heroImageId: "00000000-0000-4000-8000-000000000000", heroAlt: alt })).expect(400);
    expect(fieldWords(missing.body.errors)).toEqual([{ path: "heroImageId", message: "This image does not exist: upload it again" }]);

    const image = await uploaded(600, 400);
    const created = (await post(apiPaths.admin.articles, article("removable-study", { heroImageId: image.id, heroAlt: alt })).expect(201)).body as ArticleResponse;
    const res = await admin
      .put(apiPaths.admin.article(created.article.id))
      .set("Origin", ORIGIN)
      .send({ heroImageId: null, version: created.article.version })
      .expect(200);
    expect((res.body as ArticleResponse).article).toMatchObject({ heroImageId: null, heroAlt: null, hero: null });
    const page = await request(t.app).get("/research/removable-study").set("Accept-Language", "en").expect(200);
    expect(page.text).not.toContain("/images/uploads/");
  });
});

describe("an event's cover image", () => {
  it("is saved with its alt text and shown on the events page in the page's language", async () => {
    const image = await uploaded();
    const res = await post(apiPaths.admin.events, event("covered-workshop", { heroImageId: image.id, heroAlt: alt })).expect(201);
    expect((res.body as EventResponse).event).toMatchObject({ heroImageId: image.id, heroAlt: alt, hero: { id: image.id } });

    const adminList = (await admin.get(apiPaths.admin.contentEvents).expect(200)).body as AdminEventsResponse;
    expect(adminList.upcoming.find((e) => e.slug === "covered-workshop")?.hero?.id).toBe(image.id);
    const list = (await request(t.app).get(apiPaths.events).expect(200)).body as EventsResponse;
    expect(list.upcoming.find((e) => e.slug === "covered-workshop")?.hero?.id).toBe(image.id);
    // The seeded events have none.
    expect(list.upcoming.filter((e) => e.slug !== "covered-workshop").every((e) => e.hero === null)).toBe(true);

    const en = await request(t.app).get("/events").set("Accept-Language", "en").expect(200);
    expect(img(en.text, image.id)).toContain(`alt="${alt.en}"`);
    expect(img(en.text, image.id)).toMatch(/ width="1200" height="675"/);
    const fr = await request(t.app).get("/fr/events").expect(200);
    expect(img(fr.text, image.id)).toContain(`alt="${alt.fr}"`);
  });

  it("requires the alt text with an image, and a change of the text alone must name the image", async () => {
    const image = await uploaded(600, 400);
    const res = await post(apiPaths.admin.events, event("no-alt-workshop", { heroImageId: image.id })).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([
      { path: "heroAlt.en", message: "Describe the image for people who cannot see it" },
      { path: "heroAlt.fr", message: "Describe the image for people who cannot see it" },
    ]);
    const created = (await post(apiPaths.admin.events, event("alt-only-workshop", { heroImageId: image.id, heroAlt: alt })).expect(201)).body as EventResponse;
    const altOnly = await admin.put(apiPaths.admin.event(created.event.id)).set("Origin", ORIGIN).send({ heroAlt: text("Another text") }).expect(400);
    expect(altOnly.body.errors[0].path).toBe("heroImageId");
  });
});
