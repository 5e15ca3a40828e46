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

  it("marks a message unread again, and a reply undone (back to read)", async () => {
    const message = await createContact(t.db, { subject: "Undo me" });
    await admin.put(apiPaths.admin.contact(message.id)).set("Origin", ORIGIN).send({ status: "replied", version: 1 }).expect(200);
    const undone = await admin.put(apiPaths.admin.contact(message.id)).set("Origin", ORIGIN).send({ status: "read", version: 2 }).expect(200);
    expect(undone.body.contact).toMatchObject({ status: "read", version: 3 });
    const unread = await admin.put(apiPaths.admin.contact(message.id)).set("Origin", ORIGIN).send({ status: "new", version: 3 }).expect(200);
    expect(unread.body.contact).toMatchObject({ status: "new", version: 4 });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, message.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["contact.new", "contact.read", "contact.replied"]);
  });

  it("searches the messages by the sender's name or e-mail, the subject and the text, in any case", async () => {
    await t.db.delete(contacts);
    await createContact(t.db, { name: "Kossi Agbo", email: "kossi@example.bj", subject: "Visit", message: "Can we visit the lab?" });
    await createContact(t.db, { name: "Ama", email: "ama@example.org", subject: "Scholarship", message: "About the WOMEN cohort" });
    await createContact(t.db, { name: "Rémi", email: "remi@example.fr", subject: "Hello", message: "100% interested" });
    const find = async (q: string, status?: string) =>
      ((await admin.get(withQuery(apiPaths.admin.contacts, { q, status })).expect(200)).body.items as { name: string }[]).map((c) => c.name);
    expect(await find("agbo")).toEqual(["Kossi Agbo"]);
    expect(await find("AMA@EXAMPLE")).toEqual(["Ama"]);
    expect(await find("women cohort")).toEqual(["Ama"]);
    expect(await find("scholar")).toEqual(["Ama"]);
    expect(await find("100%")).toEqual(["Rémi"]);
    expect(await find("%")).toEqual(["Rémi"]);
    expect(await find("_")).toEqual([]);
    expect(await find("agbo", "replied")).toEqual([]);
  });

  it("deletes a message (spam), audited; a second delete finds nothing, in the request's language", async () => {
    const spam = await createContact(t.db, { name: "Spammer", email: "win@spam.example", subject: "You won" });
    const res = await admin.delete(`${apiPaths.admin.contact(spam.id)}?lang=fr`).set("Origin", ORIGIN).expect(200);
    expect(res.body.message).toBe("Message supprimé");
    expect(await t.db.select().from(contacts).where(eq(contacts.id, spam.id))).toEqual([]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, spam.id));
    expect(entries).toMatchObject([{ action: "contact.delete", entity: "contact", label: "Spammer <win@spam.example>: You won" }]);
    const again = await admin.delete(apiPaths.admin.contact(spam.id)).set("Origin", ORIGIN).expect(404);
    expect(again.body.message).toBe("Message not found");
  });

  it("refuses a delete without this site's Origin", async () => {
    const message = await createContact(t.db);
    await admin.delete(apiPaths.admin.contact(message.id)).expect(403);
    expect(await t.db.select().from(contacts).where(eq(contacts.id, message.id))).toHaveLength(1);
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

  it("lists every donation newest first, pending and failed too; the totals count the money received and say so", async () => {
    const res = await admin.get(apiPaths.admin.donations).expect(200);
    expect(res.body.total).toBe(5);
    expect(res.body.items.map((d: { status: string }) => d.status)).toEqual(["failed", "pending", "succeeded", "succeeded", "succeeded"]);
    // In the order the site lists its currencies: USD, EUR, CAD, FCFA; the pledge of 600,000 FCFA is not money received.
    expect(res.body).toMatchObject({
      count: "received",
      notCounted: 2,
      totals: [
        { currency: "USD", count: 2, amount: 25_050 },
        { currency: "XOF", count: 1, amount: 30_000 },
      ],
    });
  });

  it("totals the pending, the failed or every gift separately when asked, listing the same donations", async () => {
    const totals = async (count: string) => (await admin.get(withQuery(apiPaths.admin.donations, { count })).expect(200)).body;
    expect(await totals("pending")).toMatchObject({ total: 5, count: "pending", notCounted: 4, totals: [{ currency: "XOF", count: 1, amount: 600_000 }] });
    expect(await totals("failed")).toMatchObject({ total: 5, notCounted: 4, totals: [{ currency: "EUR", count: 1, amount: 4_500 }] });
    expect(await totals("all")).toMatchObject({
      total: 5,
      notCounted: 0,
      totals: [
        { currency: "USD", count: 2, amount: 25_050 },
        { currency: "EUR", count: 1, amount: 4_500 },
        { currency: "XOF", count: 2, amount: 630_000 },
      ],
    });
    const refused = await admin.get(withQuery(apiPaths.admin.donations, { count: "promised" })).expect(400);
    expect(refused.body.errors[0].path).toBe("count");
  });

  it("agrees with the dashboard: the money received, and the gifts not paid yet", async () => {
    const stats = (await admin.get(apiPaths.admin.stats).expect(200)).body;
    const tab = (await admin.get(apiPaths.admin.donations).expect(200)).body;
    const pending = (await admin.get(withQuery(apiPaths.admin.donations, { count: "pending" })).expect(200)).body;
    expect(stats.donations.totals).toEqual(tab.totals);
    expect(stats.donations.count).toBe(3);
    expect(stats.donations.pending).toBe(pending.totals.reduce((n: number, t: { count: number }) => n + t.count, 0));
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

/** Reads a body as text, whatever its type (a CSV download). */
const asText: Parameters<ReturnType<Agent["get"]>["parse"]>[0] = (res, done) => {
  let body = "";
  res.setEncoding("utf8");
  res.on("data", (chunk: string) => (body += chunk));
  res.on("end", () => done(null, body));
};

describe("CSV exports", () => {
  it("exports the filtered donations: BOM, header in the admin's language, major units, Cotonou's dates and times, named after the filter", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.donationsCsv, { currency: "USD" })).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks).toString("utf8")));
    }).expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="donations-all-USD.csv"');
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
      "Payment state",
      "Refunded or voided on",
      "Refund or void reason",
      "Operator",
      "Operator transaction id",
      "Paying number",
    ]);
    // Local time (UTC+1), as a spreadsheet reads a date; the donor's language as it names itself.
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4], r[6], r[7]])).toEqual([
      ["2026-11-05 11:00", "200.50", "USD", "Succeeded", "English"],
      ["2026-11-01 11:00", "50.00", "USD", "Succeeded", "English"],
    ]);
  });

  it("names the file after the filter: status, currency, method and days", async () => {
    const disposition = async (query: Record<string, string>) =>
      (await admin.get(withQuery(apiPaths.admin.donationsCsv, query)).buffer(true).parse(asText).expect(200)).headers["content-disposition"];
    expect(await disposition({ status: "succeeded", currency: "XOF", from: "2026-11-01", to: "2026-11-30" })).toBe(
      'attachment; filename="donations-received-XOF-2026-11-01_2026-11-30.csv"',
    );
    expect(await disposition({ status: "pending", method: "bank_transfer", from: "2026-11-01" })).toBe('attachment; filename="donations-pending-bank-transfer-from-2026-11-01.csv"');
    expect(await disposition({ to: "2026-11-09", lang: "fr" })).toBe('attachment; filename="donations-all-to-2026-11-09.csv"');
    expect(await disposition({})).toBe('attachment; filename="donations-all.csv"');
  });

  it("holds what the tab lists, every status; its succeeded rows add up to the tab's money received", async () => {
    const filter = { from: "2026-11-01", to: "2026-11-30" };
    const tab = (await admin.get(withQuery(apiPaths.admin.donations, filter)).expect(200)).body;
    const res = await admin.get(withQuery(apiPaths.admin.donationsCsv, { ...filter, count: "pending" })).buffer(true).parse(asText).expect(200);
    const rows = parseCsv((res.body as string).slice(1), ",").slice(1);
    expect(rows.map((r) => r[12])).toEqual(tab.items.map((d: { id: string }) => d.id));
    const received = new Map<string, { currency: string; count: number; amount: number }>();
    for (const r of rows.filter((r) => r[6] === "Succeeded")) {
      const total = received.get(r[4]!) ?? { currency: r[4]!, count: 0, amount: 0 };
      received.set(r[4]!, { ...total, count: total.count + 1, amount: total.amount + Math.round(Number(r[3]) * (r[4] === "XOF" ? 1 : 100)) });
    }
    expect([...received.values()].sort((a, b) => a.currency.localeCompare(b.currency))).toEqual(
      [...tab.totals].sort((a: { currency: string }, b: { currency: string }) => a.currency.localeCompare(b.currency)),
    );
  });

  it("writes the French file's dates the same way, and the languages as they name themselves", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.donationsCsv, { lang: "fr", currency: "XOF", status: "succeeded" })).buffer(true).parse(asText).expect(200);
    const [header, row] = parseCsv((res.body as string).slice(1), ";");
    expect([header![0], header![7]]).toEqual(["Date", "Langue"]);
    // 23:30 UTC on Nov 9 is 00:30 on Nov 10 in Cotonou.
    expect([row![0], row![7]]).toEqual(["2026-11-10 00:30", "English"]);
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
      "Year paid",
      "Years paid",
      "Payment state",
      "Refunded or voided on",
      "Refund or void reason",
      "Operator",
      "Operator transaction id",
      "Paying number",
    ]);
    const written = rows.slice(1).filter((r) => r[3] === "CSV").map((r) => r[1]);
    expect(written.sort()).toEqual(
      ["'=HYPERLINK(\"http://evil.example\",\"x\")", "'+1 Club", "'-Dash", "'@SUM(A1)", "'\tTab", "'\rReturn", 'Koffi "K" Mensah, Jr.\nline'].sort(),
    );
    const row = rows.find((r) => r[1] === "'+1 Club")!;
    expect(row.slice(4, 10)).toEqual(["Individual (natural person)", "Pending", "English", "12000", "XOF", "no"]);
    // The day and time of the application on the foundation's clock, as a spreadsheet reads a date.
    expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
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

  it("comes compressed once, as the browser asked, and decodes to the very file sent uncompressed", async () => {
    const bytes: Parameters<ReturnType<Agent["get"]>["parse"]>[0] = (r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks)));
    };
    const plain = await admin.get(apiPaths.admin.donationsCsv).set("Accept-Encoding", "identity").buffer(true).parse(bytes).expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // The client decodes what it receives as a browser does (superagent unzips gzip and br).
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const packed = await admin.get(apiPaths.admin.donationsCsv).set("Accept-Encoding", accept).buffer(true).parse(bytes).expect(200);
      expect(packed.headers["content-encoding"], accept).toBe(encoding);
      expect(packed.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect((packed.body as Buffer).equals(plain.body as Buffer), accept).toBe(true);
    }
  });
});

describe("donations searched by the donor", () => {
  beforeAll(async () => {
    await t.db.delete(donations);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
    await createDonation(t.db, { email: "ada.lovelace@example.org", donorName: "Ada Lovelace", amount: 5_000, currency: "USD", status: "succeeded", createdAt: at(1) });
    await createDonation(t.db, { email: "grace@example.org", donorName: "Grace Hopper", amount: 30_000, currency: "XOF", status: "succeeded", createdAt: at(2) });
    await createDonation(t.db, { email: "anon100%_x@example.org", donorName: null, amount: 600_000, currency: "XOF", status: "pending", createdAt: at(3) });
    await createDonation(t.db, { email: "koffi@example.bj", donorName: "Koffi Lovelace", amount: 4_500, currency: "EUR", status: "succeeded", createdAt: at(4) });
  });
  const emails = async (query: Record<string, string>) =>
    ((await admin.get(withQuery(apiPaths.admin.donations, query)).expect(200)).body.items as { email: string }[]).map((d) => d.email);

  it("finds a text in the donor's e-mail or name, in any case, newest first; totals follow the search", async () => {
    expect(await emails({ q: "LOVELACE" })).toEqual(["koffi@example.bj", "ada.lovelace@example.org"]);
    expect(await emails({ q: "grace@" })).toEqual(["grace@example.org"]);
    expect(await emails({ q: "  hopper " })).toEqual(["grace@example.org"]);
    const page = (await admin.get(withQuery(apiPaths.admin.donations, { q: "lovelace" })).expect(200)).body;
    expect(page).toMatchObject({
      total: 2,
      filter: { q: "lovelace" },
      totals: [
        { currency: "USD", count: 1, amount: 5_000 },
        { currency: "EUR", count: 1, amount: 4_500 },
      ],
    });
  });

  it("combines the search with the other filters, reads % and _ as letters, and finds nothing for an unknown donor", async () => {
    expect(await emails({ q: "lovelace", currency: "EUR" })).toEqual(["koffi@example.bj"]);
    expect(await emails({ q: "100%_" })).toEqual(["anon100%_x@example.org"]);
    expect(await emails({ q: "%" })).toEqual(["anon100%_x@example.org"]);
    const none = (await admin.get(withQuery(apiPaths.admin.donations, { q: "nobody" })).expect(200)).body;
    expect(none).toMatchObject({ total: 0, items: [], totals: [], notCounted: 0 });
    // An empty search is no search.
    expect(await emails({ q: "" })).toHaveLength(4);
  });

  it("refuses a search longer than 100 characters, in the request's language", async () => {
    const en = await admin.get(withQuery(apiPaths.admin.donations, { q: "a".repeat(101) })).expect(400);
    expect(en.body.errors[0].path).toBe("q");
    const fr = await admin.get(withQuery(apiPaths.admin.donations, { q: "a".repeat(101), lang: "fr" })).expect(400);
    expect(fr.body.errors[0].path).toBe("q");
    expect(fr.body.errors[0].message).not.toBe(en.body.errors[0].message);
  });

  it("exports what the search lists, the file saying it was searched", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.donationsCsv, { q: "lovelace", currency: "USD" })).buffer(true).parse(asText).expect(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="donations-all-USD-search.csv"');
    const rows = parseCsv((res.body as string).slice(1), ",").slice(1);
    expect(rows.map((row) => [row[1], row[2]])).toEqual([["ada.lovelace@example.org", "Ada Lovelace"]]);
  });
});
