/**
 * A payment that arrives twice, refunds and voids (docs/decisions/016-paid-twice-refunds-and-voids.md):
 * two payments of one year both succeeding are both kept, the second flagged "paid twice — to
 * refund" and counted apart from income; staff refund a payment (a provider's, or cash) or void one
 * they recorded by mistake, with a reason: the receipt is cancelled (its number never given again),
 * the year falls back to unpaid (and the applications' copy follows), the person gets a short notice,
 * the totals, the CSVs and the audit list follow; what cannot be done is refused in the staff's language.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminStats, DonationsPage, MemberPageResponse, MemberPaymentsResponse, PaymentsResponse, ReversePaymentResponse } from "../../shared/admin";
import { formatMoney } from "../../shared/money";
import { apiPaths, withQuery } from "../../shared/paths";
import { auditLog, donations, memberships, membershipYears, outbox, payments, receipts } from "../../shared/schema";
import { createLogger } from "../../server/lib/logger";
import { renderMail } from "../../server/mail/templates";
import { PAID_TWICE_MESSAGE } from "../../server/services/payments/apply-payment-outcome";
import { findReceipt, receiptLabel } from "../../server/services/receipts-and-attestations/assign-receipt-number";
import { payableToken } from "../../server/services/payments/tokens";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { parseCsv } from "../helpers/csv";
import { pdfText } from "../helpers/pdf-text";
import { createMemberYear, createMembership } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";
import { fieldWords } from "../helpers/field-words";

const NOW = new Date("2026-11-20T10:00:00Z");
const SECRET = "test-secret-test-secret-test-secret-0123";
const context = { siteName: "Test Foundation", contactEmail: "hello@test-foundation.org", publicUrl: "http://localhost:5000" };

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
/** The log's "paid twice" lines (expected here); any other error fails the test, as errorsToConsole does. */
const paidTwiceLines: string[] = [];
const logger = createLogger({ level: "error", destination: { write: (line: string) => void (line.includes(PAID_TWICE_MESSAGE) ? paidTwiceLines.push(line) : console.error(line.trimEnd())) } });
beforeAll(async () => {
  t = await createTestApp({ admin: true, now: () => NOW, logger });
  admin = await signIn(t.app);
});
afterEach(() => expectKeptCopiesAgree(t.db));
afterAll(() => t.close());

const refund = (paymentId: string, body: object, lang = "en") => admin.post(`${apiPaths.admin.paymentRefund(paymentId)}?lang=${lang}`).set("Origin", ORIGIN).send(body);
const voidIt = (paymentId: string, body: object, lang = "en") => admin.post(`${apiPaths.admin.paymentVoid(paymentId)}?lang=${lang}`).set("Origin", ORIGIN).send(body);
const record = (body: object) => admin.post(apiPaths.admin.payments).set("Origin", ORIGIN).send(body);
const stats = async () => (await admin.get(apiPaths.admin.stats).expect(200)).body as AdminStats;
const paymentsOf = async (kind: string, id: string) => ((await admin.get(withQuery(apiPaths.admin.payments, { kind, id })).expect(200)).body as PaymentsResponse).items;
const cash = { method: "cash", amount: 12_000, currency: "XOF", paidOn: "2026-11-18" };

async function csv(path: string, query: Record<string, string> = {}) {
  const res = await admin
    .get(withQuery(path, query))
    .buffer(true)
    .parse((r, cb) => {
      let s = "";
      r.on("data", (c: Buffer) => (s += c.toString("utf8")));
      r.on("end", () => cb(null, s));
    })
    .expect(200);
  return parseCsv((res.body as string).slice(1), ",");
}

/** A payment's receipt as the administration downloads it, as a reader copies its text. */
async function receiptText(paymentId: string, lang?: "en") {
  const res = await admin
    .get(`${apiPaths.admin.receipt(paymentId)}${lang ? `?lang=${lang}` : ""}`)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return (await pdfText(new Uint8Array(res.body as Buffer))).normalize("NFC").replace(/\s+/g, " ");
}

/** A member with an application and a year of dues asked, not paid: its payable for the payment step. */
async function memberOwing(email: string, language: "en" | "fr" = "en") {
  const application = await createMembership(t.db, { email, fullName: `Member ${email}`, language, status: "active", duesAmount: 12_000, duesCurrency: "XOF", membershipYear: 2026 });
  const year = await createMemberYear(t.db, application.memberId!, 2026, { paidAt: null });
  return { application, year, payable: { kind: "membership_year", id: year.id, token: payableToken(SECRET, "membership_year", year.id) } };
}

let keys = 0;
/** Starts a payment of the payable by mobile money through the test provider; answers its id and proof. */
async function start(payable: { kind: string; id: string; token: string }) {
  const res = await request(t.app)
    .post(apiPaths.payments)
    .send({ payable, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: `refunds-${++keys}-abcdef` })
    .expect(201);
  return { id: res.body.payment.id as string, token: res.body.token as string };
}
const confirm = (payment: { id: string; token: string }) =>
  request(t.app).post(apiPaths.testConfirmPayment(payment.id)).send({ clientSecret: payment.token, outcome: "succeeded" }).expect(200);

const yearRow = async (id: string) => (await t.db.select().from(membershipYears).where(eq(membershipYears.id, id)))[0]!;
const applicationRow = async (id: string) => (await t.db.select().from(memberships).where(eq(memberships.id, id)))[0]!;
/** The short notices of a payment refunded or voided queued to an address. */
const noticesTo = async (email: string) => (await t.db.select().from(outbox).where(eq(outbox.template, "payment-reversed"))).filter((mail) => mail.recipients.includes(email));
const toRefund = (s: AdminStats) => s.toRefund.totals.find((total) => total.currency === "XOF")?.amount ?? 0;

describe("a payment that arrives twice", () => {
  it("is kept as succeeded with its receipt, flagged paid twice — to refund, counted apart from income, until it is refunded", async () => {
    const before = await stats();
    const { application, year, payable } = await memberOwing("twice@example.org");
    // Two tries of one year, both open at once (a phone's push and a second try), both succeeding.
    const first = await start(payable);
    const second = await start(payable);
    await confirm(first);
    await confirm(second);
    // Staff's search for payments to refund finds it in the log too (as the webhooks write it).
    expect(paidTwiceLines.filter((line) => line.includes(second.id))).toHaveLength(1);

    const [paidYear] = [await yearRow(year.id)];
    expect(paidYear.paymentId).toBe(first.id);
    const listed = await paymentsOf("membership_year", year.id);
    const flagged = listed.find((p) => p.id === second.id)!;
    expect(flagged).toMatchObject({ status: "succeeded", duplicateOf: first.id, reversal: null, receipt: { cancelled: false } });
    expect(listed.find((p) => p.id === first.id)).toMatchObject({ status: "succeeded", duplicateOf: null });
    // Both receipts issued: money was taken twice.
    expect(await findReceipt(t.db, first.id)).not.toBeNull();
    expect(await findReceipt(t.db, second.id)).not.toBeNull();

    // The dashboard: to refund, apart from the donations' income (which it does not touch).
    const during = await stats();
    expect(during.toRefund.count).toBe(before.toRefund.count + 1);
    expect(toRefund(during)).toBe(toRefund(before) + 12_000);
    expect(during.donations.totals).toEqual(before.donations.totals);
    // The member's page: the year, paid by the first; the paid-twice payment with its flag.
    const page = (await admin.get(apiPaths.admin.member(application.memberId!)).expect(200)).body as MemberPageResponse;
    expect(page.years.find((y) => y.year === 2026)?.payment).toMatchObject({ id: first.id, paidTwice: false });
    const memberPayments = ((await admin.get(apiPaths.admin.memberPayments(application.memberId!)).expect(200)).body as MemberPaymentsResponse).items;
    expect(memberPayments.map((p) => [p.id, p.year, p.duplicateOf])).toEqual([
      [second.id, 2026, first.id],
      [first.id, 2026, null],
    ]);

    // The first is a provider's payment: voided, never; refused in the staff's language.
    const refused = await voidIt(first.id, { reason: "Wrong" }, "fr").expect(409);
    expect(refused.body.message).toBe("Seul un paiement enregistré par l’équipe peut être annulé\u00a0: marquez remboursé un paiement fait en ligne");
    expect((await voidIt(first.id, { reason: "Wrong" }).expect(409)).body.message).toBe("Only a payment recorded by staff can be voided: mark a payment made online refunded");
    // A reason is needed.
    const noReason = await refund(second.id, { reason: "  " }).expect(400);
    expect(fieldWords(noReason.body.errors)).toEqual([{ path: "reason", message: "Required" }]);
    expect((await refund(second.id, {}, "fr").expect(400)).body.errors).toEqual([{ path: "reason", message: "Obligatoire", code: "required" }]);

    // Refunded through FedaPay's dashboard: no longer to refund; the year stays paid by the first.
    const secondReceipt = receiptLabel((await findReceipt(t.db, second.id))!);
    const res = await refund(second.id, { reason: "Paid twice: refunded on FedaPay" }).expect(200);
    expect((res.body as ReversePaymentResponse).message).toBe("Payment marked refunded: its receipt is cancelled");
    expect((res.body as ReversePaymentResponse).payment).toMatchObject({ reversal: "refunded", reversalReason: "Paid twice: refunded on FedaPay", reversedByName: "admin", receipt: { number: secondReceipt, cancelled: true } });
    expect(await yearRow(year.id)).toMatchObject({ paymentId: first.id });
    expect((await applicationRow(application.id)).memberPaidYears).toEqual([2026]);
    const after = await stats();
    expect(after.toRefund.count).toBe(before.toRefund.count);
    expect(toRefund(after)).toBe(toRefund(before));

    // Refunded twice: refused.
    expect((await refund(second.id, { reason: "Again" }).expect(409)).body.message).toBe("This payment is already refunded");
    // The person's short notice names the cancelled receipt; the year is still paid, so it says nothing of dues.
    const [notice] = (await noticesTo("twice@example.org")).filter((mail) => (mail.data as { paymentId: string }).paymentId === second.id);
    expect(notice!.recipients).toEqual(["twice@example.org"]);
    const mail = renderMail(notice!.template, notice!.data, notice!.language, context);
    expect(mail.subject).toBe("Your payment to Test Foundation was refunded");
    expect(mail.text).toContain(`Your payment of ${formatMoney(12_000, "XOF", "en")} of November 20, 2026 was refunded to you.`);
    expect(mail.text).toContain(`Receipt ${secondReceipt} is cancelled`);
    expect(mail.text).not.toContain("not paid");
    // The audit list.
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "payment.refund"), eq(auditLog.entityId, year.id)));
    expect(entry).toMatchObject({ entity: "membership_year", username: "admin", changes: { reason: { from: null, to: "Paid twice: refunded on FedaPay" } } });
  });

  it("refunding the payment that paid the year leaves the year paid by the one made twice, which is then no longer to refund", async () => {
    const { year, payable } = await memberOwing("twice-first@example.org");
    const first = await start(payable);
    const second = await start(payable);
    await confirm(first);
    await confirm(second);
    const before = await stats();
    await refund(first.id, { reason: "Card payment refunded by the bank" }).expect(200);
    expect(await yearRow(year.id)).toMatchObject({ paymentId: second.id });
    expect((await paymentsOf("membership_year", year.id)).find((p) => p.id === second.id)).toMatchObject({ duplicateOf: null, reversal: null });
    expect((await stats()).toRefund.count).toBe(before.toRefund.count - 1);
  });
});

describe("a payment staff recorded by mistake, voided", () => {
  it("cancels its receipt (the next payment gets the next number), puts the year back to unpaid, tells the person, and is audited", async () => {
    const { application, year } = await memberOwing("mistake@example.org", "fr");
    const recorded = await record({ kind: "membership_year", id: year.id, ...cash, reference: "CASH-MISTAKE" }).expect(201);
    const paymentId = recorded.body.payment.id as string;
    const receipt = (await findReceipt(t.db, paymentId))!;
    expect((await applicationRow(application.id)).memberPaidYears).toEqual([2026]);

    // A payment recorded by staff is not refunded twice nor voided twice.
    const res = await voidIt(paymentId, { reason: "Recorded on the wrong member" }, "fr").expect(200);
    expect(res.body.message).toBe("Paiement annulé\u00a0: son reçu est annulé");
    expect((res.body as ReversePaymentResponse).payment).toMatchObject({ reversal: "voided", receipt: { number: receiptLabel(receipt), cancelled: true } });
    expect((await voidIt(paymentId, { reason: "Again" }).expect(409)).body.message).toBe("This payment is already voided");
    expect((await refund(paymentId, { reason: "Again" }).expect(409)).body.message).toBe("This payment is already voided");

    // The year is unpaid again, and the applications' copy of the member's years follows (migration 0017's triggers).
    expect(await yearRow(year.id)).toMatchObject({ paymentId: null, paidAt: null });
    expect((await applicationRow(application.id)).memberPaidYears).toEqual([]);
    const page = (await admin.get(apiPaths.admin.member(application.memberId!)).expect(200)).body as MemberPageResponse;
    expect(page.yearsPaid).toEqual([]);
    // The receipt stays, cancelled: its number is never given again.
    const [kept] = await t.db.select().from(receipts).where(eq(receipts.paymentId, paymentId));
    expect(kept!.cancelledAt).not.toBeNull();
    // Its PDF says so, in the member's language or the one asked for, under the same number.
    const fr = await receiptText(paymentId);
    expect(fr).toContain(`Reçu n° ${receiptLabel(receipt)}`);
    expect(fr).toContain("ANNULÉ le 20 novembre 2026 : ce paiement avait été enregistré par erreur.");
    expect(fr).not.toContain("atteste que");
    expect(await receiptText(paymentId, "en")).toContain("CANCELLED on November 20, 2026: this payment was recorded by mistake.");

    // The person's notice, in their language.
    const [notice] = (await noticesTo("mistake@example.org")).filter((mail) => (mail.data as { paymentId: string }).paymentId === paymentId);
    const mail = renderMail(notice!.template, notice!.data, notice!.language, context);
    expect(notice!.language).toBe("fr");
    expect(mail.subject).toBe("Votre paiement à Test Foundation a été annulé");
    expect(mail.text).toContain(`Le reçu ${receiptLabel(receipt)} est annulé`);
    expect(mail.text).toContain("Votre cotisation 2026 n’est donc pas réglée.");
    // The audit list: who, why, the receipt cancelled, the year no longer paid.
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "payment.void"), eq(auditLog.entityId, year.id)));
    expect(entry!.changes).toMatchObject({ reason: { to: "Recorded on the wrong member" }, receiptCancelled: { from: null, to: receiptLabel(receipt) }, yearsUnpaid: { from: null, to: "2026" } });

    // Recorded again, rightly: paid, with the next number (the voided one's is not reused).
    const again = await record({ kind: "membership_year", id: year.id, ...cash, reference: "CASH-RIGHT" }).expect(201);
    const next = (await findReceipt(t.db, again.body.payment.id as string))!;
    expect(next.year).toBe(receipt.year);
    expect(next.number).toBeGreaterThan(receipt.number);
    expect((await applicationRow(application.id)).memberPaidYears).toEqual([2026]);
  });

  it("refuses a payment that does not exist or did not succeed", async () => {
    expect((await voidIt("00000000-0000-4000-8000-000000000000", { reason: "x" }).expect(404)).body.message).toBe("Payment not found");
    expect((await refund("not-a-uuid", { reason: "x" }).expect(404)).body.message).toBe("Payment not found");
    const { payable } = await memberOwing("pending@example.org");
    const pending = await start(payable);
    expect((await refund(pending.id, { reason: "x" }).expect(409)).body.message).toBe("Only a payment received can be refunded or voided");
  });
});

describe("a donation refunded", () => {
  it("is no longer counted as given; the list, the dashboard and the CSV say refunded, when and why", async () => {
    const before = await stats();
    const recorded = await admin
      .post(apiPaths.admin.offlineDonations)
      .set("Origin", ORIGIN)
      .send({ email: "giver@example.org", donorName: "Giver", amount: 30_000, currency: "XOF", language: "en", method: "cash", paidOn: "2026-11-15", reference: "GIFT-1" })
      .expect(201);
    const donationId = recorded.body.donation.id as string;
    const xof = (s: AdminStats) => s.donations.totals.find((total) => total.currency === "XOF")?.amount ?? 0;
    expect(xof(await stats())).toBe(xof(before) + 30_000);

    await refund(recorded.body.payment.id as string, { reason: "Cash handed back at the office" }).expect(200);
    const [donation] = await t.db.select().from(donations).where(eq(donations.id, donationId));
    expect(donation!.status).toBe("refunded");
    const after = await stats();
    expect(xof(after)).toBe(xof(before));
    expect(after.donations.count).toBe(before.donations.count);

    const page = (await admin.get(withQuery(apiPaths.admin.donations, { q: "giver@example.org" })).expect(200)).body as DonationsPage;
    expect(page.items[0]).toMatchObject({ status: "refunded", payment: { reversal: "refunded", paidTwice: false } });
    expect(page.totals).toEqual([]);

    const rows = await csv(apiPaths.admin.donationsCsv, { q: "giver@example.org" });
    const header = rows[0]!;
    const row = rows[1]!;
    expect(row[header.indexOf("Status")]).toBe("Refunded");
    expect(row[header.indexOf("Payment state")]).toBe("Refunded");
    expect(row[header.indexOf("Refunded or voided on")]).toBe("2026-11-20 11:00");
    expect(row[header.indexOf("Refund or void reason")]).toBe("Cash handed back at the office");
    const [payment] = await t.db.select().from(payments).where(eq(payments.payableId, donationId));
    expect(payment).toMatchObject({ status: "succeeded", reversal: "refunded" });
  });
});
