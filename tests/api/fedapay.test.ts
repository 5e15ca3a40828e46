/**
 * Mobile money through FedaPay, against a local server that answers as FedaPay's API
 * does and signs webhooks as it does: the transaction is created from the stored record, the
 * request is pushed to the payer's phone, and the outcome is applied once — whatever order,
 * repetition or silence the webhooks come in.
 */
import fc from "fast-check";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { memberships, membershipYears, payments, processedWebhookEvents } from "../../shared/schema";
import { reconcilePendingPayments } from "../../server/services/payments/reconcile-payments";
import { createPaymentsFromEnv } from "../../server/payments";
import { anyBodyText, expectContractAnswer, nastyString, runs, timeoutFor } from "../helpers/arbitraries";
import { captureLog } from "../helpers/captured-log";
import { signFedapayWebhook, startFakeFedapay, webhookBody, type FakeFedapay } from "../helpers/fake-fedapay";
import { createTestApp } from "../helpers/test-app";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";
import { fieldWords } from "../helpers/field-words";

let clock = new Date("2026-06-01T10:00:00Z");
let fake: FakeFedapay;
let t: Awaited<ReturnType<typeof createTestApp>>;
const log = captureLog("info");
const fedapayEnv = () => ({ FEDAPAY_SECRET_KEY: "sk_sandbox_fake", FEDAPAY_WEBHOOK_SECRET: "wh_sandbox_fake", FEDAPAY_API_BASE: fake.url });

beforeAll(async () => {
  fake = await startFakeFedapay();
  t = await createTestApp({ env: fedapayEnv(), now: () => clock, logger: log.logger, formLimit: { windowMs: 60_000, limit: 1000 } });
});
afterEach(() => expectKeptCopiesAgree(t.db));
afterAll(async () => {
  await t.close();
  await fake.close();
});

// Each application its own applicant: the same one again would be answered with the first (one application, one record).
let applicants = 0;
const application = () => ({ fullName: "Adjoa Sossou", email: `adjoa${++applicants}@example.org`, country: "Benin", category: "adherent_individual", consent: true, language: "fr" });
let keys = 0;
const ref = ({ kind, id, token }: { kind: string; id: string; token: string }) => ({ kind, id, token });

async function payDuesByMobileMoney(phone = "01 97 12 34 56") {
  const applied = await request(t.app).post("/api/memberships?payment=later").send(application()).expect(201);
  const { payable, membership } = applied.body;
  const started = await request(t.app)
    .post("/api/payments?lang=fr")
    .send({ payable: { kind: payable.kind, id: payable.id, token: payable.token }, method: "mobile_money", phone, idempotencyKey: `fedapay-${++keys}-key` })
    .expect(201);
  const payment = (await t.db.select().from(payments).where(eq(payments.id, started.body.payment.id)))[0]!;
  return { membershipId: membership.id as string, started: started.body, payment, transactionId: Number(payment.providerRef) };
}

/** Posts FedaPay's webhook about a transaction, signed as FedaPay signs it (or as told). */
function webhook(transactionId: number, name: string, options: { secret?: string; at?: Date; eventId?: string | null; header?: string } = {}) {
  const body = webhookBody(fake.transactions.get(transactionId)!, name, options.eventId === undefined ? `evt_${transactionId}_${name}` : options.eventId);
  const signature = options.header ?? signFedapayWebhook(body, options.secret ?? "wh_sandbox_fake", Math.floor((options.at ?? clock).getTime() / 1000));
  return request(t.app).post("/api/webhooks/fedapay").set("X-FEDAPAY-SIGNATURE", signature).set("Content-Type", "application/json").send(body);
}

const membershipRow = async (id: string) => (await t.db.select().from(memberships).where(eq(memberships.id, id)))[0]!;
const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe("starting a mobile-money payment with FedaPay", () => {
  it("creates the transaction in whole FCFA from the stored dues, with our payment's id, and pushes it to the phone", async () => {
    const { started, payment, transactionId } = await payDuesByMobileMoney("+229 01 66 00 11 22");
    expect(started.next.type).toBe("confirm_on_phone");
    expect(started.next.fallbackUrl).toMatch(/\/checkout\//);
    expect(started.payment).toMatchObject({ provider: "fedapay", method: "mobile_money", amount: 12_000, currency: "XOF", status: "pending", operator: "mtn" });

    const created = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/transactions" && (r.json as { custom_metadata?: { payment_id?: string } }).custom_metadata?.payment_id === payment.id)!;
    expect(created.headers.authorization).toBe("Bearer sk_sandbox_fake");
    expect(created.json).toMatchObject({
      amount: 12_000,
      currency: { iso: "XOF" },
      description: "Test Foundation: membership dues (adherent_individual)",
      callback_url: expect.stringMatching(new RegExp(`^http://localhost:5000/fr/payment-success\\?payment=${payment.id}&token=`)),
      customer: { email: `adjoa${applicants}@example.org`, firstname: "Adjoa", lastname: "Sossou" },
    });
    // MTN Benin's mode as FedaPay documents it, the number in E.164.
    expect(fake.pushes.at(-1)).toEqual({ id: transactionId, mode: "mtn_open", phone: { number: "+2290166001122", country: "bj" } });
  });

  it.each([
    ["a Moov number to Moov", "0195001122", "moov", "moov", "+2290195001122"],
    ["a Celtiis number to Celtiis (sbin)", "01 40 00 11 22", "celtiis", "sbin", "+2290140001122"],
    ["a number typed the old way, 8 digits, to its operator", "97 00 11 22", "mtn", "mtn_open", "+2290197001122"],
  ])("pushes %s", async (_, typed, operator, mode, e164) => {
    const { started, transactionId } = await payDuesByMobileMoney(typed);
    expect(started.payment).toMatchObject({ status: "pending", operator, phoneEnding: "•• 11 22" });
    expect(fake.pushes.at(-1)).toEqual({ id: transactionId, mode, phone: { number: e164, country: "bj" } });
  });

  it("tells a payer with another country's number that mobile money here is for Benin numbers", async () => {
    const applied = await request(t.app).post("/api/memberships?payment=later").send(application()).expect(201);
    const res = await request(t.app)
      .post("/api/payments?lang=fr")
      .send({ payable: ref(applied.body.payable), method: "mobile_money", phone: "+33 6 12 34 56 78", idempotencyKey: "foreign-0001" })
      .expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "phone", message: "Le mobile money est proposé ici pour les numéros du Bénin (+229)\u00a0: avec un numéro d’un autre pays, payez par carte" }]);
  });

  it("answers 503 in the payer's language when FedaPay cannot be reached, and keeps the failed try", async () => {
    const applied = await request(t.app).post("/api/memberships?payment=later").send(application()).expect(201);
    fake.failNext(502);
    const res = await request(t.app)
      .post("/api/payments?lang=fr")
      .send({ payable: ref(applied.body.payable), method: "mobile_money", phone: "0197123456", idempotencyKey: "unreachable-0001" })
      .expect(503);
    expect(res.body.message).toMatch(/^Le service de paiement est injoignable/);
    const tries = await t.db.select().from(payments).where(eq(payments.payableId, applied.body.membership.id));
    expect(tries).toEqual([expect.objectContaining({ status: "failed", failureReason: "unavailable", idempotencyKey: null })]);
    // The same key may be tried again once FedaPay is back.
    await request(t.app)
      .post("/api/payments?lang=fr")
      .send({ payable: ref(applied.body.payable), method: "mobile_money", phone: "0197123456", idempotencyKey: "unreachable-0001" })
      .expect(201);
  });

  it("makes one FedaPay transaction of a double tap (the same key twice, at once)", async () => {
    const applied = await request(t.app).post("/api/memberships?payment=later").send(application()).expect(201);
    const creations = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/transactions").length;
    const before = creations();
    const tap = () =>
      request(t.app).post("/api/payments").send({ payable: ref(applied.body.payable), method: "mobile_money", phone: "0197123456", idempotencyKey: "double-tap-fedapay" });
    const answers = await Promise.all([tap(), tap()]);
    for (const res of answers) expect([201, 409]).toContain(res.status);
    const again = await tap().expect(201);
    expect(creations() - before).toBe(1);
    const transactionId = Number((await paymentRow(again.body.payment.id)).providerRef);
    expect(fake.pushes.filter((push) => push.id === transactionId)).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.payableId, applied.body.membership.id))).toHaveLength(1);
  });

  it("fails a push FedaPay answers `failed` at once, with its reason and FedaPay's page for the same transaction", async () => {
    fake.failNextPush({ intentStatus: "failed", errorCode: "INSUFFICIENT_FUND_ERROR" });
    const { started, membershipId, transactionId } = await payDuesByMobileMoney();
    // The payer's first answer says it: no wait for a change that will not come.
    expect(started.payment).toMatchObject({ status: "failed", failureReason: "INSUFFICIENT_FUND_ERROR" });
    expect(started.next).toEqual({ type: "confirm_on_phone", fallbackUrl: expect.stringMatching(`^${fake.url}/checkout/`) });
    const asked = await request(t.app).get(`/api/payments/${started.payment.id}`).query({ client_secret: started.token }).expect(200);
    expect(asked.body).toMatchObject({ status: "failed", failureReason: "INSUFFICIENT_FUND_ERROR" });
    // Paid on FedaPay's page instead: the same transaction, and it counts.
    fake.approve(transactionId);
    expect((await webhook(transactionId, "transaction.approved").expect(200)).body.result).toBe("applied");
    expect(await membershipRow(membershipId)).toMatchObject({ status: "active", paymentStatus: "succeeded" });
  });

  it("counts a payment made on FedaPay's page after a failed push, even when its webhook never comes", async () => {
    fake.failNextPush({ httpStatus: 400, message: "Mode de paiement non disponible" });
    const { started, membershipId, transactionId } = await payDuesByMobileMoney();
    expect(started.payment.status).toBe("failed");
    fake.approve(transactionId);
    // The payer back on our return page: asked of FedaPay, it reads paid.
    const asked = await request(t.app).get(`/api/payments/${started.payment.id}`).query({ client_secret: started.token }).expect(200);
    expect(asked.body.status).toBe("succeeded");
    expect(await membershipRow(membershipId)).toMatchObject({ status: "active", paymentStatus: "succeeded" });
  });

  it("finds such a payment on the reconciliation's round when the payer never comes back either", async () => {
    fake.failNextPush({ intentStatus: "failed", errorCode: "TIMEOUT_ERROR" });
    const { started, membershipId, transactionId } = await payDuesByMobileMoney();
    fake.approve(transactionId);
    // Six minutes after it was made (by the database's clock), as the jobs room's round would find it.
    const later = new Date((await paymentRow(started.payment.id)).createdAt.getTime() + 6 * 60_000);
    await reconcilePendingPayments(t.db, createPaymentsFromEnv(t.env, "test-secret-test-secret-test-secret-0123"), later);
    expect((await paymentRow(started.payment.id)).status).toBe("succeeded");
    expect(await membershipRow(membershipId)).toMatchObject({ status: "active" });
  });

  it.each([
    ["a refusal about the mode or the account", { httpStatus: 400, message: "Mode de paiement non disponible" }, "push_refused"],
    ["FedaPay down during the push", { httpStatus: 503 }, "push_unavailable"],
    ["a refusal that names the number", { httpStatus: 422, errors: { phone_number: ["Numéro invalide"] } }, "push_number_refused"],
  ] as const)("fails the push at once on %s, never as 'your number was refused' unless it was", async (_, outcome, reason) => {
    fake.failNextPush(outcome);
    log.clear();
    const { started } = await payDuesByMobileMoney();
    expect(started.payment).toMatchObject({ status: "failed", failureReason: reason });
    expect(started.next.fallbackUrl).toMatch(/\/checkout\//);
    const warned = log.entries().find((line) => line.paymentId === started.payment.id && line.level === "warn");
    expect(warned).toMatchObject({ reason });
  });
});

describe("FedaPay's webhook", () => {
  it("activates the member when the transaction is approved, once however often it is delivered", async () => {
    const { membershipId, payment, transactionId } = await payDuesByMobileMoney();
    fake.approve(transactionId);
    expect((await webhook(transactionId, "transaction.approved").expect(200)).body).toEqual({ received: true, result: "applied" });
    expect(await membershipRow(membershipId)).toMatchObject({ status: "active", paymentStatus: "succeeded", membershipYear: 2026 });
    // Paid when FedaPay says the transaction changed.
    const paid = await paymentRow(payment.id);
    expect(paid).toMatchObject({ status: "succeeded" });
    expect(paid.paidAt?.toISOString()).toBe(new Date(fake.transactions.get(transactionId)!.updated_at).toISOString());
    // Redelivered: nothing changes, and the event is stored once.
    expect((await webhook(transactionId, "transaction.approved").expect(200)).body.result).toBe("duplicate");
    expect(await t.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, `fedapay:evt_${transactionId}_transaction.approved`))).toHaveLength(1);
  });

  it("refuses a bad signature, a stale one and a missing one with 400, and changes nothing", async () => {
    const { membershipId, transactionId } = await payDuesByMobileMoney();
    fake.approve(transactionId);
    expect((await webhook(transactionId, "transaction.approved", { secret: "wh_sandbox_someone_else" }).expect(400)).body).toEqual({ message: "Invalid signature" });
    await webhook(transactionId, "transaction.approved", { at: new Date(clock.getTime() - 6 * 60_000) }).expect(400);
    await webhook(transactionId, "transaction.approved", { header: "" }).expect(400);
    await webhook(transactionId, "transaction.approved", { header: "t=abc,s=00" }).expect(400);
    expect(await membershipRow(membershipId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    // Within the 5 minutes' tolerance, it is applied.
    await webhook(transactionId, "transaction.approved", { at: new Date(clock.getTime() - 4 * 60_000) }).expect(200);
    expect(await membershipRow(membershipId)).toMatchObject({ status: "active" });
  });

  it("refuses to count a transaction whose amount is not what the member owes", async () => {
    const { membershipId, payment, transactionId } = await payDuesByMobileMoney();
    fake.approve(transactionId);
    fake.setAmount(transactionId, 1_200);
    expect((await webhook(transactionId, "transaction.approved").expect(200)).body.result).toBe("mismatch");
    expect(await membershipRow(membershipId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await paymentRow(payment.id)).toMatchObject({ status: "pending", paidAt: null });
    expect(log.entries().some((line) => line.level === "error" && line.paymentId === payment.id)).toBe(true);
  });

  it("refuses to count a transaction in another currency than the member owes, even for the same sum", async () => {
    const { membershipId, payment, transactionId } = await payDuesByMobileMoney();
    fake.approve(transactionId);
    // 120.00 EUR is 12,000 in minor units: only the currency differs from the 12,000 FCFA owed.
    fake.setAmount(transactionId, 120);
    fake.transactions.get(transactionId)!.currency = { klass: "v1/currency", iso: "EUR" };
    expect((await webhook(transactionId, "transaction.approved").expect(200)).body.result).toBe("mismatch");
    expect(await membershipRow(membershipId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await paymentRow(payment.id)).toMatchObject({ status: "pending", paidAt: null });
  });

  it("counts an approval only once FedaPay's API says so, whatever the signed body claims", async () => {
    const { membershipId, payment, transactionId } = await payDuesByMobileMoney();
    // A correctly signed body saying "approved" while FedaPay's own API still says pending.
    const claimed = webhookBody({ ...fake.transactions.get(transactionId)!, status: "approved" }, "transaction.approved", "evt_body_only");
    const post = () =>
      request(t.app)
        .post("/api/webhooks/fedapay")
        .set("X-FEDAPAY-SIGNATURE", signFedapayWebhook(claimed, "wh_sandbox_fake", Math.floor(clock.getTime() / 1000)))
        .set("Content-Type", "application/json")
        .send(claimed);
    expect((await post().expect(200)).body).toEqual({ received: true, result: "pending" });
    expect(await paymentRow(payment.id)).toMatchObject({ status: "pending", paidAt: null });
    // FedaPay cannot be reached to confirm: 503, so that FedaPay delivers it again.
    fake.failNext(502);
    await post().expect(503);
    expect(await membershipRow(membershipId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    // Once the API agrees, the same delivery counts.
    fake.approve(transactionId);
    expect((await post().expect(200)).body.result).toBe("applied");
    expect(await membershipRow(membershipId)).toMatchObject({ status: "active", paymentStatus: "succeeded" });
  });

  it("keeps a payment approved when a late `declined` arrives, and approves one declined before", async () => {
    const first = await payDuesByMobileMoney();
    fake.approve(first.transactionId);
    await webhook(first.transactionId, "transaction.approved").expect(200);
    await webhook(first.transactionId, "transaction.declined", { eventId: "evt_late_decline" }).expect(200);
    expect(await paymentRow(first.payment.id)).toMatchObject({ status: "succeeded" });
    expect(await membershipRow(first.membershipId)).toMatchObject({ status: "active" });

    const second = await payDuesByMobileMoney();
    fake.decline(second.transactionId, "INSUFFICIENT_FUND_ERROR");
    await webhook(second.transactionId, "transaction.declined").expect(200);
    expect(await paymentRow(second.payment.id)).toMatchObject({ status: "failed", failureReason: "INSUFFICIENT_FUND_ERROR" });
    expect(await membershipRow(second.membershipId)).toMatchObject({ status: "pending", paymentStatus: "failed" });
    // The payer topped up and FedaPay approved the same transaction afterwards.
    clock = new Date(clock.getTime() + 60_000);
    fake.approve(second.transactionId);
    await webhook(second.transactionId, "transaction.approved").expect(200);
    expect(await paymentRow(second.payment.id)).toMatchObject({ status: "succeeded", failureReason: null });
    expect(await membershipRow(second.membershipId)).toMatchObject({ status: "active", paymentStatus: "succeeded" });
  });

  it("settles a payment once from the Event resource's form (`type`, `object_id`), whichever form comes first", async () => {
    const { membershipId, payment, transactionId } = await payDuesByMobileMoney();
    fake.approve(transactionId);
    const transaction = fake.transactions.get(transactionId)!;
    const send = (body: string) =>
      request(t.app)
        .post("/api/webhooks/fedapay")
        .set("X-FEDAPAY-SIGNATURE", signFedapayWebhook(body, "wh_sandbox_fake", Math.floor(clock.getTime() / 1000)))
        .set("Content-Type", "application/json")
        .send(body);
    const typed = webhookBody(transaction, "transaction.approved", "evt_42424", "type+object_id", true);
    expect((await send(typed).expect(200)).body).toEqual({ received: true, result: "applied" });
    expect(await membershipRow(membershipId)).toMatchObject({ status: "active", paymentStatus: "succeeded" });
    // The same news in the other form, and the same again: the payment stays applied once.
    const named = webhookBody(transaction, "transaction.approved", "evt_other");
    expect((await send(named).expect(200)).body.result).not.toBe("applied");
    expect((await send(typed).expect(200)).body.result).toBe("duplicate");
    expect((await paymentRow(payment.id)).status).toBe("succeeded");
  });

  it("acknowledges a signed body it cannot read, and logs its shape without anything personal", async () => {
    log.clear();
    const body = JSON.stringify({ event: "paid", data: { customer: { email: "adjoa.secret@example.org", phone: "+2290197123456" } } });
    const res = await request(t.app)
      .post("/api/webhooks/fedapay")
      .set("X-FEDAPAY-SIGNATURE", signFedapayWebhook(body, "wh_sandbox_fake", Math.floor(clock.getTime() / 1000)))
      .set("Content-Type", "application/json")
      .send(body)
      .expect(200);
    expect(res.body).toEqual({ received: true, ignored: "unreadable" });
    const warned = log.entries().find((line) => line.level === "warn" && typeof line.shape === "string");
    expect(warned?.shape).toBe('{"event":string,"data":{"customer":{…}}}');
    expect(log.text()).not.toContain("adjoa.secret");
    expect(log.text()).not.toContain("97123456");
  });

  it("acknowledges a transaction it does not know, and events it does not act on, changing nothing", async () => {
    const { transactionId } = await payDuesByMobileMoney();
    const unknown = { ...fake.transactions.get(transactionId)!, id: 999_999_999 };
    fake.transactions.set(999_999_999, unknown);
    expect((await webhook(999_999_999, "transaction.approved").expect(200)).body).toEqual({ received: true, result: "unknown" });
    expect((await webhook(transactionId, "customer.created").expect(200)).body).toEqual({ received: true, ignored: "customer.created" });
  });

  it("tells the payer the real status when asked, before any webhook", async () => {
    const { started, membershipId, transactionId } = await payDuesByMobileMoney();
    const ask = () => request(t.app).get(`/api/payments/${started.payment.id}`).query({ client_secret: started.token, lang: "fr" }).expect(200);
    expect((await ask()).body.status).toBe("pending");
    fake.decline(transactionId, "INSUFFICIENT_FUND_ERROR");
    expect((await ask()).body).toMatchObject({ status: "failed", failureReason: "INSUFFICIENT_FUND_ERROR" });
    expect(await membershipRow(membershipId)).toMatchObject({ paymentStatus: "failed" });
  });
});

describe("FedaPay's webhook under any input", () => {
  it(
    "answers any body with any signature with a 4xx in the contract's shape, changing nothing",
    async () => {
      const before = await t.db.select().from(payments);
      await fc.assert(
        fc.asyncProperty(anyBodyText, nastyString, async (text, signature) => {
          const res = await request(t.app)
            .post("/api/webhooks/fedapay")
            .set("Content-Type", "application/json")
            .set("X-FEDAPAY-SIGNATURE", signature.replace(/[^\x20-\x7e]/g, ""))
            .send(text);
          expectContractAnswer(res, `fedapay webhook ${text.slice(0, 200)}`);
          expect(res.status).toBe(400);
        }),
        { numRuns: runs(60) },
      );
      expect(await t.db.select().from(payments)).toEqual(before);
    },
    timeoutFor(60),
  );
});

describe("a payment whose webhook never came", () => {
  it("is re-checked against FedaPay on a schedule, once across rounds, and the member becomes active", async () => {
    const { membershipId, payment, transactionId } = await payDuesByMobileMoney();
    fake.approve(transactionId);
    const registry = createPaymentsFromEnv(t.env, "test-secret-test-secret-test-secret-0123");
    // Too young: left to its webhook (the payment was stamped by the database's clock).
    const createdAt = payment.createdAt.getTime();
    expect((await reconcilePendingPayments(t.db, registry, new Date(createdAt + 60_000))).checked).toBe(0);
    const later = new Date(createdAt + 6 * 60_000);
    const report = await reconcilePendingPayments(t.db, registry, later);
    expect(report.changed).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(payment.id)).toMatchObject({ status: "succeeded" });
    expect(await membershipRow(membershipId)).toMatchObject({ status: "active", paymentStatus: "succeeded" });
    // The next round asks FedaPay about none of those it just asked.
    const asked = fake.requests.filter((r) => r.method === "GET").length;
    await reconcilePendingPayments(t.db, registry, new Date(later.getTime() + 60_000));
    expect(fake.requests.filter((r) => r.method === "GET").length).toBe(asked);
  });
});

describe("a payer who paid twice", () => {
  it("keeps both payments, flags the later one paid twice, and tells the operator to refund it", async () => {
    const applied = await request(t.app).post("/api/memberships?payment=later").send(application()).expect(201);
    const startOne = async (key: string) =>
      (await request(t.app).post("/api/payments").send({ payable: ref(applied.body.payable), method: "mobile_money", phone: "0197123456", idempotencyKey: key }).expect(201)).body;
    // No answer on the phone for a while, so the payer pressed Try again; then approved both requests.
    const first = await startOne("twice-first-01");
    const second = await startOne("twice-second-01");
    for (const started of [first, second]) {
      const transactionId = Number((await paymentRow(started.payment.id)).providerRef);
      fake.approve(transactionId);
      await webhook(transactionId, "transaction.approved").expect(200);
    }
    const both = await t.db.select().from(payments).where(eq(payments.payableId, applied.body.membership.id));
    expect(both.map((p) => p.status)).toEqual(["succeeded", "succeeded"]);
    // The first to arrive paid the year; the second is flagged paid twice — to refund, naming it.
    expect(Object.fromEntries(both.map((p) => [p.id, p.duplicateOf]))).toEqual({ [first.payment.id]: null, [second.payment.id]: first.payment.id });
    // One truth: the application reads paid for the one year its member paid, once.
    const member = await membershipRow(applied.body.membership.id);
    expect(member).toMatchObject({ status: "active", paymentStatus: "succeeded", memberPaidYears: [member.membershipYear] });
    const years = await t.db.select().from(membershipYears).where(eq(membershipYears.memberId, member.memberId!));
    expect(years.map((y) => [y.year, y.paymentId])).toEqual([[member.membershipYear, first.payment.id]]);
    expect(log.entries().some((line) => line.level === "error" && line.paymentId === second.payment.id && /paid twice/.test(line.msg))).toBe(true);
  });
});

describe("a request nobody approved", () => {
  it("is closed as expired after a day, and a late approval still counts", async () => {
    const { membershipId, payment, transactionId } = await payDuesByMobileMoney();
    const registry = createPaymentsFromEnv(t.env, "test-secret-test-secret-test-secret-0123");
    await reconcilePendingPayments(t.db, registry, new Date(payment.createdAt.getTime() + 25 * 3_600_000));
    expect(await paymentRow(payment.id)).toMatchObject({ status: "canceled", failureReason: "expired" });
    expect(await membershipRow(membershipId)).toMatchObject({ status: "pending", paymentStatus: "failed" });
    fake.approve(transactionId);
    await webhook(transactionId, "transaction.approved").expect(200);
    expect(await membershipRow(membershipId)).toMatchObject({ status: "active", paymentStatus: "succeeded" });
  });
});

describe("cards when FedaPay is the only provider", () => {
  it("sends the payer to FedaPay's hosted page for a card, and offers only FCFA", async () => {
    const only = await createTestApp({ env: { ...fedapayEnv(), ALLOW_TEST_PAYMENTS: "false" }, formLimit: { windowMs: 60_000, limit: 1000 } });
    try {
      const gift = await request(only.app).post("/api/donations").send({ email: "kossi@example.org", amount: 30_000, currency: "XOF", impactTier: "train_learner", language: "en" }).expect(201);
      expect(gift.body.payable.methods).toEqual(["mobile_money", "card"]);
      const card = await request(only.app).post("/api/payments").send({ payable: ref(gift.body.payable), method: "card", idempotencyKey: "card-hosted-01" }).expect(201);
      expect(card.body.next).toEqual({ type: "redirect", url: expect.stringMatching(/\/checkout\//) });
      const dollars = await request(only.app).post("/api/donations").send({ email: "kossi@example.org", amount: 50, currency: "USD", impactTier: "train_learner", language: "en" }).expect(201);
      expect(dollars.body.payable.methods).toEqual([]);
      const page = await request(only.app).get("/api/health").expect(200);
      // Nothing of Stripe's in the policy when Stripe is not live.
      expect(page.headers["content-security-policy"]).not.toMatch(/stripe/);
      expect(page.headers["permissions-policy"]).toContain("payment=(self)");
      await request(only.app).post(`/api/payments/${card.body.payment.id}/test-confirm`).send({ clientSecret: card.body.token }).expect(404);
    } finally {
      await only.close();
    }
  });

  it("starts no FedaPay transaction for the specification's card-form clients, which it cannot serve", async () => {
    const only = await createTestApp({ env: { ...fedapayEnv(), ALLOW_TEST_PAYMENTS: "false" }, formLimit: { windowMs: 60_000, limit: 1000 } });
    try {
      const creations = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/transactions").length;
      const before = creations();
      // POST /api/memberships without ?payment=later: still requiresPayment, but no card form to answer a clientSecret for.
      const applied = await request(only.app).post("/api/memberships").send(application()).expect(201);
      expect(applied.body).toMatchObject({ requiresPayment: true, payable: { methods: ["mobile_money", "card"] } });
      expect(applied.body).not.toHaveProperty("clientSecret");
      const gift = await request(only.app).post("/api/donations").send({ email: "kossi@example.org", amount: 30_000, currency: "XOF", impactTier: "train_learner", language: "en" }).expect(201);
      const intent = await request(only.app).post("/api/create-payment-intent").send({ donationId: gift.body.donation.id, type: "donation" }).expect(400);
      expect(fieldWords(intent.body.errors)).toEqual([{ path: "currency", message: expect.any(String) }]);
      // Nothing was created at FedaPay, nor left pending for the reconciliation to close as failed.
      expect(creations()).toBe(before);
      expect(await only.db.select().from(payments)).toEqual([]);
    } finally {
      await only.close();
    }
  });

});
