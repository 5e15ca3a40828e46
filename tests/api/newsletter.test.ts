import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "../../shared/schema";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ formLimit: { windowMs: 60_000, limit: 1000 } });
});
afterAll(() => t.close());

const rowsFor = (email: string) =>
  t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

describe("POST /api/newsletter", () => {
  it("stores a new subscriber and thanks them with 201", async () => {
    const res = await request(t.app)
      .post("/api/newsletter")
      .send({ email: "Mariam.Sanni@Example.org ", language: "en" })
      .expect(201);
    expect(res.body).toEqual({
      message: "Thank you for subscribing! You will receive news of our programs and upcoming events.",
    });
    const rows = await rowsFor("mariam.sanni@example.org");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "mariam.sanni@example.org", language: "en" });
  });

  it("answers the same address again with 200 and a polite message, without a second row", async () => {
    await request(t.app).post("/api/newsletter").send({ email: "koffi@example.org", language: "en" }).expect(201);
    const again = await request(t.app)
      .post("/api/newsletter")
      .send({ email: "KOFFI@example.org", language: "en" })
      .expect(200);
    expect(again.body).toEqual({
      message: "This address is already subscribed to our newsletter. Thank you for following our work!",
    });
    expect(await rowsFor("koffi@example.org")).toHaveLength(1);
  });

  it("answers a French subscriber in French, both times", async () => {
    const first = await request(t.app)
      .post("/api/newsletter")
      .send({ email: "adjoa@example.org", language: "fr" })
      .expect(201);
    expect(first.body.message).toBe(
      "Merci pour votre inscription\u00a0! Vous recevrez des nouvelles de nos programmes et de nos prochains événements.",
    );
    const again = await request(t.app)
      .post("/api/newsletter")
      .send({ email: "adjoa@example.org", language: "fr" })
      .expect(200);
    expect(again.body.message).toBe(
      "Cette adresse est déjà inscrite à notre lettre d’information. Merci de suivre notre action\u00a0!",
    );
    expect((await rowsFor("adjoa@example.org"))[0]).toMatchObject({ language: "fr" });
  });

  it("refuses a bad e-mail with 400 and 'Invalid email' on the email field, storing nothing", async () => {
    const before = (await t.db.select().from(newsletterSubscriptions)).length;
    const res = await request(t.app).post("/api/newsletter").send({ email: "not-an-email", language: "en" }).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "email", message: "Invalid email" }]);
    expect(res.body.message).toEqual(expect.any(String));
    const fr = await request(t.app).post("/api/newsletter").send({ email: "pas-une-adresse", language: "fr" }).expect(400);
    expect(fieldWords(fr.body.errors)).toEqual([{ path: "email", message: "Adresse e-mail invalide" }]);
    expect(await t.db.select().from(newsletterSubscriptions)).toHaveLength(before);
  });

  it("requires the e-mail and refuses unknown fields and languages", async () => {
    const missing = await request(t.app).post("/api/newsletter").send({ language: "en" }).expect(400);
    expect(fieldWords(missing.body.errors)).toEqual([{ path: "email", message: "Required" }]);
    const extra = await request(t.app)
      .post("/api/newsletter")
      .send({ email: "extra@example.org", language: "en", id: "x" })
      .expect(400);
    expect(extra.body.errors[0].message).toContain("id");
    const language = await request(t.app)
      .post("/api/newsletter")
      .send({ email: "lang@example.org", language: "de" })
      .expect(400);
    expect(fieldWords(language.body.errors)).toEqual([
      { path: "language", message: "Invalid enum value. Expected 'en' | 'fr', received 'de'" },
    ]);
  });

  it("is rate-limited like the other public forms", async () => {
    const limited = await createTestApp({ formLimit: { windowMs: 60_000, limit: 1 } });
    try {
      await request(limited.app).post("/api/newsletter").send({ email: "a@example.org", language: "en" }).expect(201);
      const res = await request(limited.app)
        .post("/api/newsletter")
        .send({ email: "b@example.org", language: "en" })
        .expect(429);
      expect(res.headers["retry-after"]).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
