import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { auditLog, memberships, membershipYears } from "../../shared/schema";
import { apiPaths, withQuery } from "../../shared/paths";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createMember, createMemberYear, createMembership } from "../helpers/factories";
import { countStatements } from "../helpers/count-statements";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true });
  admin = await signIn(t.app);
  // 25 members, one a minute: newest last.
  const start = Date.parse("2026-10-01T08:00:00Z");
  for (let i = 0; i < 25; i++)
    await createMembership(t.db, {
      fullName: i === 3 ? "Aïcha Dossou" : `Member ${String(i).padStart(2, "0")}`,
      email: i === 7 ? "koffi@example.bj" : `m${i}@example.org`,
      status: i % 5 === 0 ? "active" : i % 5 === 1 ? "inactive" : "pending",
      createdAt: new Date(start + i * 60_000),
    });
});
afterAll(() => t.close());

const put = (id: string, body: object, lang = "en") => admin.put(`${apiPaths.admin.membership(id)}?lang=${lang}`).set("Origin", ORIGIN).send(body);

describe("GET /api/memberships", () => {
  it("filters by category, country (its code or any spelling of its name, else part of what was typed) and dues paid or not, and exports the same", async () => {
    // One a minute, so that "newest first" has one answer whatever the clock's resolution.
    const at = (minute: number) => new Date(Date.parse("2026-11-01T08:00:00Z") + minute * 60_000);
    const made = [
      await createMembership(t.db, { fullName: "Filter A", email: "fa@example.org", category: "patron", country: "Côte d'Ivoire", paymentStatus: "succeeded", createdAt: at(0) }),
      await createMembership(t.db, { fullName: "Filter B", email: "fb@example.org", category: "patron", country: "Bénin", paymentStatus: "pending", createdAt: at(1) }),
      await createMembership(t.db, { fullName: "Filter C", email: "fc@example.org", category: "founder", country: "Côte d'Ivoire", paymentStatus: "failed", createdAt: at(2) }),
    ];
    onTestFinished(() => t.db.delete(memberships).where(inArray(memberships.id, made.map((m) => m.id))).then(() => undefined));
    const names = async (query: Record<string, string>) =>
      ((await admin.get(withQuery(apiPaths.admin.memberships, { q: "Filter", ...query })).expect(200)).body.items as { fullName: string }[]).map((m) => m.fullName);
    expect(await names({ category: "patron" })).toEqual(["Filter B", "Filter A"]);
    expect(await names({ country: "CÔTE" })).toEqual(["Filter C", "Filter A"]);
    expect(await names({ dues: "paid" })).toEqual(["Filter A"]);
    expect(await names({ dues: "unpaid" })).toEqual(["Filter C", "Filter B"]);
    expect(await names({ category: "patron", dues: "unpaid", country: "bén" })).toEqual(["Filter B"]);
    // "Bénin" as typed is Benin by its code: the list's code and the English name select it too.
    expect(await names({ country: "BJ" })).toEqual(["Filter B"]);
    expect(await names({ country: "Benin" })).toEqual(["Filter B"]);
    expect(await names({ country: "Ivory Coast" })).toEqual(["Filter C", "Filter A"]);
    const csv = await admin.get(withQuery(apiPaths.admin.membershipsCsv, { q: "Filter", category: "patron", dues: "paid" })).buffer(true).parse((r, cb) => {
      let text = "";
      r.on("data", (c: Buffer) => (text += c.toString("utf8")));
      r.on("end", () => cb(null, text));
    }).expect(200);
    expect((csv.body as string).split("\r\n").filter((line) => line.includes("Filter"))).toHaveLength(1);
    expect(csv.body as string).toContain("Filter A");
    const bad = await admin.get(withQuery(apiPaths.admin.memberships, { dues: "maybe", category: "king", lang: "fr" })).expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["category", "dues"]);
  });

  it("pages the members on the server, newest first", async () => {
    const first = await admin.get(apiPaths.admin.memberships).expect(200);
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].fullName).toBe("Member 24");
    const second = await admin.get(withQuery(apiPaths.admin.memberships, { page: 2 })).expect(200);
    expect(second.body.items.map((m: { fullName: string }) => m.fullName)).toEqual(["Member 04", "Aïcha Dossou", "Member 02", "Member 01", "Member 00"]);
  });

  it("lists members who applied at one instant once each over the pages, in one order", async () => {
    const at = new Date("2026-11-02T08:00:00Z");
    const made: Awaited<ReturnType<typeof createMembership>>[] = [];
    for (let i = 0; i < 5; i++) made.push(await createMembership(t.db, { fullName: `Tied ${i}`, email: `tied${i}@example.org`, createdAt: at }));
    onTestFinished(() => t.db.delete(memberships).where(inArray(memberships.id, made.map((m) => m.id))).then(() => undefined));
    const page = async (n: number) => (await admin.get(withQuery(apiPaths.admin.memberships, { q: "tied", pageSize: 2, page: n })).expect(200)).body;
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    const ids = pages.flatMap((p) => p.items.map((m: { id: string }) => m.id));
    // Ties on the instant are ordered by id, the same way when the page's keys are chosen and when its rows are read.
    expect(ids).toEqual(made.map((m) => m.id).sort().reverse());
  });

  it("answers a page in four statements: the session's, the settings', the page with how each was paid, and its count", async () => {
    const path = withQuery(apiPaths.admin.memberships, { page: 2 });
    await admin.get(path).expect(200); // the session's own write, when due, made here
    const { result, statements } = await countStatements(t.db, () => admin.get(path).expect(200));
    expect(result.body.page).toBe(2);
    expect(statements).toBeLessThanOrEqual(4);
  });

  it("filters by status and counts what the filter selects", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.memberships, { status: "active" })).expect(200);
    expect(res.body.total).toBe(5);
    expect(res.body.items.every((m: { status: string }) => m.status === "active")).toBe(true);
  });

  it("searches names and e-mails, whatever the case, its own % and _ taken literally", async () => {
    expect((await admin.get(withQuery(apiPaths.admin.memberships, { q: "aïcha" })).expect(200)).body.items.map((m: { fullName: string }) => m.fullName)).toEqual([
      "Aïcha Dossou",
    ]);
    expect((await admin.get(withQuery(apiPaths.admin.memberships, { q: "KOFFI@" })).expect(200)).body.total).toBe(1);
    expect((await admin.get(withQuery(apiPaths.admin.memberships, { q: "%" })).expect(200)).body.total).toBe(0);
    expect((await admin.get(withQuery(apiPaths.admin.memberships, { q: "m_" })).expect(200)).body.total).toBe(0);
  });

  it("shows what the dues are and whether and when they were paid", async () => {
    const paid = await createMembership(t.db, { fullName: "Paid Member", paymentStatus: "succeeded", paidAt: new Date("2026-11-02T10:00:00Z") });
    const res = await admin.get(withQuery(apiPaths.admin.memberships, { q: "Paid Member" })).expect(200);
    // No payment record behind it (a row written as it is): nothing to say of how it was paid.
    expect(res.body.items[0]).toMatchObject({ id: paid.id, duesAmount: 12000, duesCurrency: "XOF", paymentStatus: "succeeded", paidAt: "2026-11-02T10:00:00.000Z", payment: null });
    await t.db.delete(memberships).where(eq(memberships.id, paid.id));
  });

  it("refuses a bad filter with 400 and the field", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.memberships, { status: "gone", pageSize: 1000, method: "cheque" })).expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["method", "pageSize", "status"]);
  });
});

describe("PUT /api/memberships/:id", () => {
  it("approves a pending member, raises its version and records who did it", async () => {
    const member = await createMembership(t.db, { fullName: "To Approve" });
    const res = await put(member.id, { status: "active", version: member.version }).expect(200);
    expect(res.body.membership).toMatchObject({ id: member.id, status: "active", version: member.version + 1 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(entry).toMatchObject({ username: "admin", action: "membership.approve", entity: "membership", label: "To Approve", changes: { status: { from: "pending", to: "active" } } });
  });

  it("edits the details (trimmed, e-mail lowercased) and records each changed field", async () => {
    const member = await createMembership(t.db);
    const res = await put(member.id, { fullName: "  Koffi Mensah ", email: "KOFFI@Example.org", country: "Togo", category: "adherent_organization", language: "fr" }).expect(200);
    expect(res.body.membership).toMatchObject({ fullName: "Koffi Mensah", email: "koffi@example.org", country: "Togo", category: "adherent_organization", language: "fr" });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(Object.keys(entry!.changes).sort()).toEqual(["category", "country", "email", "fullName", "language"]);
    expect(entry!.changes.country).toEqual({ from: "Benin", to: "Togo" });
  });

  it("takes a country from the admin's list by its code, kept as its name in the member's language", async () => {
    const member = await createMembership(t.db, { fullName: "Country Change", email: "cc@example.org", country: "Bénin", language: "fr" });
    onTestFinished(() => t.db.delete(memberships).where(eq(memberships.id, member.id)).then(() => undefined));
    // The same country (Benin, by its code) leaves what the person typed, and writes no audit entry.
    const same = await put(member.id, { country: "BJ" }).expect(200);
    expect(same.body.membership).toMatchObject({ country: "Bénin", countryCode: "BJ", version: member.version });
    const moved = await put(member.id, { country: "CI" }).expect(200);
    expect(moved.body.membership).toMatchObject({ country: "Côte d’Ivoire", countryCode: "CI" });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(entries.map((entry) => entry.changes)).toEqual([{ country: { from: "Bénin", to: "Côte d’Ivoire" } }]);
    // The list names it in the reader's language; the CSV in the export's.
    const csv = await admin.get(withQuery(apiPaths.admin.membershipsCsv, { q: "Country Change", lang: "en" })).buffer(true).parse((r, cb) => {
      let text = "";
      r.on("data", (c: Buffer) => (text += c.toString("utf8")));
      r.on("end", () => cb(null, text));
    }).expect(200);
    expect(csv.body as string).toContain("Côte d’Ivoire");
  });

  it("moves a status from any value to any other", async () => {
    const member = await createMembership(t.db, { status: "active" });
    await put(member.id, { status: "inactive" }).expect(200);
    await put(member.id, { status: "pending" }).expect(200);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, member.id));
    expect(row?.status).toBe("pending");
  });

  it("refuses a save based on an outdated copy with 409, the member as saved meanwhile readable, leaving the other change in place", async () => {
    const member = await createMembership(t.db);
    await put(member.id, { country: "Niger", version: member.version }).expect(200);
    const stale = await put(member.id, { country: "Mali", version: member.version }).expect(409);
    expect(stale.body.message).toMatch(/Someone else changed this record.*Reload/);
    // The refusal keeps the contract's error shape; the member as saved meanwhile is read with GET.
    expect(Object.keys(stale.body)).toEqual(["message"]);
    const saved = await admin.get(apiPaths.admin.membership(member.id)).expect(200);
    expect(saved.body.membership).toMatchObject({ id: member.id, country: "Niger", version: member.version + 1 });
    await admin.get(apiPaths.admin.membership("00000000-0000-4000-8000-000000000000")).expect(404);
    // Based on that version, the same change applies.
    await put(member.id, { country: "Mali", version: member.version + 1 }).expect(200);
    await put(member.id, { country: "Niger", version: member.version + 1 }).expect(409);
    const fr = await put(member.id, { country: "Niger", version: member.version }, "fr").expect(409);
    expect(fr.body.message).toMatch(/^Quelqu’un d’autre a modifié cette fiche/);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, member.id));
    expect(row?.country).toBe("Mali");
  });

  it("still applies a plain PUT that names no version (the specification's call)", async () => {
    const member = await createMembership(t.db, { version: 7 });
    await put(member.id, { status: "active" }).expect(200);
  });

  it("refuses bad input with the field's message, in the admin's language", async () => {
    const member = await createMembership(t.db);
    const res = await put(member.id, { email: "not-an-email", status: "gone", paymentStatus: "succeeded" }, "fr").expect(400);
    expect(fieldWords(res.body.errors)).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Adresse e-mail invalide" },
        { path: "status", message: expect.stringMatching(/^Valeur invalide/) },
        { path: "", message: "Champ(s) non reconnu(s)\u00a0: paymentStatus" },
      ]),
    );
  });

  it("answers 404 for a member that does not exist, or an id that cannot", async () => {
    await put("00000000-0000-4000-8000-000000000000", { status: "active" }).expect(404);
    await put("not-a-uuid", { status: "active" }).expect(404);
  });

  it("writes nothing to the audit when nothing changes", async () => {
    const member = await createMembership(t.db, { country: "Benin" });
    await put(member.id, { country: "Benin" }).expect(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id))).toHaveLength(0);
  });
});

describe("the admin's language", () => {
  it("answers in the admin's language (?lang), not in the language of the member being edited", async () => {
    const member = await createMembership(t.db, { language: "en" });
    const res = await put(member.id, { language: "fr", email: "nope" }, "en").expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "email", message: "Invalid email" }]);
  });
});

describe("the standing of each member, derived from the years paid at the server's clock", () => {
  let clock = new Date("2026-01-20T12:00:00Z");
  let s: Awaited<ReturnType<typeof createTestApp>>;
  const at = (minute: number) => new Date(Date.parse("2025-06-01T08:00:00Z") + minute * 60_000);
  beforeAll(async () => {
    s = await createTestApp({ admin: true, now: () => clock });
    // Ama paid 2025 only; Kodjo paid 2025 and 2026; Esi applied in 2026 and never paid; Yao paid 2024 only.
    const ama = await createMember(s.db, { fullName: "Ama Paid2025", email: "ama@example.org" });
    await createMemberYear(s.db, ama.id, 2025);
    await createMembership(s.db, { memberId: ama.id, fullName: "Ama Paid2025", email: "ama@example.org", status: "active", createdAt: at(0) });
    const kodjo = await createMember(s.db, { fullName: "Kodjo Paid2026", email: "kodjo@example.org" });
    await createMemberYear(s.db, kodjo.id, 2025);
    await createMemberYear(s.db, kodjo.id, 2026);
    await createMembership(s.db, { memberId: kodjo.id, fullName: "Kodjo Paid2026", email: "kodjo@example.org", status: "active", createdAt: at(1) });
    const esi = await createMember(s.db, { fullName: "Esi Applied", email: "esi@example.org" });
    await createMembership(s.db, { memberId: esi.id, fullName: "Esi Applied", email: "esi@example.org", status: "pending", createdAt: new Date("2026-01-10T08:00:00Z") });
    const yao = await createMember(s.db, { fullName: "Yao Paid2024", email: "yao@example.org" });
    await createMemberYear(s.db, yao.id, 2024);
    await createMembership(s.db, { memberId: yao.id, fullName: "Yao Paid2024", email: "yao@example.org", status: "active", createdAt: at(2) });
  });
  afterAll(() => s.close());

  type Item = { fullName: string; status: string; memberId: string | null; yearsPaid: number[]; standing: { paidUp: boolean; inGrace: boolean; paidThrough: number | null; due: number | null } };
  const list = async (query: Record<string, string | number> = {}) => {
    const agent = await signIn(s.app);
    return ((await agent.get(withQuery(apiPaths.admin.memberships, query)).expect(200)).body.items as Item[]).map((item) => item);
  };
  const byName = (items: Item[]) => Object.fromEntries(items.map((item) => [item.fullName.split(" ")[0], item]));
  const names = (items: Item[]) => items.map((item) => item.fullName.split(" ")[0]).sort();

  it("reads a member who paid 2025 only as active until the grace period of 2026 ends, then inactive", async () => {
    clock = new Date("2026-01-20T12:00:00Z");
    const during = byName(await list());
    expect(during.Ama).toMatchObject({ status: "active", yearsPaid: [2025], standing: { paidUp: true, inGrace: true, paidThrough: 2025, due: 2026 } });
    expect(during.Kodjo).toMatchObject({ status: "active", yearsPaid: [2025, 2026], standing: { paidUp: true, inGrace: false, paidThrough: 2026, due: null } });
    expect(during.Esi).toMatchObject({ status: "pending", yearsPaid: [], standing: { paidUp: false, paidThrough: null } });
    expect(during.Yao).toMatchObject({ status: "inactive", yearsPaid: [2024], standing: { paidUp: false } });
    expect(typeof during.Ama!.memberId).toBe("string");
    expect(names(await list({ status: "active" }))).toEqual(["Ama", "Kodjo"]);
    expect(names(await list({ status: "inactive" }))).toEqual(["Yao"]);

    // The grace period (30 days after January 5th by default) ended on February 4th.
    clock = new Date("2026-02-05T12:00:00Z");
    const after = byName(await list());
    expect(after.Ama).toMatchObject({ status: "inactive", standing: { paidUp: false, inGrace: false, paidThrough: 2025, due: 2026 } });
    expect(after.Kodjo).toMatchObject({ status: "active" });
    expect(names(await list({ status: "active" }))).toEqual(["Kodjo"]);
    expect(names(await list({ status: "inactive" }))).toEqual(["Ama", "Yao"]);
    expect(names(await list({ status: "pending" }))).toEqual(["Esi"]);
    // The dashboard counts and shows them as the list does.
    const agent = await signIn(s.app);
    expect((await agent.get(apiPaths.admin.stats).expect(200)).body.members).toEqual({ total: 4, pending: 1, active: 1, inactive: 2 });
    const activity = (await agent.get(apiPaths.admin.activity).expect(200)).body.items as { kind: string; name: string; status: string }[];
    expect(activity.filter((item) => item.kind === "membership").map((item) => `${item.name.split(" ")[0]} ${item.status}`).sort()).toEqual([
      "Ama inactive",
      "Esi pending",
      "Kodjo active",
      "Yao inactive",
    ]);
  });

  it("follows each year as it is asked, paid, unpaid and removed, on every application of the member", async () => {
    clock = new Date("2026-03-01T12:00:00Z");
    const bio = await createMember(s.db, { fullName: "Bio Twice", email: "bio@example.org" });
    await createMembership(s.db, { memberId: bio.id, fullName: "Bio Twice", email: "bio@example.org", status: "active", createdAt: at(3) });
    // A second application, linked to its member afterwards.
    const later = await createMembership(s.db, { fullName: "Bio Again", email: "bio@example.org", status: "pending", createdAt: at(4) });
    const bios = (items: Item[]) => items.filter((item) => item.fullName.startsWith("Bio")).map((item) => `${item.fullName.split(" ")[1]} ${item.yearsPaid.join("+")}`).sort();

    const asked = await createMemberYear(s.db, bio.id, 2026, { paidAt: null });
    await s.db.update(memberships).set({ memberId: bio.id }).where(eq(memberships.id, later.id));
    expect(bios(await list({ dueFor: 2026 }))).toEqual(["Again ", "Twice "]);
    expect(bios(await list({ paidFor: 2026 }))).toEqual([]);

    await s.db.update(membershipYears).set({ paidAt: new Date("2026-02-27T10:00:00Z") }).where(eq(membershipYears.id, asked.id));
    expect(bios(await list({ paidFor: 2026 }))).toEqual(["Again 2026", "Twice 2026"]);
    expect(bios(await list({ status: "active" }))).toEqual(["Twice 2026"]);
    expect(bios(await list({ dueFor: 2026 }))).toEqual([]);

    // Unpaid (a payment taken back): asked and due again.
    await s.db.update(membershipYears).set({ paidAt: null }).where(eq(membershipYears.id, asked.id));
    expect(bios(await list({ paidFor: 2026 }))).toEqual([]);
    expect(bios(await list({ dueFor: 2026 }))).toEqual(["Again ", "Twice "]);

    await s.db.update(membershipYears).set({ year: 2025, paidAt: new Date("2025-02-27T10:00:00Z") }).where(eq(membershipYears.id, asked.id));
    expect(bios(await list({ paidFor: 2025 }))).toEqual(["Again 2025", "Twice 2025"]);
    expect(bios(await list({ status: "inactive" }))).toEqual(["Twice 2025"]);

    await s.db.delete(membershipYears).where(eq(membershipYears.id, asked.id));
    expect(bios(await list({ paidFor: 2025 }))).toEqual([]);
    expect(bios(await list({ status: "active" }))).toEqual(["Twice "]);
    await s.db.delete(memberships).where(eq(memberships.memberId, bio.id));
  });

  it("filters the members who paid a year, and those it is due of, and exports the same", async () => {
    clock = new Date("2026-03-01T12:00:00Z");
    expect(names(await list({ paidFor: 2025 }))).toEqual(["Ama", "Kodjo"]);
    expect(names(await list({ paidFor: 2026 }))).toEqual(["Kodjo"]);
    // Due 2026: paid 2025 and not 2026 (Ama), or applied in 2026 (Esi); Yao paid only 2024.
    expect(names(await list({ dueFor: 2026 }))).toEqual(["Ama", "Esi"]);
    expect(names(await list({ dueFor: 2025 }))).toEqual(["Yao"]);
    const agent = await signIn(s.app);
    await agent.get(withQuery(apiPaths.admin.memberships, { paidFor: "soon", lang: "fr" })).expect(400);
    const csv = await agent
      .get(withQuery(apiPaths.admin.membershipsCsv, { dueFor: 2026 }))
      .buffer(true)
      .parse((r, cb) => {
        let text = "";
        r.on("data", (c: Buffer) => (text += c.toString("utf8")));
        r.on("end", () => cb(null, text));
      })
      .expect(200);
    const lines = (csv.body as string).split("\r\n").filter(Boolean);
    expect(lines[0]).toContain("Year paid");
    expect(lines).toHaveLength(3);
    const ama = lines.find((line) => line.includes("Ama Paid2025"))!;
    expect(ama).toContain("Inactive");
    // The standing and the years paid, before the payment's state, when and why it was refunded, then
    // its operator, the operator's id and the masked number (the last six).
    expect(ama.split(",").slice(-8, -6)).toEqual(["Lapsed", "2025"]);
    const frCsv = await agent
      .get(withQuery(apiPaths.admin.membershipsCsv, { paidFor: 2026, lang: "fr" }))
      .buffer(true)
      .parse((r, cb) => {
        let text = "";
        r.on("data", (c: Buffer) => (text += c.toString("utf8")));
        r.on("end", () => cb(null, text));
      })
      .expect(200);
    const kodjo = (frCsv.body as string).split("\r\n").find((line) => line.includes("Kodjo"))!;
    expect(kodjo.split(";").slice(-8, -6)).toEqual(["2026", "2025 2026"]);
  });
});
