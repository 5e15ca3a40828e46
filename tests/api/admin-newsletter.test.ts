import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, newsletterSubscriptions } from "../../shared/schema";
import { apiPaths, withQuery } from "../../shared/paths";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { parseCsv } from "../helpers/csv";
import { createSubscription } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true });
  admin = await signIn(t.app);
  // 30 sign-ups, one a minute: newest last.
  const start = Date.parse("2026-11-01T22:30:00Z");
  for (let i = 0; i < 30; i++)
    await createSubscription(t.db, {
      email: i === 4 ? "Aicha.Dossou@example.bj" : `reader${String(i).padStart(2, "0")}@example.org`,
      language: i % 2 === 0 ? "fr" : "en",
      createdAt: new Date(start + i * 60_000),
    });
});
afterAll(() => t.close());

const text = (req: request.Test) =>
  req.buffer(true).parse((r, cb) => {
    let s = "";
    r.on("data", (c: Buffer) => (s += c.toString("utf8")));
    r.on("end", () => cb(null, s));
  });

describe("GET /api/admin/newsletter", () => {
  it("lists the sign-ups newest first, 25 to a page", async () => {
    const first = await admin.get(apiPaths.admin.newsletter).expect(200);
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.body.items[0]).toMatchObject({ email: "reader29@example.org", language: "en" });
    expect(first.body.items[0].createdAt).toBe("2026-11-01T22:59:00.000Z");
    const second = await admin.get(withQuery(apiPaths.admin.newsletter, { page: 2 })).expect(200);
    expect(second.body.items.map((s: { email: string }) => s.email)).toEqual([
      "Aicha.Dossou@example.bj",
      "reader03@example.org",
      "reader02@example.org",
      "reader01@example.org",
      "reader00@example.org",
    ]);
  });

  it("searches by e-mail, in any case, its % and _ taken literally", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.newsletter, { q: "aicha.DOSSOU" })).expect(200);
    expect(res.body.total).toBe(1);
    expect(res.body.items[0].email).toBe("Aicha.Dossou@example.bj");
    const wildcard = await admin.get(withQuery(apiPaths.admin.newsletter, { q: "%" })).expect(200);
    expect(wildcard.body.total).toBe(0);
  });

  it("is for administrators only", async () => {
    await request(t.app).get(apiPaths.admin.newsletter).expect(401);
    await request(t.app).get(apiPaths.admin.newsletterCsv).expect(401);
  });

  it("refuses a search too long, in the request's language", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.newsletter, { q: "x".repeat(101), lang: "fr" })).expect(400);
    expect(res.body.errors[0].path).toBe("q");
    expect(res.body.message).toBe("Certains champs sont invalides");
  });
});

describe("GET /api/admin/newsletter/export.csv", () => {
  it("exports what the search selects: BOM, local dates and times, the language named", async () => {
    const res = await text(admin.get(withQuery(apiPaths.admin.newsletterCsv, { q: "reader0" }))).expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = res.body as string;
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(body.slice(1), ",");
    expect(rows[0]).toEqual(["Signed up on", "E-mail", "Language", "Id"]);
    // Nine of reader00–reader09 (reader04 is Aïcha's); Cotonou is UTC+1: 22:30 UTC is 23:30 there.
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual(
      [9, 8, 7, 6, 5, 3, 2, 1, 0].map((i) => [`2026-11-01 23:${String(30 + i)}`, `reader0${i}@example.org`, i % 2 === 0 ? "Français" : "English"]),
    );
  });

  it("writes French headings with ';', the next day past midnight in Cotonou", async () => {
    const res = await text(admin.get(withQuery(apiPaths.admin.newsletterCsv, { lang: "fr" }))).expect(200);
    const rows = parseCsv((res.body as string).slice(1), ";");
    expect(rows[0]).toEqual(["Inscrit le", "E-mail", "Langue", "Identifiant"]);
    expect(rows).toHaveLength(31);
    expect(rows[1]![0]).toBe("2026-11-01 23:59");
  });
});

describe("DELETE /api/admin/newsletter/:id", () => {
  it("removes an address on request, audited, and says so in the request's language", async () => {
    const row = await createSubscription(t.db, { email: "remove.me@example.org", language: "fr" });
    const res = await admin.delete(`${apiPaths.admin.subscriber(row.id)}?lang=fr`).set("Origin", ORIGIN).expect(200);
    expect(res.body.message).toBe("Adresse retirée de la lettre d’information");
    expect(await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row.id))).toEqual([]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(entries).toMatchObject([{ action: "newsletter.remove", entity: "newsletter_subscription", label: "remove.me@example.org", username: "admin" }]);
    // Removed, the address can sign up again.
    await request(t.app).post(apiPaths.newsletter).send({ email: "remove.me@example.org", language: "fr" }).expect(201);
  });

  it("answers 404 for an address no longer there, in the request's language", async () => {
    const row = await createSubscription(t.db, { email: "twice@example.org" });
    await admin.delete(apiPaths.admin.subscriber(row.id)).set("Origin", ORIGIN).expect(200);
    const again = await admin.delete(`${apiPaths.admin.subscriber(row.id)}?lang=fr`).set("Origin", ORIGIN).expect(404);
    expect(again.body.message).toBe("Cette adresse n’est pas (ou plus) inscrite à la lettre d’information");
    await admin.delete(apiPaths.admin.subscriber("not-an-id")).set("Origin", ORIGIN).expect(404);
  });

  it("refuses a removal without this site's Origin or without a session", async () => {
    const row = await createSubscription(t.db, { email: "kept@example.org" });
    await admin.delete(apiPaths.admin.subscriber(row.id)).expect(403);
    await request(t.app).delete(apiPaths.admin.subscriber(row.id)).set("Origin", ORIGIN).expect(401);
    expect(await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row.id))).toHaveLength(1);
  });
});
