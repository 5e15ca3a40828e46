/**
 * Matching the operators' statements (docs/decisions/020-matching-operator-statements.md): a mobile-money payment keeps the operator's own
 * transaction id and the paying number FedaPay reports (shown masked, never whole, in the lists and
 * the CSV); the donations list filters by operator (MTN, Moov, Celtiis, card, cash…) and gives each
 * day's money received on the foundation's calendar, counted by the database.
 */
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { withQuery } from "../../shared/paths";
import { apiPaths } from "../../shared/paths";
import { DAY_TOTALS_SHOWN, type DonationsPage } from "../../shared/admin";
import { payments } from "../../shared/schema";
import { signIn, ORIGIN, type Agent } from "../helpers/admin";
import { parseCsv } from "../helpers/csv";
import { signFedapayWebhook, startFakeFedapay, webhookBody, type FakeFedapay } from "../helpers/fake-fedapay";
import { createTestApp } from "../helpers/test-app";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";

const clock = new Date("2026-06-01T10:00:00Z");
let fake: FakeFedapay;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;

beforeAll(async () => {
  fake = await startFakeFedapay();
  t = await createTestApp({
    env: { FEDAPAY_SECRET_KEY: "sk_sandbox_fake", FEDAPAY_WEBHOOK_SECRET: "wh_sandbox_fake", FEDAPAY_API_BASE: fake.url },
    now: () => clock,
    admin: true,
    formLimit: { windowMs: 60_000, limit: 1000 },
  });
  admin = await signIn(t.app);
});
afterEach(() => expectKeptCopiesAgree(t.db));
afterAll(async () => {
  await t.close();
  await fake.close();
});

let keys = 0;
let donors = 0;

/** A gift in FCFA, its payment started with FedaPay: mobile money pushed to `phone`. */
async function giveWithFedapay(amount: number, start: { phone: string }) {
  const created = await request(t.app)
    .post("/api/donations")
    .send({ email: `donor${++donors}@example.org`, amount, currency: "XOF", language: "fr" })
    .expect(201);
  const { payable } = created.body;
  const started = await request(t.app)
    .post("/api/payments")
    .send({
      payable: { kind: payable.kind, id: payable.id, token: payable.token },
      method: "mobile_money",
      phone: start.phone,
      idempotencyKey: `operator-statement-${++keys}`,
    })
    .expect(201);
  const payment = (await t.db.select().from(payments).where(eq(payments.id, started.body.payment.id)))[0]!;
  return { donationId: created.body.donation.id as string, paymentId: payment.id, transactionId: Number(payment.providerRef) };
}

/** FedaPay's webhook about a transaction, signed as FedaPay signs it. */
function webhook(transactionId: number, name: string) {
  const body = webhookBody(fake.transactions.get(transactionId)!, name, `evt_${transactionId}_${name}`);
  return request(t.app)
    .post("/api/webhooks/fedapay")
    .set("X-FEDAPAY-SIGNATURE", signFedapayWebhook(body, "wh_sandbox_fake", Math.floor(clock.getTime() / 1000)))
    .set("Content-Type", "application/json")
    .send(body);
}

const donationsPage = async (query: Record<string, string> = {}) => (await admin.get(withQuery(apiPaths.admin.donations, query)).expect(200)).body as DonationsPage;

/** Reads a body as text, whatever its type (a CSV download). */
const asText: Parameters<ReturnType<Agent["get"]>["parse"]>[0] = (res, done) => {
  let body = "";
  res.setEncoding("utf8");
  res.on("data", (chunk: string) => (body += chunk));
  res.on("end", () => done(null, body));
};

describe("a mobile-money payment's operator id and paying number", () => {
  it("keeps the operator's transaction id FedaPay reports once approved, and shows the number masked, never whole", async () => {
    const { donationId, paymentId, transactionId } = await giveWithFedapay(5_000, { phone: "01 97 12 34 56" });
    // Pending: the operator has given no id yet.
    expect((await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.operatorRef).toBeNull();
    fake.approve(transactionId);
    const operatorRef = fake.transactions.get(transactionId)!.transaction_key!;
    expect(operatorRef).toMatch(/^8\d{16}$/);
    expect((await webhook(transactionId, "transaction.approved").expect(200)).body.result).toBe("applied");

    const stored = (await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;
    expect(stored).toMatchObject({ status: "succeeded", operatorRef, phone: "0197123456", operator: "mtn" });

    const page = await donationsPage({ q: `donor${donors}@` });
    expect(page.items.find((item) => item.id === donationId)?.payment).toMatchObject({ operator: "mtn", operatorRef, maskedNumber: "01 •• •• 34 56" });
    // The payments of the donation, as its dialog lists them: the number masked too.
    const listed = await admin.get(withQuery(apiPaths.admin.payments, { kind: "donation", id: donationId })).expect(200);
    expect(listed.body.items[0]).toMatchObject({ phone: "01 •• •• 34 56", operator: "mtn" });
    for (const body of [JSON.stringify(page), JSON.stringify(listed.body)]) {
      expect(body).not.toContain("0197123456");
      expect(body).not.toContain("97123456");
    }
  });

  it("keeps the number and operator FedaPay reports when the payer paid on its page with another phone after a failed push", async () => {
    fake.failNextPush({ intentStatus: "failed", errorCode: "INSUFFICIENT_FUND_ERROR" });
    const { paymentId, transactionId } = await giveWithFedapay(3_000, { phone: "01 66 00 11 22" });
    expect((await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!).toMatchObject({ status: "failed", phone: "0166001122", operator: "mtn" });
    // On FedaPay's page the payer chose Moov and typed a former 8-digit number, which FedaPay keeps as `229…`: that is what the Moov statement shows.
    fake.approveOnPage(transactionId, "moov", "22994322967");
    await webhook(transactionId, "transaction.approved").expect(200);
    const stored = (await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;
    expect(stored).toMatchObject({ status: "succeeded", phone: "0194322967", operator: "moov", operatorRef: fake.transactions.get(transactionId)!.transaction_key });
  });
});

describe("the donations list by operator, with each day's money received", () => {
  /** A gift recorded by staff, paid a given way on a given day. */
  const recordGift = (amount: number, method: string, extra: Record<string, unknown> = {}) =>
    admin
      .post(apiPaths.admin.offlineDonations)
      .set("Origin", ORIGIN)
      .send({ email: `walkin${++donors}@example.org`, amount, currency: "XOF", language: "fr", method, paidOn: "2026-06-01", ...extra })
      .expect(201);

  it("filters by operator, and answers 400 in the contract's shape, in the admin's language, for an unknown one", async () => {
    const mtnTransfer = await recordGift(2_000, "mobile_money_transfer", { operator: "mtn", reference: "MP260601.1234.A56789" });
    const cash = await recordGift(7_000, "cash", { reference: "REC-0601" });

    const mtn = await donationsPage({ operator: "mtn", pageSize: "100" });
    const ids = mtn.items.map((item) => item.id);
    expect(ids).toContain(mtnTransfer.body.donation.id);
    expect(ids).not.toContain(cash.body.donation.id);
    expect(mtn.items.every((item) => item.payment?.operator === "mtn")).toBe(true);
    // Staff typed the operator's transaction id as the reference: it is the operator's id.
    expect(mtn.items.find((item) => item.id === mtnTransfer.body.donation.id)?.payment).toMatchObject({ operatorRef: "MP260601.1234.A56789", maskedNumber: null });
    expect(mtn.filter.operator).toBe("mtn");

    const cashPage = await donationsPage({ operator: "cash", pageSize: "100" });
    expect(cashPage.items.map((item) => item.id)).toEqual([cash.body.donation.id]);
    expect((await donationsPage({ operator: "moov" })).items.every((item) => item.payment?.operator === "moov")).toBe(true);

    const bad = await admin.get(withQuery(apiPaths.admin.donations, { operator: "orange", lang: "fr" })).expect(400);
    expect(bad.body).toMatchObject({ message: expect.any(String), errors: [{ path: "operator", message: expect.any(String) }] });
    const badEn = await admin.get(withQuery(apiPaths.admin.donations, { operator: "orange" })).expect(400);
    expect(badEn.body.errors[0].path).toBe("operator");
    expect(bad.body.message).not.toBe(badEn.body.message);
  });

  it("gives each day's total per currency on Cotonou's calendar: 23:30 UTC is the next day there", async () => {
    const late = await recordGift(10_000, "mobile_money_transfer", { operator: "celtiis", reference: "CEL-1" });
    const after = await recordGift(4_000, "mobile_money_transfer", { operator: "celtiis", reference: "CEL-2" });
    const before = await recordGift(1_500, "mobile_money_transfer", { operator: "celtiis", reference: "CEL-3" });
    const refunded = await recordGift(900, "mobile_money_transfer", { operator: "celtiis", reference: "CEL-4" });
    // 22:30 UTC on 10 June is 23:30 in Cotonou (10 June); 23:30 UTC is 00:30 on 11 June there.
    await t.db.update(payments).set({ paidAt: new Date("2026-06-10T22:30:00Z") }).where(eq(payments.id, late.body.payment.id));
    await t.db.update(payments).set({ paidAt: new Date("2026-06-10T23:30:00Z") }).where(eq(payments.id, after.body.payment.id));
    await t.db.update(payments).set({ paidAt: new Date("2026-06-09T23:00:00Z") }).where(eq(payments.id, before.body.payment.id));
    await t.db.update(payments).set({ paidAt: new Date("2026-06-11T08:00:00Z"), reversal: "voided" }).where(eq(payments.id, refunded.body.payment.id));

    const page = await donationsPage({ operator: "celtiis" });
    // Newest day first; 9 June 23:00 UTC is midnight on 10 June in Cotonou; a voided payment is no money received.
    expect(page.days).toEqual([
      { day: "2026-06-11", currency: "XOF", count: 1, amount: 4_000 },
      { day: "2026-06-10", currency: "XOF", count: 2, amount: 11_500 },
    ]);
    // Without the operator, the other ways of the same days are in the day's total too.
    const all = await donationsPage();
    const june10 = all.days.filter((day) => day.day === "2026-06-10");
    expect(june10).toEqual([{ day: "2026-06-10", currency: "XOF", count: 2, amount: 11_500 }]);
    expect(all.days.map((day) => day.day)).toEqual([...all.days.map((day) => day.day)].sort().reverse());
  });

  it(`gives the latest ${DAY_TOTALS_SHOWN} days that had money, skipping days without, and no day made only of a voided payment`, async () => {
    // Days of 2031 (later than any other test's), every other day: 33 days with money, one of them twice.
    const dayOf = (n: number) => new Date(Date.UTC(2031, 0, 1 + 2 * n, 10)).toISOString().slice(0, 10);
    const gifts = [];
    for (let n = 0; n < DAY_TOTALS_SHOWN + 2; n++) gifts.push({ n, gift: await recordGift(1_000 + n, "mobile_money_transfer", { operator: "moov", reference: `MOOV-${n}` }) });
    const second = await recordGift(500, "mobile_money_transfer", { operator: "moov", reference: "MOOV-again" });
    const voided = await recordGift(700, "mobile_money_transfer", { operator: "moov", reference: "MOOV-void" });
    for (const { n, gift } of gifts) await t.db.update(payments).set({ paidAt: new Date(`${dayOf(n)}T10:00:00Z`) }).where(eq(payments.id, gift.body.payment.id));
    await t.db.update(payments).set({ paidAt: new Date(`${dayOf(DAY_TOTALS_SHOWN + 1)}T12:00:00Z`) }).where(eq(payments.id, second.body.payment.id));
    // The only payment of a later day, voided: that day received nothing.
    await t.db.update(payments).set({ paidAt: new Date(`${dayOf(DAY_TOTALS_SHOWN + 5)}T10:00:00Z`), reversal: "voided" }).where(eq(payments.id, voided.body.payment.id));

    const { days } = await donationsPage({ operator: "moov" });
    expect(days).toHaveLength(DAY_TOTALS_SHOWN);
    expect(days[0]).toEqual({ day: dayOf(DAY_TOTALS_SHOWN + 1), currency: "XOF", count: 2, amount: 1_000 + DAY_TOTALS_SHOWN + 1 + 500 });
    expect(days.at(-1)).toEqual({ day: dayOf(2), currency: "XOF", count: 1, amount: 1_002 });
    expect(days.map((d) => d.day)).not.toContain(dayOf(1));
    // A selective filter (a currency) reads its days from the payments it keeps: the same days.
    expect((await donationsPage({ operator: "moov", currency: "XOF" })).days).toEqual(days);
    // No failed gift has money that stands.
    expect((await donationsPage({ operator: "moov", status: "failed" })).days).toEqual([]);
  });

  it("exports the operator, its transaction id and the masked number as the CSV's last columns", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.donationsCsv, { operator: "mtn", lang: "fr" })).buffer(true).parse(asText).expect(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="donations-all-mtn.csv"');
    const [header, ...rows] = parseCsv((res.body as string).slice(1), ";");
    expect(header).toHaveLength(19);
    expect(header!.slice(-3)).toEqual(["Opérateur", "Identifiant de transaction de l’opérateur", "Numéro payeur"]);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row).toHaveLength(19);
    const online = rows.find((row) => row[18] === "01 •• •• 34 56");
    expect(online?.slice(-3)).toEqual(["MTN Mobile Money", expect.stringMatching(/^8\d{16}$/), "01 •• •• 34 56"]);
    expect(rows.find((row) => row[17] === "MP260601.1234.A56789")?.[16]).toBe("MTN Mobile Money");
    expect(res.body as string).not.toContain("0197123456");

    const en = await admin.get(withQuery(apiPaths.admin.donationsCsv, { operator: "mtn" })).buffer(true).parse(asText).expect(200);
    expect(parseCsv((en.body as string).slice(1), ",")[0]!.slice(-3)).toEqual(["Operator", "Operator transaction id", "Paying number"]);
  });
});
