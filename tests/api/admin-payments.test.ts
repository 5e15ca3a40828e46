/**
 * Payments made elsewhere, recorded by staff: recording one settles its donation or
 * membership as an online payment does, shows in the lists, the CSV exports and the audit, and
 * is refused — with each field's message in the admin's language — when it is not what is owed.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminStats, DonationsPage, MemberItem, Page, PaymentsResponse } from "../../shared/admin";
import { formatMoney } from "../../shared/money";
import { apiPaths, withQuery } from "../../shared/paths";
import { auditLog, donations, memberships, payments, receipts } from "../../shared/schema";
import { receiptLabel } from "../../server/services/receipts-and-attestations/assign-receipt-number";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { parseCsv } from "../helpers/csv";
import { createDonation, createMembership, createPayment } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";
import { fieldWords } from "../helpers/field-words";

// 23:00 UTC on November 20 is already midnight, November 21, in Cotonou (UTC+1): today there.
const NOW = new Date("2026-11-20T23:00:00Z");
const TODAY = "2026-11-21";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true, now: () => NOW });
  admin = await signIn(t.app);
  // On 21 November a new member's dues pay 2027 by default (decision 015); these cases record this year's.
  await admin.put(apiPaths.admin.settings).set("Origin", ORIGIN).send({ nextYearFrom: "12-31" }).expect(200);
});
afterEach(() => expectKeptCopiesAgree(t.db));
afterAll(() => t.close());

const record = (body: object, lang = "en") => admin.post(`${apiPaths.admin.payments}?lang=${lang}`).set("Origin", ORIGIN).send(body);
const recordDonation = (body: object, lang = "en") => admin.post(`${apiPaths.admin.offlineDonations}?lang=${lang}`).set("Origin", ORIGIN).send(body);
const cash = { method: "cash", amount: 12_000, currency: "XOF", paidOn: "2026-11-18" };

async function csv(path: string, query: Record<string, string>, separator = ",") {
  const res = await admin
    .get(withQuery(path, query))
    .buffer(true)
    .parse((r, cb) => {
      let s = "";
      r.on("data", (c: Buffer) => (s += c.toString("utf8")));
      r.on("end", () => cb(null, s));
    })
    .expect(200);
  return parseCsv((res.body as string).slice(1), separator);
}

const membersFound = async (query: Record<string, string>) =>
  ((await admin.get(withQuery(apiPaths.admin.memberships, query)).expect(200)).body as Page<MemberItem>).items;

describe("POST /api/admin/payments for a membership", () => {
  it("activates a pending member as an online payment does; the list, the CSV and the audit show it", async () => {
    const member = await createMembership(t.db, { fullName: "Aïcha Cash", email: "aicha.cash@example.bj" });
    const res = await record({ kind: "membership", id: member.id, ...cash, reference: " R-0042 ", note: "Paid at the office" }).expect(201);
    expect(res.body).toMatchObject({
      message: "Payment recorded",
      kind: "membership",
      // Noon in Cotonou on the day it was paid; the year that day is in.
      membership: { id: member.id, status: "active", paymentStatus: "succeeded", paidAt: "2026-11-18T11:00:00.000Z", membershipYear: 2026, version: member.version + 1 },
      payment: {
        payableKind: "membership",
        payableId: member.id,
        provider: "staff",
        method: "cash",
        providerRef: "R-0042",
        amount: 12_000,
        currency: "XOF",
        status: "succeeded",
        paidAt: "2026-11-18T11:00:00.000Z",
        recordedByName: "admin",
        note: "Paid at the office",
      },
    });

    const [listed] = await membersFound({ q: "Aïcha Cash" });
    expect(listed).toMatchObject({ status: "active", paymentStatus: "succeeded", payment: { provider: "staff", method: "cash", reference: "R-0042", status: "succeeded" } });
    expect((await membersFound({ q: "Aïcha Cash", method: "cash" })).map((m) => m.id)).toEqual([member.id]);
    expect(await membersFound({ q: "Aïcha Cash", method: "card" })).toEqual([]);

    const history = (await admin.get(withQuery(apiPaths.admin.payments, { kind: "membership", id: member.id })).expect(200)).body as PaymentsResponse;
    expect(history.items.map((p) => [p.provider, p.method, p.status])).toEqual([["staff", "cash", "succeeded"]]);

    const [header, row] = await csv(apiPaths.admin.membershipsCsv, { q: "aicha.cash" });
    expect(header!.slice(10)).toEqual([
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
    expect(row!.slice(5, 14)).toEqual(["Active", "English", "12000", "XOF", "yes", "2026-11-18 12:00", "Recorded by staff", "Cash", "R-0042"]);
    const [frHeader, frRow] = await csv(apiPaths.admin.membershipsCsv, { q: "aicha.cash", lang: "fr" }, ";");
    expect(frHeader!.slice(11, 14)).toEqual(["Prestataire de paiement", "Moyen de paiement", "Référence du paiement"]);
    expect(frRow!.slice(11, 14)).toEqual(["Enregistré par l’équipe", "Espèces", "R-0042"]);

    const audit = await admin.get(apiPaths.admin.audit).expect(200);
    expect(audit.body.items[0]).toMatchObject({
      action: "payment.record",
      entity: "membership",
      entityId: member.id,
      label: "Aïcha Cash",
      username: "admin",
      changes: {
        status: { from: "pending", to: "active" },
        paymentStatus: { from: "pending", to: "succeeded" },
        method: { from: null, to: "cash" },
        amount: { from: null, to: 12_000 },
        currency: { from: null, to: "XOF" },
        paidOn: { from: null, to: "2026-11-18" },
        reference: { from: null, to: "R-0042" },
      },
    });
  });

  it("takes today in Cotonou, where the UTC date is still yesterday, and refuses tomorrow", async () => {
    const member = await createMembership(t.db);
    const tomorrow = await record({ kind: "membership", id: member.id, ...cash, paidOn: "2026-11-22" }).expect(400);
    expect(fieldWords(tomorrow.body.errors)).toEqual([{ path: "paidOn", message: "The payment date cannot be in the future" }]);
    const res = await record({ kind: "membership", id: member.id, ...cash, paidOn: TODAY, method: "mobile_money_transfer" }).expect(201);
    expect(res.body.membership.paidAt).toBe("2026-11-21T11:00:00.000Z");
  });

  it("refuses a wrong currency, a wrong amount or a future day with each field's message, in English and in French, and changes nothing", async () => {
    const member = await createMembership(t.db);
    const currency = await record({ kind: "membership", id: member.id, ...cash, amount: 20, currency: "USD", paidOn: "2026-12-01" }).expect(400);
    expect(currency.body).toEqual({
      message: "Some fields are invalid",
      errors: [
        { path: "currency", message: "A payment recorded for this must be in its currency", code: "refused" },
        { path: "paidOn", message: "The payment date cannot be in the future", code: "refused" },
      ],
    });
    const amount = await record({ kind: "membership", id: member.id, ...cash, amount: 10_000 }).expect(400);
    expect(fieldWords(amount.body.errors)).toEqual([{ path: "amount", message: `The amount must be what is due: ${formatMoney(12_000, "XOF", "en")}` }]);
    expect(amount.body.errors[0].message).toBe("The amount must be what is due: 12,000\u00a0FCFA");

    const fr = await record({ kind: "membership", id: member.id, ...cash, amount: 10_000, paidOn: "2027-01-01" }, "fr").expect(400);
    expect(fr.body).toEqual({
      message: "Certains champs sont invalides",
      errors: [
        { path: "amount", message: `Le montant doit être celui qui est dû\u00a0: ${formatMoney(12_000, "XOF", "fr")}`, code: "refused" },
        { path: "paidOn", message: "La date du paiement ne peut pas être dans le futur", code: "refused" },
      ],
    });
    const frCurrency = await record({ kind: "membership", id: member.id, ...cash, amount: 20, currency: "EUR" }, "fr").expect(400);
    expect(fieldWords(frCurrency.body.errors)).toEqual([{ path: "currency", message: "Un paiement enregistré pour ceci doit être dans sa devise" }]);

    // The schema's own rules, in the admin's language.
    const shape = await record({ kind: "membership", id: member.id, method: "card", amount: 12.5, currency: "XOF", paidOn: "2026-02-30", reference: "x".repeat(101) }, "fr").expect(400);
    expect(fieldWords(shape.body.errors)).toEqual(
      expect.arrayContaining([
        { path: "method", message: expect.stringMatching(/^Valeur invalide/) },
        { path: "amount", message: "Nombre entier attendu" },
        { path: "paidOn", message: "Valeur invalide" },
        { path: "reference", message: "Le texte doit contenir au plus 100\u00a0caractère(s)" },
      ]),
    );
    const missing = await record({ kind: "membership", id: member.id, method: "cash", currency: "XOF" }).expect(400);
    expect(fieldWords(missing.body.errors)).toEqual(expect.arrayContaining([{ path: "amount", message: "Required" }, { path: "paidOn", message: "Required" }]));
    const early = await record({ kind: "membership", id: member.id, ...cash, paidOn: "1999-12-31" }).expect(400);
    expect(fieldWords(early.body.errors)).toEqual([{ path: "paidOn", message: "Enter a date from January 1, 2000 on" }]);

    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, member.id));
    expect(row).toMatchObject({ status: "pending", paymentStatus: "pending", version: member.version });
    expect(await t.db.select().from(payments).where(eq(payments.payableId, member.id))).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id))).toEqual([]);
  });

  it("answers 409 for dues already paid, online or recorded, saying when and with which receipt, and for a member who owes nothing", async () => {
    const member = await createMembership(t.db);
    const first = await record({ kind: "membership", id: member.id, ...cash }).expect(201);
    const [receipt] = await t.db.select().from(receipts).where(eq(receipts.paymentId, first.body.payment.id));
    const number = receiptLabel(receipt!);
    const again = await record({ kind: "membership", id: member.id, ...cash }).expect(409);
    expect(again.body).toEqual({ message: `Dues 2026 were already paid on November 18, 2026 (receipt ${number}).` });
    expect((await record({ kind: "membership", id: member.id, ...cash }, "fr").expect(409)).body.message).toBe(
      `La cotisation 2026 a déjà été payée le 18 novembre 2026 (reçu ${number}).`,
    );

    // Paid before members had years, without a payment on record: the day alone.
    const paidOnline = await createMembership(t.db, { status: "active", paymentStatus: "succeeded", paidAt: new Date("2026-10-01T10:00:00Z") });
    const old = await record({ kind: "membership", id: paidOnline.id, ...cash }).expect(409);
    expect(old.body.message).toBe("Dues 2026 were already paid on October 1, 2026.");

    const founder = await createMembership(t.db, { category: "founder", duesAmount: 0 });
    const nothing = await record({ kind: "membership", id: founder.id, ...cash }).expect(409);
    expect(nothing.body.message).toBe("Nothing is due here: there is no payment to record");
  });

  it("records one of two simultaneous payments for the same dues; the other gets 409", async () => {
    const member = await createMembership(t.db);
    const [a, b] = await Promise.all([
      record({ kind: "membership", id: member.id, ...cash, reference: "first" }),
      record({ kind: "membership", id: member.id, ...cash, method: "bank_transfer", reference: "second" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await t.db.select().from(payments).where(eq(payments.payableId, member.id))).toHaveLength(1);
  });

  it("refuses a reference already recorded for another payment, on its field", async () => {
    const one = await createMembership(t.db);
    const two = await createMembership(t.db);
    await record({ kind: "membership", id: one.id, ...cash, method: "bank_transfer", reference: "VIR-2026-77" }).expect(201);
    const res = await record({ kind: "membership", id: two.id, ...cash, method: "bank_transfer", reference: "VIR-2026-77" }, "fr").expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "reference", message: "Un paiement portant cette référence est déjà enregistré" }]);
  });

  it("answers 404 for a record that does not exist", async () => {
    const res = await record({ kind: "membership", id: "00000000-0000-4000-8000-000000000000", ...cash }).expect(404);
    expect(res.body.message).toBe("Member not found");
    await record({ kind: "donation", id: "00000000-0000-4000-8000-000000000000", ...cash }).expect(404);
    await admin.get(withQuery(apiPaths.admin.payments, { kind: "donation", id: "00000000-0000-4000-8000-000000000000" })).expect(404);
  });

  it("makes an edit dialog opened before the payment outdated (its save gets 409)", async () => {
    const member = await createMembership(t.db);
    await record({ kind: "membership", id: member.id, ...cash }).expect(201);
    await admin.put(apiPaths.admin.membership(member.id)).set("Origin", ORIGIN).send({ status: "pending", version: member.version }).expect(409);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, member.id));
    expect(row?.status).toBe("active");
  });
});

describe("how the lists show a row's payments", () => {
  it("shows the latest successful payment rather than a later failed try, else the latest try", async () => {
    const paid = await createMembership(t.db, { fullName: "Shown Paid", status: "active", paymentStatus: "succeeded" });
    await createPayment(t.db, { payableKind: "membership", payableId: paid.id, provider: "stripe", providerRef: "pi_paid", createdAt: new Date("2026-11-01T10:00:00Z") });
    await createPayment(t.db, {
      payableKind: "membership",
      payableId: paid.id,
      provider: "fedapay",
      method: "mobile_money",
      providerRef: "fp_late",
      status: "failed",
      createdAt: new Date("2026-11-02T10:00:00Z"),
    });
    const tried = await createMembership(t.db, { fullName: "Shown Tried", paymentStatus: "failed" });
    await createPayment(t.db, { payableKind: "membership", payableId: tried.id, provider: "fedapay", method: "mobile_money", providerRef: "fp_1", status: "failed", createdAt: new Date("2026-11-01T10:00:00Z") });
    await createPayment(t.db, { payableKind: "membership", payableId: tried.id, provider: "fedapay", method: "mobile_money", providerRef: "fp_2", status: "canceled", createdAt: new Date("2026-11-03T10:00:00Z") });
    const none = await createMembership(t.db, { fullName: "Shown None" });

    const items = await membersFound({ q: "Shown " });
    const byId = Object.fromEntries(items.map((m) => [m.id, m.payment]));
    expect(byId[paid.id]).toEqual({ provider: "stripe", method: "card", reference: "pi_paid", status: "succeeded", reversal: null, paidTwice: false, operator: null, operatorRef: null, maskedNumber: null });
    expect(byId[tried.id]).toEqual({ provider: "fedapay", method: "mobile_money", reference: "fp_2", status: "canceled", reversal: null, paidTwice: false, operator: null, operatorRef: null, maskedNumber: null });
    expect(byId[none.id]).toBeNull();
    // The filter counts successful payments only.
    expect((await membersFound({ q: "Shown ", method: "mobile_money" })).map((m) => m.id)).toEqual([]);
    expect((await membersFound({ q: "Shown ", method: "card" })).map((m) => m.id)).toEqual([paid.id]);

    const history = (await admin.get(withQuery(apiPaths.admin.payments, { kind: "membership", id: paid.id })).expect(200)).body as PaymentsResponse;
    expect(history.items.map((p) => p.providerRef)).toEqual(["fp_late", "pi_paid"]);
  });

  it("refuses an unknown method filter", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.donations, { method: "cheque" })).expect(400);
    expect(res.body.errors[0].path).toBe("method");
  });
});

describe("donations", () => {
  beforeEach(async () => {
    await t.db.delete(donations);
  });

  const totals = async (query: Record<string, string> = {}) => ((await admin.get(withQuery(apiPaths.admin.donations, query)).expect(200)).body as DonationsPage).totals;

  it("records a bank transfer for a pending donation: it succeeds and counts in the totals", async () => {
    const pledged = await createDonation(t.db, { amount: 5_000, currency: "USD", status: "pending", email: "pledge@example.org" });
    await createDonation(t.db, { amount: 2_500, currency: "USD", status: "succeeded" });
    expect(await totals({ status: "succeeded" })).toEqual([{ currency: "USD", count: 1, amount: 2_500 }]);
    const res = await record({ kind: "donation", id: pledged.id, method: "bank_transfer", amount: 50, currency: "USD", paidOn: "2026-11-19", reference: "BOA-991" }).expect(201);
    expect(res.body).toMatchObject({ kind: "donation", donation: { id: pledged.id, status: "succeeded", paidAt: "2026-11-19T11:00:00.000Z" } });
    expect(await totals({ status: "succeeded" })).toEqual([{ currency: "USD", count: 2, amount: 7_500 }]);
    const page = (await admin.get(withQuery(apiPaths.admin.donations, { method: "bank_transfer" })).expect(200)).body as DonationsPage;
    expect(page.items.map((d) => [d.email, d.payment])).toEqual([["pledge@example.org", { provider: "staff", method: "bank_transfer", reference: "BOA-991", status: "succeeded", reversal: null, paidTwice: false, operator: null, operatorRef: null, maskedNumber: null }]]);
    expect(page.totals).toEqual([{ currency: "USD", count: 1, amount: 5_000 }]);
    const amount = await record({ kind: "donation", id: pledged.id, method: "cash", amount: 50, currency: "USD", paidOn: "2026-11-19" }).expect(409);
    expect(amount.body.message).toBe("This has already been paid");
  });

  it("adds an offline donation with its payment: listed, counted in the totals and on the dashboard, exported, audited", async () => {
    const before = (await admin.get(apiPaths.admin.stats).expect(200)).body as AdminStats;
    const res = await recordDonation({
      email: " Koffi@Example.BJ ",
      donorName: " Koffi Mensah ",
      amount: 30_000,
      currency: "XOF",
      impactTier: "train_learner",
      language: "fr",
      method: "cash",
      paidOn: "2026-11-15",
      reference: "REC-7",
      note: "Gala",
    }).expect(201);
    expect(res.body).toMatchObject({
      message: "Donation recorded",
      donation: { email: "koffi@example.bj", donorName: "Koffi Mensah", amount: 30_000, currency: "XOF", impactTier: "train_learner", status: "succeeded", language: "fr", paidAt: "2026-11-15T11:00:00.000Z" },
      payment: { provider: "staff", method: "cash", providerRef: "REC-7", amount: 30_000, currency: "XOF", status: "succeeded", recordedByName: "admin", note: "Gala" },
    });

    const page = (await admin.get(apiPaths.admin.donations).expect(200)).body as DonationsPage;
    expect(page.items[0]).toMatchObject({ donorName: "Koffi Mensah", status: "succeeded", payment: { provider: "staff", method: "cash", reference: "REC-7" } });
    expect(page.totals).toEqual([{ currency: "XOF", count: 1, amount: 30_000 }]);
    const after = (await admin.get(apiPaths.admin.stats).expect(200)).body as AdminStats;
    expect(after.donations.count).toBe(before.donations.count + 1);
    expect(after.donations.totals.find((total) => total.currency === "XOF")?.amount).toBe((before.donations.totals.find((total) => total.currency === "XOF")?.amount ?? 0) + 30_000);

    expect((await totals({ method: "cash" })).map((total) => total.count)).toEqual([1]);
    expect(await totals({ method: "card" })).toEqual([]);

    const [header, row] = await csv(apiPaths.admin.donationsCsv, { lang: "fr" }, ";");
    expect(header).toEqual([
      "Date",
      "E-mail",
      "Nom du donateur",
      "Montant",
      "Devise",
      "Palier d’impact",
      "Statut",
      "Langue",
      "Payé le",
      "Prestataire de paiement",
      "Moyen de paiement",
      "Référence du paiement",
      "Identifiant",
      "État du paiement",
      "Remboursé ou annulé le",
      "Motif du remboursement ou de l’annulation",
      "Opérateur",
      "Identifiant de transaction de l’opérateur",
      "Numéro payeur",
    ]);
    expect(row!.slice(1, 12)).toEqual([
      "koffi@example.bj",
      "Koffi Mensah",
      "30000",
      "XOF",
      "Former 1 apprenant",
      "Réussi",
      "Français",
      "2026-11-15 12:00",
      "Enregistré par l’équipe",
      "Espèces",
      "REC-7",
    ]);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.donation.id));
    expect(entry).toMatchObject({
      action: "donation.record",
      entity: "donation",
      label: "Koffi Mensah",
      changes: { email: { from: null, to: "koffi@example.bj" }, amount: { from: null, to: 30_000 }, method: { from: null, to: "cash" }, reference: { from: null, to: "REC-7" } },
    });
  });

  it("refuses an offline donation it cannot record, keeping nothing of it", async () => {
    const future = await recordDonation({ email: "a@example.org", amount: 50, currency: "USD", language: "en", method: "cash", paidOn: "2026-11-22" }, "fr").expect(400);
    expect(fieldWords(future.body.errors)).toEqual([{ path: "paidOn", message: "La date du paiement ne peut pas être dans le futur" }]);
    const tier = await recordDonation({ email: "a@example.org", amount: 51, currency: "USD", impactTier: "train_learner", language: "en", method: "cash", paidOn: TODAY }).expect(400);
    expect(fieldWords(tier.body.errors)).toEqual([{ path: "amount", message: "This amount is not the amount of the chosen impact tier" }]);
    const shape = await recordDonation({ email: "nope", amount: 600, currency: "XOF", language: "en", method: "card", paidOn: TODAY }).expect(400);
    expect(fieldWords(shape.body.errors)).toEqual([
      { path: "email", message: "Invalid email" },
      { path: "method", message: "Invalid enum value. Expected 'cash' | 'bank_transfer' | 'mobile_money_transfer' | 'other', received 'card'" },
    ]);
    const small = await recordDonation({ email: "a@example.org", amount: 100, currency: "XOF", language: "en", method: "cash", paidOn: TODAY }).expect(400);
    expect(fieldWords(small.body.errors)).toEqual([{ path: "amount", message: `The amount must be at least ${formatMoney(500, "XOF", "en")}` }]);
    await recordDonation({ email: "first@example.org", amount: 50, currency: "USD", language: "en", method: "bank_transfer", paidOn: TODAY, reference: "DUP-1" }).expect(201);
    const duplicate = await recordDonation({ email: "second@example.org", amount: 60, currency: "USD", language: "en", method: "bank_transfer", paidOn: TODAY, reference: "DUP-1" }).expect(400);
    expect(fieldWords(duplicate.body.errors)).toEqual([{ path: "reference", message: "A payment with this reference is already recorded" }]);
    expect((await t.db.select().from(donations)).map((d) => d.email)).toEqual(["first@example.org"]);
  });
});

describe("the guard", () => {
  it("answers 401 without a session, and 403 to a change from another site", async () => {
    const member = await createMembership(t.db);
    const anonymous = request(t.app);
    await anonymous.post(apiPaths.admin.payments).set("Origin", ORIGIN).send({ kind: "membership", id: member.id, ...cash }).expect(401);
    await anonymous.post(apiPaths.admin.offlineDonations).set("Origin", ORIGIN).send({}).expect(401);
    await anonymous.get(withQuery(apiPaths.admin.payments, { kind: "membership", id: member.id })).expect(401);
    await admin.post(apiPaths.admin.payments).set("Origin", "https://evil.example").send({ kind: "membership", id: member.id, ...cash }).expect(403);
    await admin.post(apiPaths.admin.payments).send({ kind: "membership", id: member.id, ...cash }).expect(403);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, member.id));
    expect(row?.status).toBe("pending");
  });
});
