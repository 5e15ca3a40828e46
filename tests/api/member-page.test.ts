/**
 * A member's page for the staff (GET /api/admin/members/:memberId): one person who applied twice,
 * their years with the payments and receipts that paid them, their gifts and messages sent with
 * the same address in any case, the mails sent to them (delivered to a real SMTP server started
 * here), the staff's notes and the history of their records; and asking a year to record its
 * payment. At a fixed clock: the year's rules depend on the day (shared/membership.ts).
 */
import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MemberPageResponse } from "../../shared/admin";
import { apiPaths } from "../../shared/paths";
import { smtpMailer } from "../../server/mail/mailer";
import { deliverDueMail } from "../../server/mail/outbox";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createDonation, createPayment } from "../helpers/factories";
import { startTestSmtp } from "../helpers/smtp";
import { createTestApp } from "../helpers/test-app";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";
import { fieldWords } from "../helpers/field-words";

let clock = new Date("2025-03-10T09:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
let memberId: string;

const context = { siteName: "Test Foundation", contactEmail: "hello@test-foundation.org", publicUrl: "http://localhost:5000" };
const application = { fullName: "Ama Koffi", email: "ama.koffi@example.org", country: "Benin", category: "adherent_individual", consent: true, language: "fr" };
const apply = (overrides: Record<string, unknown> = {}) => request(t.app).post("/api/memberships?payment=later").send({ ...application, ...overrides }).expect(201);
const record = (body: Record<string, unknown>) => admin.post(apiPaths.admin.payments).set("Origin", ORIGIN).send({ method: "cash", amount: 12_000, currency: "XOF", ...body });
const page = async (lang = "en") => (await admin.get(`${apiPaths.admin.member(memberId)}?lang=${lang}`).expect(200)).body as MemberPageResponse;

beforeAll(async () => {
  t = await createTestApp({ admin: true, now: () => clock, formLimit: { windowMs: 60_000, limit: 1000 } });
  admin = await signIn(t.app);

  // Applied in March 2025, dues paid in cash that day.
  const first = await apply();
  await record({ kind: "membership", id: first.body.membership.id, paidOn: "2025-03-10", reference: "CASH-2025" }).expect(201);

  // Applied again in January 2026 with the address in capitals: the same member.
  clock = new Date("2026-01-20T09:00:00Z");
  admin = await signIn(t.app);
  await apply({ email: "Ama.KOFFI@Example.org", fullName: "Ama Koffi-Mensah" });
  const members = (await admin.get(`${apiPaths.admin.memberships}?q=ama`).expect(200)).body.items as { memberId: string }[];
  expect(new Set(members.map((m) => m.memberId)).size).toBe(1);
  memberId = members[0]!.memberId;

  // A gift and a message from the address written another way, one gift from someone else.
  const gift = await createDonation(t.db, { email: "AMA.koffi@example.org", amount: 30_000, currency: "XOF", donorName: "Ama", paidAt: new Date("2026-01-15T10:00:00Z") });
  await createPayment(t.db, { payableKind: "donation", payableId: gift.id, amount: 30_000, currency: "XOF", providerRef: "test_pi_gift" });
  await createDonation(t.db, { email: "someone.else@example.org" });
  await request(t.app).post("/api/contacts").send({ name: "Ama", email: "AMA.KOFFI@example.org", subject: "Atelier", message: "Un atelier à Parakou ?", language: "fr" }).expect(201);
});
afterEach(() => expectKeptCopiesAgree(t.db));
afterAll(() => t.close());

describe("GET /api/admin/members/:memberId", () => {
  it("answers 401 signed out and 404 for a member who does not exist", async () => {
    await request(t.app).get(apiPaths.admin.member(memberId)).expect(401);
    await request(t.app).post(apiPaths.admin.memberNotes(memberId)).set("Origin", ORIGIN).send({ body: "x" }).expect(401);
    await admin.get(apiPaths.admin.member("00000000-0000-4000-8000-000000000000")).expect(404);
    const fr = await admin.get(`${apiPaths.admin.member("not-an-id")}?lang=fr`).expect(404);
    expect(fr.body.message).toBe("Membre introuvable");
  });

  it("shows one member with both applications, the year paid with its payment and receipt, in grace until the year is paid", async () => {
    const body = await page();
    expect(body.member).toMatchObject({ id: memberId, email: "ama.koffi@example.org" });
    expect(body.applications.map((a) => a.fullName)).toEqual(["Ama Koffi-Mensah", "Ama Koffi"]);
    expect(body.applications.map((a) => a.status)).toEqual(["pending", "active"]);
    expect(body.yearsPaid).toEqual([2025]);
    expect(body.standing).toEqual({ paidUp: true, inGrace: true, paidThrough: 2025, due: 2026 });
    expect(body.years).toHaveLength(1);
    expect(body.years[0]).toMatchObject({
      year: 2025,
      duesAmount: 12_000,
      duesCurrency: "XOF",
      payment: { provider: "staff", method: "cash", reference: "CASH-2025", status: "succeeded", receiptNumber: expect.stringMatching(/^2025-\d{6}$/) },
    });
  });

  it("lists the gifts and messages sent with the same address in any case, and the staff's replies", async () => {
    const [message] = (await page()).messages;
    await admin
      .post(`/api/contacts/${message!.id}/replies`)
      .set("Origin", ORIGIN)
      .send({ body: "Oui, avec plaisir.", idempotencyKey: randomUUID() })
      .expect(201);
    const body = await page();
    expect(body.gifts).toEqual([
      expect.objectContaining({ amount: 30_000, currency: "XOF", status: "succeeded", payment: expect.objectContaining({ reference: "test_pi_gift", status: "succeeded" }) }),
    ]);
    expect(body.messages).toEqual([
      expect.objectContaining({ subject: "Atelier", message: "Un atelier à Parakou ?", status: "replied", replies: [expect.objectContaining({ body: "Oui, avec plaisir.", authorName: "admin" })] }),
    ]);
  });

  it("lists the mails sent to the address, by template, with whether they left", async () => {
    const before = (await page()).mails;
    expect(before.map((mail) => mail.template)).toEqual(expect.arrayContaining(["membership-applied", "membership-welcome", "contact-reply"]));
    expect(before.every((mail) => mail.status === "pending")).toBe(true);
    // The staff's notifications are not the member's.
    expect(before.map((mail) => mail.template)).not.toContain("staff-membership");

    const smtp = await startTestSmtp();
    const mailer = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
    try {
      await deliverDueMail(t.db, mailer, new Date(Date.now() + 60_000), { from: "Test Foundation <no-reply@test-foundation.org>", context });
    } finally {
      mailer.close();
      await smtp.close();
    }
    const after = (await page()).mails;
    expect(after.length).toBe(before.length);
    // (The welcome's certificate needs the document renderer this delivery is not given: it stays unsent.)
    const plain = after.filter((mail) => mail.template !== "membership-welcome");
    // The paid application's confirmation asked for dues already paid: dropped, never sent (mail/outbox.ts).
    expect(plain.map((mail) => `${mail.template}: ${mail.status}`).sort()).toEqual(["contact-reply: sent", "membership-applied: dropped", "membership-applied: sent"]);
    expect(plain.filter((mail) => mail.status === "sent").every((mail) => mail.sentAt !== null)).toBe(true);
  });

  it("adds a staff note (trimmed, 1 to 2000 characters), audited, and shows it with the history", async () => {
    const added = await admin.post(apiPaths.admin.memberNotes(memberId)).set("Origin", ORIGIN).send({ body: "  Called on 3 Dec, pays at the office  " }).expect(201);
    expect(added.body.note).toMatchObject({ memberId, body: "Called on 3 Dec, pays at the office", authorName: "admin" });
    const empty = await admin.post(`${apiPaths.admin.memberNotes(memberId)}?lang=fr`).set("Origin", ORIGIN).send({ body: "   " }).expect(400);
    expect(empty.body.errors[0].path).toBe("body");
    await admin.post(apiPaths.admin.memberNotes(memberId)).set("Origin", ORIGIN).send({ body: "x".repeat(2001) }).expect(400);
    await admin.post(apiPaths.admin.memberNotes("00000000-0000-4000-8000-000000000000")).set("Origin", ORIGIN).send({ body: "Hello" }).expect(404);

    const body = await page();
    expect(body.notes.map((n) => n.body)).toEqual(["Called on 3 Dec, pays at the office"]);
    expect(body.history[0]).toMatchObject({ action: "member.note", entity: "member", entityId: memberId, username: "admin" });
    expect(body.history.map((entry) => entry.action)).toContain("payment.record");
  });

  it("asks the year due with the dues in force, records its payment, and the member is paid up for it", async () => {
    const refused = await admin.post(`${apiPaths.admin.memberYears(memberId)}?lang=fr`).set("Origin", ORIGIN).send({ year: 2024 }).expect(400);
    expect(fieldWords(refused.body.errors)).toEqual([{ path: "year", message: expect.stringMatching(/^La cotisation ne peut être enregistrée/) }]);

    const asked = await admin.post(apiPaths.admin.memberYears(memberId)).set("Origin", ORIGIN).send({ year: 2026 }).expect(200);
    expect(asked.body.year).toMatchObject({ memberId, year: 2026, duesAmount: 12_000, duesCurrency: "XOF", paidAt: null });
    // Asked twice: the same row.
    const again = await admin.post(apiPaths.admin.memberYears(memberId)).set("Origin", ORIGIN).send({ year: 2026 }).expect(200);
    expect(again.body.year.id).toBe(asked.body.year.id);

    await record({ kind: "membership_year", id: asked.body.year.id, paidOn: "2026-01-20", method: "bank_transfer", reference: "VIR-2026" }).expect(201);
    const body = await page();
    expect(body.yearsPaid).toEqual([2025, 2026]);
    expect(body.standing).toEqual({ paidUp: true, inGrace: false, paidThrough: 2026, due: null });
    expect(body.years.map((y) => [y.year, y.payment?.reference, y.payment?.method])).toEqual([
      [2026, "VIR-2026", "bank_transfer"],
      [2025, "CASH-2025", "cash"],
    ]);
    expect(body.years[0]!.payment!.receiptNumber).toMatch(/^2026-\d{6}$/);
    // Paid: not asked again; staff are told when and with which receipt.
    const paid = await admin.post(apiPaths.admin.memberYears(memberId)).set("Origin", ORIGIN).send({ year: 2026 }).expect(409);
    expect(paid.body.message).toBe(`Dues 2026 were already paid on January 20, 2026 (receipt ${body.years[0]!.payment!.receiptNumber}).`);
    // The application of January 2026 answered by that payment reads paid and active in the same transaction.
    expect(body.applications.map((a) => [a.fullName, a.status, a.paymentStatus, a.membershipYear])).toEqual([
      ["Ama Koffi-Mensah", "active", "succeeded", 2026],
      ["Ama Koffi", "active", "succeeded", 2025],
    ]);
    expect(body.history.map((entry) => entry.action)).toEqual(expect.arrayContaining(["membership_year.ask", "payment.record"]));
    expect(body.history.filter((entry) => entry.action === "membership_year.ask")).toHaveLength(1);
  });
});

describe("GET /api/admin/donors", () => {
  it("counts and sums each address's gifts received, per currency, for a year or all years, most gifts first, with the member", async () => {
    await createDonation(t.db, { email: "Ama.Koffi@example.org", amount: 5_000, currency: "USD", paidAt: new Date("2025-06-01T10:00:00Z") });
    await createDonation(t.db, { email: "ama.koffi@example.org", amount: 10_000, currency: "XOF", paidAt: new Date("2026-01-16T10:00:00Z") });
    await createDonation(t.db, { email: "ama.koffi@example.org", amount: 99_000, currency: "XOF", status: "failed", paidAt: null });
    const all = (await admin.get(apiPaths.admin.donors).expect(200)).body;
    expect(all.total).toBe(2);
    expect(all.items[0]).toMatchObject({
      email: "ama.koffi@example.org",
      memberId,
      gifts: 3,
      totals: [
        { currency: "USD", count: 1, amount: 5_000 },
        { currency: "XOF", count: 2, amount: 40_000 },
      ],
    });
    expect(all.items[1]).toMatchObject({ email: "someone.else@example.org", memberId: null, gifts: 1 });
    const in2025 = (await admin.get(`${apiPaths.admin.donors}?year=2025`).expect(200)).body;
    expect(in2025.items.map((d: { email: string; gifts: number }) => [d.email, d.gifts])).toEqual([["ama.koffi@example.org", 1]]);
    await admin.get(`${apiPaths.admin.donors}?year=next`).expect(400);
    await request(t.app).get(apiPaths.admin.donors).expect(401);

    const csv = await admin
      .get(`${apiPaths.admin.donorsCsv}?lang=fr`)
      .buffer(true)
      .parse((r, cb) => {
        let text = "";
        r.on("data", (c: Buffer) => (text += c.toString("utf8")));
        r.on("end", () => cb(null, text));
      })
      .expect(200);
    const lines = (csv.body as string).replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("E-mail;Nom du donateur;Dons;Total USD;Total EUR;Total CAD;Total XOF;Dernier don;Membre");
    expect(lines[1]!.split(";").slice(0, 7)).toEqual(["ama.koffi@example.org", "Ama", "3", "50,00", "", "", "40000"]);
    expect(lines[1]!.split(";")[8]).toBe("oui");
  });
});
