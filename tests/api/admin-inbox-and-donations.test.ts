import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contacts, donations } from "../../shared/schema";
import { apiPaths, withQuery } from "../../shared/paths";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createContact, createDonation } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";
import { parseCsv } from "../helpers/csv";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

describe("messages", () => {
  it("lists every message newest first, ten to a page", async () => {
    await t.db.delete(contacts);
    const start = Date.parse("2026-11-01T08:00:00Z");
    for (let i = 0; i < 12; i++) await createContact(t.db, { subject: `S${i}`, createdAt: new Date(start + i * 60_000) });
    const first = await admin.get(apiPaths.admin.contacts).expect(200);
    expect(first.body).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.body.items.map((c: { subject: string }) => c.subject).slice(0, 3)).toEqual(["S11", "S10", "S9"]);
    const second = await admin.get(withQuery(apiPaths.admin.contacts, { page: 2 })).expect(200);
    expect(second.body.items.map((c: { subject: string }) => c.subject)).toEqual(["S1", "S0"]);
  });

  it("marks a message read, then replied, with its version; a stale copy gets 409", async () => {
    const message = await createContact(t.db, { name: "Aïcha", subject: "Partnership" });
    const read = await admin.put(apiPaths.admin.contact(message.id)).set("Origin", ORIGIN).send({ status: "read", version: 1 }).expect(200);
    expect(read.body.contact).toMatchObject({ status: "read", version: 2 });
    await admin.put(apiPaths.admin.contact(message.id)).set("Origin", ORIGIN).send({ status: "replied", version: 1 }).expect(409);
    await admin.put(apiPaths.admin.contact(message.id)).set("Origin", ORIGIN).send({ status: "replied", version: 2 }).expect(200);
    const filtered = await admin.get(withQuery(apiPaths.admin.contacts, { status: "replied" })).expect(200);
    expect(filtered.body.items.map((c: { id: string }) => c.id)).toEqual([message.id]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, message.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["contact.read", "contact.replied"]);
  });

  it("accepts only the three statuses", async () => {
    const message = await createContact(t.db);
    const res = await admin.put(apiPaths.admin.contact(message.id)).set("Origin", ORIGIN).send({ status: "archived" }).expect(400);
    expect(res.body.errors[0].path).toBe("status");
  });
});

describe("donations", () => {
  beforeAll(async () => {
    await t.db.delete(donations);
    // Cotonou is UTC+1: 23:30 UTC on Nov 9 is already Nov 10 there.
    await createDonation(t.db, { amount: 5_000, currency: "USD", status: "succeeded", createdAt: new Date("2026-11-01T10:00:00Z") });
    await createDonation(t.db, { amount: 20_050, currency: "USD", status: "succeeded", createdAt: new Date("2026-11-05T10:00:00Z") });
    await createDonation(t.db, { amount: 30_000, currency: "XOF", status: "succeeded", impactTier: "train_learner", createdAt: new Date("2026-11-09T23:30:00Z") });
    await createDonation(t.db, { amount: 600_000, currency: "XOF", status: "pending", createdAt: new Date("2026-11-12T10:00:00Z") });
    await createDonation(t.db, { amount: 4_500, currency: "EUR", status: "failed", createdAt: new Date("2026-11-15T10:00:00Z") });
  });

  it("lists every donation newest first with totals per currency", async () => {
    const res = await admin.get(apiPaths.admin.donations).expect(200);
    expect(res.body.total).toBe(5);
    expect(res.body.items[0]).toMatchObject({ currency: "EUR", amount: 4_500, status: "failed" });
    // In the order the site lists its currencies: USD, EUR, CAD, FCFA.
    expect(res.body.totals).toEqual([
      { currency: "USD", count: 2, amount: 25_050 },
      { currency: "EUR", count: 1, amount: 4_500 },
      { currency: "XOF", count: 2, amount: 630_000 },
    ]);
  });

  it("filters by status, currency and days in Cotonou's time, totals following the filter", async () => {
    const xof = await admin.get(withQuery(apiPaths.admin.donations, { currency: "XOF", status: "succeeded" })).expect(200);
    expect(xof.body.totals).toEqual([{ currency: "XOF", count: 1, amount: 30_000 }]);
    const tenth = await admin.get(withQuery(apiPaths.admin.donations, { from: "2026-11-10", to: "2026-11-10" })).expect(200);
    expect(tenth.body.items.map((d: { amount: number }) => d.amount)).toEqual([30_000]);
    const early = await admin.get(withQuery(apiPaths.admin.donations, { to: "2026-11-09" })).expect(200);
    expect(early.body.totals).toEqual([{ currency: "USD", count: 2, amount: 25_050 }]);
  });

  it("refuses a malformed day", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.donations, { from: "2026-13-01" })).expect(400);
    expect(res.body.errors[0].path).toBe("from");
  });
});

describe("CSV exports", () => {
  it("exports the filtered donations: BOM, header in the admin's language, major units, ISO dates", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.donationsCsv, { currency: "USD" })).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks).toString("utf8")));
    }).expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body as string;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text.slice(1), ",");
    expect(rows[0]).toEqual([
      "Date",
      "E-mail",
      "Donor name",
      "Amount",
      "Currency",
      "Impact tier",
      "Status",
      "Language",
      "Paid on",
      "Payment provider",
      "Payment method",
      "Payment reference",
      "Id",
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4], r[6]])).toEqual([
      ["2026-11-05T10:00:00.000Z", "200.50", "USD", "Succeeded"],
      ["2026-11-01T10:00:00.000Z", "50.00", "USD", "Succeeded"],
    ]);
  });

  it("writes French with ';' and a decimal comma, whole francs for FCFA", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.donationsCsv, { lang: "fr" })).buffer(true).parse((r, cb) => {
      let s = "";
      r.on("data", (c: Buffer) => (s += c.toString("utf8")));
      r.on("end", () => cb(null, s));
    }).expect(200);
    const rows = parseCsv((res.body as string).slice(1), ";");
    expect(rows[0]![0]).toBe("Date");
    expect(rows[0]![5]).toBe("Palier d’impact");
    const xof = rows.find((r) => r[4] === "XOF" && r[6] === "Réussi");
    expect(xof?.[3]).toBe("30000");
    expect(xof?.[5]).toBe("Former 1 apprenant");
    expect(rows.find((r) => r[4] === "USD")?.[3]).toMatch(/^\d+,\d{2}$/);
  });

  it("neutralises cells a spreadsheet would run as formulas and quotes separators, quotes and line breaks", async () => {
    const { createMembership } = await import("../helpers/factories");
    const names = ['=HYPERLINK("http://evil.example","x")', "+1 Club", "-Dash", "@SUM(A1)", "\tTab", "\rReturn", 'Koffi "K" Mensah, Jr.\nline'];
    for (const fullName of names) await createMembership(t.db, { fullName, country: "CSV" });
    const res = await admin.get(withQuery(apiPaths.admin.membershipsCsv, { q: "" })).buffer(true).parse((r, cb) => {
      let s = "";
      r.on("data", (c: Buffer) => (s += c.toString("utf8")));
      r.on("end", () => cb(null, s));
    }).expect(200);
    const rows = parseCsv((res.body as string).slice(1), ",");
    expect(rows[0]).toEqual([
      "Applied on",
      "Full name",
      "E-mail",
      "Country",
      "Category",
      "Status",
      "Language",
      "Dues",
      "Currency",
      "Paid",
      "Paid on",
      "Payment provider",
      "Payment method",
      "Payment reference",
      "Id",
    ]);
    const written = rows.slice(1).filter((r) => r[3] === "CSV").map((r) => r[1]);
    expect(written.sort()).toEqual(
      ["'=HYPERLINK(\"http://evil.example\",\"x\")", "'+1 Club", "'-Dash", "'@SUM(A1)", "'\tTab", "'\rReturn", 'Koffi "K" Mensah, Jr.\nline'].sort(),
    );
    const row = rows.find((r) => r[1] === "'+1 Club")!;
    expect(row.slice(4, 10)).toEqual(["Individual", "Pending", "en", "12000", "XOF", "no"]);
  });

  it("exports only the members the filter selects", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.membershipsCsv, { q: "Club" })).buffer(true).parse((r, cb) => {
      let s = "";
      r.on("data", (c: Buffer) => (s += c.toString("utf8")));
      r.on("end", () => cb(null, s));
    }).expect(200);
    expect(parseCsv((res.body as string).slice(1), ",")).toHaveLength(2);
  });

  it("streams a long list in batches without losing or repeating a row", async () => {
    await t.db.delete(donations);
    const same = new Date("2026-11-20T12:00:00.123Z");
    const { buildDonation } = await import("../helpers/factories");
    // More than one batch (1,000), many sharing one creation time.
    await t.db.insert(donations).values(Array.from({ length: 2_345 }, (_, i) => buildDonation({ amount: 100 + i, createdAt: i % 3 ? same : new Date(same.getTime() - i) })));
    const res = await admin.get(apiPaths.admin.donationsCsv).buffer(true).parse((r, cb) => {
      let s = "";
      r.on("data", (c: Buffer) => (s += c.toString("utf8")));
      r.on("end", () => cb(null, s));
    }).expect(200);
    const rows = parseCsv((res.body as string).slice(1), ",").slice(1);
    expect(rows).toHaveLength(2_345);
    expect(new Set(rows.map((r) => r[12])).size).toBe(2_345);
  });
});
