/**
 * Every payment received, dues and gifts together (docs/decisions/021-one-list-of-payments.md):
 * newest first, who paid (an erased person shown as erased) and what, the operator's transaction id
 * and the paying number masked, filtered by operator, kind and days, with each day's money that
 * stands on Cotonou's calendar counted by the database; its CSV; and the members list filtered by
 * the operator that carried the dues.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DonationsPage, MemberItem, Page, ReceivedPaymentsPage, WalkInMemberResponse } from "../../shared/admin";
import { apiPaths, withQuery } from "../../shared/paths";
import { members, memberships, membershipYears, payments } from "../../shared/schema";
import { ERASED, erasedAddress } from "../../server/services/privacy/complete-privacy-request";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { parseCsv } from "../helpers/csv";
import { createTestApp } from "../helpers/test-app";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";
import { fieldWords } from "../helpers/field-words";

const NOW = new Date("2026-11-28T10:00:00Z");
const TODAY = "2026-11-28";
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;

/** The payments of the story, by name. */
const ids: Record<string, string> = {};
let erasedMemberId = "";
let yearMemberId = "";

const send = (path: string, body: object) => admin.post(path).set("Origin", ORIGIN).send(body).expect((res) => expect([200, 201]).toContain(res.status));
const paidOn = (name: string, at: string, extra: Partial<typeof payments.$inferInsert> = {}) =>
  t.db.update(payments).set({ paidAt: new Date(at), ...extra }).where(eq(payments.id, ids[name]!));

const walkIn = (fullName: string, payment: object) =>
  send(apiPaths.admin.walkInMembers, { fullName, phone: "", country: "BJ", category: "adherent_individual", language: "fr", year: 2026, payment: { amount: 12_000, currency: "XOF", paidOn: TODAY, ...payment } });
const gift = (amount: number, payment: object) =>
  send(apiPaths.admin.offlineDonations, { email: `gift${amount}@example.org`, donorName: `Donor ${amount}`, amount, currency: "XOF", language: "fr", paidOn: TODAY, ...payment });

beforeAll(async () => {
  t = await createTestApp({ admin: true, now: () => NOW, formLimit: { windowMs: 60_000, limit: 1000 } });
  admin = await signIn(t.app);

  // Dues of 2026 by MTN, paid at 00:30 on 28 November in Cotonou (23:30 UTC the day before), from a number shown masked.
  const awa = (await walkIn("Awa Houngbo", { method: "mobile_money_transfer", operator: "mtn", reference: "MP261127.2330.A1" })).body as WalkInMemberResponse;
  ids.awa = awa.payment!.id;
  await paidOn("awa", "2026-11-27T23:30:00Z", { phone: "0197123456" });
  // Dues of 2026 in cash.
  ids.cash = ((await walkIn("Kossi Agbo", { method: "cash", reference: "CARNET-7" })).body as WalkInMemberResponse).payment!.id;
  await paidOn("cash", "2026-11-28T09:00:00Z");
  // A member who paid 2026 in cash and 2027 by Moov: the year's payment.
  const sena = (await walkIn("Sena Dossou", { method: "cash", reference: "CARNET-8" })).body as WalkInMemberResponse;
  yearMemberId = sena.memberId;
  ids.sena = sena.payment!.id;
  await paidOn("sena", "2026-11-20T09:00:00Z");
  const year = await send(apiPaths.admin.memberYears(sena.memberId), { year: 2027 });
  ids.year = (await send(apiPaths.admin.payments, { kind: "membership_year", id: year.body.year.id, method: "mobile_money_transfer", operator: "moov", amount: 12_000, currency: "XOF", paidOn: TODAY, reference: "MOOV-2027" })).body.payment.id;
  await paidOn("year", "2026-11-28T08:00:00Z");
  // Gifts by MTN: one at 23:30 on 27 November in Cotonou (22:30 UTC), one refunded, one voided, one made twice.
  ids.late = (await gift(5_000, { method: "mobile_money_transfer", operator: "mtn", reference: "MP261127.2230.B2" })).body.payment.id;
  await paidOn("late", "2026-11-27T22:30:00Z");
  for (const [name, amount, at] of [["refunded", 7_000, "07:00"], ["voided", 8_000, "06:50"], ["twice", 9_000, "06:40"]] as const) {
    ids[name] = (await gift(amount, { method: "mobile_money_transfer", operator: "mtn", reference: `MP-${name}` })).body.payment.id;
    await paidOn(name, `2026-11-28T${at}:00Z`);
  }
  await send(`${apiPaths.admin.paymentRefund(ids.refunded!)}`, { reason: "Given back at the office" });
  await send(`${apiPaths.admin.paymentVoid(ids.voided!)}`, { reason: "Recorded by mistake" });
  // Made for what another payment had paid (016-paid-twice-refunds-and-voids.md): money to give back, not income.
  await t.db.update(payments).set({ duplicateOf: ids.late! }).where(eq(payments.id, ids.twice!));
  // A member who paid by MTN, then asked for their data to be erased (as complete-privacy-request.ts erases).
  const gone = (await walkIn("Yao Mensah", { method: "mobile_money_transfer", operator: "mtn", reference: "MP-ERASED" })).body as WalkInMemberResponse;
  ids.erased = gone.payment!.id;
  erasedMemberId = gone.memberId;
  await paidOn("erased", "2026-11-28T06:00:00Z");
  await t.db.update(members).set({ erasedAt: NOW, fullName: ERASED, email: erasedAddress(gone.memberId), country: "", phone: null }).where(eq(members.id, gone.memberId));
  await t.db.update(memberships).set({ fullName: ERASED, email: erasedAddress(gone.membership.id), country: "" }).where(eq(memberships.id, gone.membership.id));
});
afterEach(() => expectKeptCopiesAgree(t.db));
afterAll(() => t.close());

const received = async (query: Record<string, string> = {}) => (await admin.get(withQuery(apiPaths.admin.receivedPayments, query)).expect(200)).body as ReceivedPaymentsPage;

describe("the list of every payment received", () => {
  it("lists dues and gifts together, newest first, with who paid, what, the operator's id, the masked number, the receipt and what became of it", async () => {
    const page = await received();
    expect(page.items.map((item) => item.id)).toEqual([ids.cash, ids.year, ids.refunded, ids.voided, ids.twice, ids.erased, ids.awa, ids.late, ids.sena]);
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(ids.awa!)).toMatchObject({
      payer: { name: "Awa Houngbo", erased: false },
      paid: { kind: "dues", year: 2026 },
      amount: 12_000,
      currency: "XOF",
      method: "mobile_money_transfer",
      operator: "mtn",
      operatorRef: "MP261127.2330.A1",
      phone: "01 •• •• 34 56",
      receipt: { number: expect.stringMatching(/^2026-\d{6}$/), cancelled: false },
    });
    expect(byId.get(ids.year!)).toMatchObject({ payer: { name: "Sena Dossou" }, paid: { kind: "dues", year: 2027 }, operator: "moov", operatorRef: "MOOV-2027" });
    expect(byId.get(ids.late!)).toMatchObject({ payer: { name: "Donor 5000", anonymous: false }, paid: { kind: "gift" }, operatorRef: "MP261127.2230.B2" });
    expect(byId.get(ids.refunded!)).toMatchObject({ reversal: "refunded", receipt: { cancelled: true } });
    expect(byId.get(ids.voided!)).toMatchObject({ reversal: "voided", receipt: { cancelled: true } });
    expect(byId.get(ids.twice!)).toMatchObject({ duplicateOf: ids.late, reversal: null });
    expect(JSON.stringify(page)).not.toContain("0197123456");
  });

  it("shows an erased person as erased, never by name or placeholder address", async () => {
    const page = await received({ operator: "mtn" });
    expect(page.items.find((item) => item.id === ids.erased)?.payer).toEqual({ name: null, erased: true, anonymous: false, memberId: null });
    const body = JSON.stringify(page);
    expect(body).not.toContain("erased+");
    expect(body).not.toContain("Yao");
    expect(body).not.toContain(erasedMemberId);
  });

  it("filters by operator, and gives each day's money that stands per currency on Cotonou's calendar, the refunded, voided and paid-twice left out", async () => {
    const mtn = await received({ operator: "mtn" });
    expect(mtn.items.map((item) => item.id).sort()).toEqual([ids.awa, ids.late, ids.refunded, ids.voided, ids.twice, ids.erased].sort());
    expect(mtn.filter).toEqual({ kind: "all", operator: "mtn" });
    // 23:30 UTC on 27 November is 00:30 on the 28th in Cotonou; 22:30 UTC is still the 27th there.
    expect(mtn.days).toEqual([
      { day: "2026-11-28", currency: "XOF", count: 2, amount: 24_000 },
      { day: "2026-11-27", currency: "XOF", count: 1, amount: 5_000 },
    ]);
    expect(mtn.totals).toEqual([{ currency: "XOF", count: 3, amount: 29_000 }]);
    expect(mtn.notCounted).toBe(3);

    const cash = await received({ operator: "cash" });
    expect(cash.items.map((item) => item.payer.name)).toEqual(["Kossi Agbo", "Sena Dossou"]);
    expect(cash.days).toEqual([
      { day: "2026-11-28", currency: "XOF", count: 1, amount: 12_000 },
      { day: "2026-11-20", currency: "XOF", count: 1, amount: 12_000 },
    ]);
  });

  it("gives the donations list the same days as the gifts here: a gift paid twice is money to give back, not income", async () => {
    const gifts = await received({ kind: "gifts", operator: "mtn" });
    const donationsList = (await admin.get(withQuery(apiPaths.admin.donations, { operator: "mtn" })).expect(200)).body as DonationsPage;
    expect(gifts.days).toEqual([{ day: "2026-11-27", currency: "XOF", count: 1, amount: 5_000 }]);
    expect(donationsList.days).toEqual(gifts.days);
  });

  it("filters dues or gifts, and a range of days on the foundation's calendar", async () => {
    const dues = await received({ kind: "dues" });
    expect(dues.items.every((item) => item.paid.kind === "dues")).toBe(true);
    expect(dues.total).toBe(5);
    const gifts = await received({ kind: "gifts" });
    expect(gifts.items.map((item) => item.paid.kind)).toEqual(["gift", "gift", "gift", "gift"]);

    const the27th = await received({ from: "2026-11-27", to: "2026-11-27" });
    expect(the27th.items.map((item) => item.id)).toEqual([ids.late]);
    expect(the27th.days).toEqual([{ day: "2026-11-27", currency: "XOF", count: 1, amount: 5_000 }]);
    const duesMtnThe28th = await received({ kind: "dues", operator: "mtn", from: "2026-11-28", to: "2026-11-28" });
    expect(duesMtnThe28th.items.map((item) => item.id)).toEqual([ids.erased, ids.awa]);
  });

  it("pages like the other lists", async () => {
    const first = await received({ pageSize: "3" });
    const second = await received({ pageSize: "3", page: "2" });
    expect(first).toMatchObject({ total: 9, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([ids.cash, ids.year, ids.refunded, ids.voided, ids.twice, ids.erased]);
  });

  it("answers 400 in the contract's shape, in the admin's language, for an unknown operator or kind", async () => {
    const fr = await admin.get(withQuery(apiPaths.admin.receivedPayments, { operator: "orange", lang: "fr" })).expect(400);
    const en = await admin.get(withQuery(apiPaths.admin.receivedPayments, { operator: "orange" })).expect(400);
    expect(fr.body).toEqual({ message: expect.any(String), errors: [{ path: "operator", message: expect.any(String), code: "invalid_value", values: expect.any(Array) }] });
    expect(en.body.errors[0].path).toBe("operator");
    expect(fr.body.message).not.toBe(en.body.message);
    // The same answer as the donations list's for the same mistake.
    const donations = await admin.get(withQuery(apiPaths.admin.donations, { operator: "orange", lang: "fr" })).expect(400);
    expect(fr.body).toEqual(donations.body);
    expect((await admin.get(withQuery(apiPaths.admin.receivedPayments, { kind: "donation" })).expect(400)).body.errors[0].path).toBe("kind");
    expect((await admin.get(withQuery(apiPaths.admin.receivedPaymentsCsv, { operator: "orange" })).expect(400)).body.errors[0].path).toBe("operator");
  });

  it("is for staff only", async () => {
    await request(t.app).get(apiPaths.admin.receivedPayments).expect(401);
    await request(t.app).get(apiPaths.admin.receivedPaymentsCsv).expect(401);
  });
});

describe("the payments' CSV", () => {
  async function csv(query: Record<string, string>) {
    const res = await admin
      .get(withQuery(apiPaths.admin.receivedPaymentsCsv, query))
      .buffer(true)
      .parse((r, cb) => {
        let s = "";
        r.on("data", (c: Buffer) => (s += c.toString("utf8")));
        r.on("end", () => cb(null, s));
      })
      .expect(200);
    return { filename: res.headers["content-disposition"], text: res.body as string, rows: parseCsv((res.body as string).slice(1), query.lang === "fr" ? ";" : ",") };
  }

  it("holds what the list shows with the filter, in the admin's language: the operator's id, the number masked, the erased as erased", async () => {
    const { filename, text, rows } = await csv({ operator: "mtn", kind: "all", lang: "fr" });
    expect(filename).toBe('attachment; filename="payments-all-mtn.csv"');
    const [header, ...lines] = rows;
    expect(header).toEqual([
      "Payé le",
      "Payé par",
      "Pour",
      "Montant",
      "Devise",
      "Moyen de paiement",
      "Opérateur",
      "Identifiant de transaction de l’opérateur",
      "Numéro payeur",
      "Prestataire de paiement",
      "Référence du paiement",
      "N° de reçu",
      "État du paiement",
      "Remboursé ou annulé le",
      "Motif du remboursement ou de l’annulation",
      "Enregistré par",
      "Identifiant",
    ]);
    expect(lines.map((line) => line[16]).sort()).toEqual([ids.awa, ids.late, ids.refunded, ids.voided, ids.twice, ids.erased].sort());
    const awa = lines.find((line) => line[16] === ids.awa)!;
    expect(awa.slice(0, 9)).toEqual(["2026-11-28 00:30", "Awa Houngbo", "Cotisation 2026", "12000", "XOF", "Mobile money au numéro de la fondation", "MTN Mobile Money", "MP261127.2330.A1", "01 •• •• 34 56"]);
    expect(lines.find((line) => line[16] === ids.late)!.slice(0, 3)).toEqual(["2026-11-27 23:30", "Donor 5000", "Don"]);
    expect(lines.find((line) => line[16] === ids.erased)![1]).toBe("Effacé à sa demande");
    expect(lines.find((line) => line[16] === ids.refunded)!.slice(11, 15)).toEqual([expect.stringMatching(/^2026-\d{6} \(annulé\)$/), "Remboursé", "2026-11-28 11:00", "Given back at the office"]);
    expect(lines.find((line) => line[16] === ids.twice)![12]).toBe("Payé deux fois — à rembourser");
    expect(text).not.toContain("0197123456");
    expect(text).not.toContain("erased+");

    const en = await csv({ kind: "dues", from: "2026-11-28", to: "2026-11-28" });
    expect(en.filename).toBe('attachment; filename="payments-dues-2026-11-28_2026-11-28.csv"');
    expect(en.rows[0]!.slice(0, 3)).toEqual(["Paid on", "Paid by", "For"]);
    expect(en.rows.slice(1).map((line) => line[16])).toEqual([ids.cash, ids.year, ids.erased, ids.awa]);
  });
});

describe("the members list by the operator that carried the dues", () => {
  const list = async (query: Record<string, string>) => (await admin.get(withQuery(apiPaths.admin.memberships, query)).expect(200)).body as Page<MemberItem>;

  it("finds the members whose application or year was paid through the operator, alongside the other filters", async () => {
    expect((await list({ operator: "mtn" })).items.map((item) => item.fullName).sort()).toEqual(["Awa Houngbo", ERASED].sort());
    // Sena paid 2026 in cash and 2027 by Moov: found by either.
    expect((await list({ operator: "moov" })).items.map((item) => item.memberId)).toEqual([yearMemberId]);
    expect((await list({ operator: "cash" })).items.map((item) => item.fullName).sort()).toEqual(["Kossi Agbo", "Sena Dossou"]);
    expect((await list({ operator: "cash", q: "kossi" })).items.map((item) => item.fullName)).toEqual(["Kossi Agbo"]);
    expect((await list({ operator: "celtiis" })).total).toBe(0);
  });

  it("follows a payment corrected, a success undone and a year given to another member, as the database writes them", async () => {
    const moov = async () => (await list({ operator: "moov" })).items.map((item) => item.fullName);
    const kossi = (await list({ q: "kossi" })).items[0]!.memberId!;
    const [year] = await t.db.select().from(membershipYears).where(eq(membershipYears.paymentId, ids.year!));
    // The operator corrected on the payment: Sena is found by the new one, no longer by the old.
    await t.db.update(payments).set({ operator: "celtiis" }).where(eq(payments.id, ids.year!));
    expect(await moov()).toEqual([]);
    expect((await list({ operator: "celtiis" })).items.map((item) => item.fullName)).toEqual(["Sena Dossou"]);
    await t.db.update(payments).set({ operator: "moov" }).where(eq(payments.id, ids.year!));
    // The year given to Kossi's record: the Moov payment now counts for Kossi's application.
    await t.db.update(membershipYears).set({ memberId: kossi }).where(eq(membershipYears.id, year!.id));
    expect(await moov()).toEqual(["Kossi Agbo"]);
    await t.db.update(membershipYears).set({ memberId: yearMemberId }).where(eq(membershipYears.id, year!.id));
    expect(await moov()).toEqual(["Sena Dossou"]);
    // A payment that did not succeed after all (a provider's late answer): no longer a way paid.
    await t.db.update(payments).set({ status: "failed" }).where(eq(payments.id, ids.year!));
    expect(await moov()).toEqual([]);
    await t.db.update(payments).set({ status: "succeeded" }).where(eq(payments.id, ids.year!));
    expect(await moov()).toEqual(["Sena Dossou"]);
  });

  it("answers 400 for an unknown operator, in the admin's language", async () => {
    const fr = await admin.get(withQuery(apiPaths.admin.memberships, { operator: "orange", lang: "fr" })).expect(400);
    const en = await admin.get(withQuery(apiPaths.admin.memberships, { operator: "orange" })).expect(400);
    expect(fieldWords(fr.body.errors)).toEqual([{ path: "operator", message: expect.any(String) }]);
    expect(fr.body.message).not.toBe(en.body.message);
  });
});
