/**
 * The Stripe provider, against a local server that answers as Stripe's API does, and webhooks
 * signed with the SDK's own test helper.
 */
import request from "supertest";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { donations, memberships, membershipYears, payments, processedWebhookEvents } from "../../shared/schema";
import { apiPaths } from "../../shared/paths";
import { ORIGIN, signIn } from "../helpers/admin";
import { startFakeStripe } from "../helpers/fake-stripe";
import { captureLog } from "../helpers/captured-log";
import { createTestApp } from "../helpers/test-app";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";

const WEBHOOK_SECRET = "whsec_test_secret";
const stripe = new Stripe("sk_test_fake");
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
const log = captureLog();

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    admin: true,
    formLimit: { windowMs: 60_000, limit: 1000 },
    logger: log.logger,
    env: {
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  });
});
afterEach(() => expectKeptCopiesAgree(t.db));
afterAll(async () => {
  await t.close();
  await fake.close();
});

let eventCounter = 0;
/** A webhook delivery as Stripe sends it: JSON body and its Stripe-Signature header. */
function webhook(type: string, intent: { id: string; metadata: Record<string, string>; amount: number; currency: string; status: string; client_secret: string }, created: number, id = `evt_${++eventCounter}`) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    created,
    api_version: "2025-01-27",
    data: { object: { ...intent, object: "payment_intent" } },
  });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return request(t.app).post("/api/webhooks/stripe").set("Stripe-Signature", header).set("Content-Type", "application/json").send(payload);
}

async function donationWithIntent(amount = 50, currency = "USD", impactTier: string | null = "train_learner") {
  const created = await request(t.app)
    .post("/api/donations")
    .send({ email: "ama@example.org", amount, currency, impactTier, language: "en" })
    .expect(201);
  const intent = await request(t.app).post("/api/create-payment-intent").send({ donationId: created.body.donation.id, type: "donation" }).expect(200);
  return { donationId: created.body.donation.id as string, intentId: intent.body.paymentIntentId as string, clientSecret: intent.body.clientSecret as string };
}

const donationRow = async (id: string) => (await t.db.select().from(donations).where(eq(donations.id, id)))[0];
const seconds = (date: string) => Math.floor(Date.parse(date) / 1000);

describe("PaymentIntents at Stripe", () => {
  it("creates the intent with the amount, currency, metadata and an idempotency key from the record", async () => {
    const { donationId, intentId, clientSecret } = await donationWithIntent(30_000, "XOF");
    const sent = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents").at(-1)!;
    expect(sent.headers.authorization).toBe("Bearer sk_test_fake");
    // One PaymentIntent per payment of ours, however often its start is retried.
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, intentId));
    expect(payment).toMatchObject({ payableKind: "donation", payableId: donationId, provider: "stripe", method: "card", amount: 30_000, currency: "XOF" });
    expect(sent.headers["idempotency-key"]).toBe(`payment-${payment!.id}`);
    expect(sent.headers["content-type"]).toMatch(/application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(sent.form)).toEqual({
      amount: "30000",
      currency: "xof",
      "automatic_payment_methods[enabled]": "true",
      description: "Test Foundation: donation (train_learner)",
      receipt_email: "ama@example.org",
      "metadata[payment_id]": payment!.id,
    });
    expect(clientSecret).toBe(fake.intents.get(intentId)?.client_secret);
  });

  it("charges $50 as 5000 usd and €45 as 4500 eur", async () => {
    await donationWithIntent(50, "USD");
    expect(fake.requests.at(-1)?.form.get("amount")).toBe("5000");
    expect(fake.requests.at(-1)?.form.get("currency")).toBe("usd");
    await donationWithIntent(45, "EUR");
    expect(fake.requests.at(-1)?.form.get("amount")).toBe("4500");
    expect(fake.requests.at(-1)?.form.get("currency")).toBe("eur");
  });

  it("gives back the same open intent when the payment step is reopened", async () => {
    const first = await donationWithIntent();
    const again = await request(t.app).post("/api/create-payment-intent").send({ donationId: first.donationId }).expect(200);
    expect(again.body.paymentIntentId).toBe(first.intentId);
  });

  it("starts the membership dues payment in XOF", async () => {
    const res = await request(t.app)
      .post("/api/memberships")
      .send({ fullName: "Awa Diallo", email: "awa@example.org", country: "Senegal", category: "adherent_organization", consent: true, language: "fr" })
      .expect(201);
    const sent = fake.requests.at(-1)!;
    expect(sent.form.get("amount")).toBe("120000");
    expect(sent.form.get("currency")).toBe("xof");
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, res.body.paymentIntentId));
    expect(payment).toMatchObject({ payableKind: "membership", payableId: res.body.membership.id, amount: 120_000, currency: "XOF" });
    expect(sent.form.get("metadata[payment_id]")).toBe(payment!.id);
    expect(res.body.clientSecret).toBe(fake.intents.get(res.body.paymentIntentId)?.client_secret);
  });

  it("reports the payment's real status to the payer holding its client secret", async () => {
    const { intentId, clientSecret, donationId } = await donationWithIntent();
    await request(t.app).get(`/api/payments/${intentId}`).query({ client_secret: "pi_x_secret_wrong" }).expect(404);
    const pending = await request(t.app).get(`/api/payments/${intentId}`).query({ client_secret: clientSecret }).expect(200);
    expect(pending.body.status).toBe("pending");
    fake.setStatus(intentId, "processing");
    const processing = await request(t.app).get(`/api/payments/${intentId}`).query({ client_secret: clientSecret }).expect(200);
    expect(processing.body.status).toBe("processing");
    fake.setStatus(intentId, "succeeded");
    const done = await request(t.app).get(`/api/payments/${intentId}`).query({ client_secret: clientSecret }).expect(200);
    expect(done.body.status).toBe("succeeded");
    expect((await donationRow(donationId))?.status).toBe("succeeded");
  });

  it("does not count a payment the payer asks about when Stripe charged another amount (one rule with the webhook)", async () => {
    const { intentId, clientSecret, donationId } = await donationWithIntent(50, "USD");
    const intent = fake.setStatus(intentId, "succeeded");
    intent.amount = 500;
    const res = await request(t.app).get(`/api/payments/${intentId}`).query({ client_secret: clientSecret }).expect(200);
    expect(res.body.status).toBe("pending");
    expect(await donationRow(donationId)).toMatchObject({ status: "pending", paidAt: null });
  });

  it("has no test-mode confirmation when Stripe is configured", async () => {
    const { intentId, clientSecret } = await donationWithIntent();
    await request(t.app).post(`/api/payments/${intentId}/test-confirm`).send({ clientSecret }).expect(404);
  });
});

describe("Stripe webhooks", () => {
  it("applies payment_intent.succeeded to the donation", async () => {
    const { donationId, intentId } = await donationWithIntent();
    const intent = fake.setStatus(intentId, "succeeded");
    const res = await webhook("payment_intent.succeeded", intent, intent.created + 5).expect(200);
    expect(res.body).toMatchObject({ received: true, result: "applied" });
    const row = await donationRow(donationId);
    expect(row).toMatchObject({ status: "succeeded" });
    expect(row?.paidAt?.getTime()).toBe((intent.created + 5) * 1000);
  });

  it("does not apply a success whose amount or currency is not what the record owes", async () => {
    const { donationId, intentId } = await donationWithIntent(50, "USD");
    const intent = fake.setStatus(intentId, "succeeded");
    intent.amount = 500; // $5 charged for a $50 donation
    const res = await webhook("payment_intent.succeeded", intent, intent.created + 5).expect(200);
    expect(res.body).toMatchObject({ received: true, result: "mismatch" });
    expect(await donationRow(donationId)).toMatchObject({ status: "pending", paidAt: null });
    // The operator is told, under the webhook's request id.
    expect(log.entries().some((line) => line.level === "error" && line.ref === intentId && typeof line.requestId === "string")).toBe(true);

    const other = await donationWithIntent(50, "USD");
    const euros = fake.setStatus(other.intentId, "succeeded");
    euros.currency = "eur";
    expect((await webhook("payment_intent.succeeded", euros, euros.created + 5).expect(200)).body.result).toBe("mismatch");
    expect(await donationRow(other.donationId)).toMatchObject({ status: "pending" });
  });

  it("activates a membership on payment_intent.succeeded", async () => {
    const res = await request(t.app)
      .post("/api/memberships")
      .send({ fullName: "Yao Kouassi", email: "yao@example.org", country: "Côte d’Ivoire", category: "adherent_individual", consent: true, language: "en" })
      .expect(201);
    const intent = fake.setStatus(res.body.paymentIntentId, "succeeded");
    await webhook("payment_intent.succeeded", intent, seconds("2026-02-01T10:00:00Z")).expect(200);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, res.body.membership.id));
    // The year the application named when it was filed, whenever the payment arrives (docs/decisions/015-which-year-dues-pay.md).
    expect(row).toMatchObject({ status: "active", paymentStatus: "succeeded", membershipYear: res.body.membership.membershipYear });
  });

  it("keeps a card payment that succeeds after staff recorded cash for the same dues, flags it paid twice — to refund, and pays the year once", async () => {
    // The payer's card went through at Stripe while the treasurer, told they had paid in cash, recorded it.
    const res = await request(t.app)
      .post("/api/memberships")
      .send({ fullName: "Kofi Mensah", email: "kofi@example.org", country: "Ghana", category: "adherent_individual", consent: true, language: "en" })
      .expect(201);
    const admin = await signIn(t.app);
    const cash = await admin
      .post(apiPaths.admin.payments)
      .set("Origin", ORIGIN)
      .send({ kind: "membership", id: res.body.membership.id, method: "cash", amount: 12_000, currency: "XOF", paidOn: new Date().toISOString().slice(0, 10), reference: "REC-0042" })
      .expect(201);
    const intent = fake.setStatus(res.body.paymentIntentId, "succeeded");
    await webhook("payment_intent.succeeded", intent, intent.created + 30).expect(200);

    const both = await t.db.select().from(payments).where(eq(payments.payableId, res.body.membership.id));
    const card = both.find((p) => p.provider === "stripe")!;
    expect(both.map((p) => p.status)).toEqual(["succeeded", "succeeded"]);
    expect(card.duplicateOf).toBe(cash.body.payment.id);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, res.body.membership.id));
    expect(row).toMatchObject({ status: "active", paymentStatus: "succeeded", memberPaidYears: [row!.membershipYear] });
    const years = await t.db.select().from(membershipYears).where(eq(membershipYears.memberId, row!.memberId!));
    expect(years.map((y) => [y.year, y.paymentId])).toEqual([[row!.membershipYear, cash.body.payment.id]]);
    // Staff see it to refund; the log says so as an error, as FedaPay's webhooks do.
    const stats = await admin.get(apiPaths.admin.stats).expect(200);
    expect(stats.body.toRefund).toMatchObject({ count: 1, totals: [{ currency: "XOF", count: 1, amount: 12_000 }] });
    expect(log.entries().some((line) => line.level === "error" && line.paymentId === card.id && /paid twice/.test(line.msg))).toBe(true);
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { donationId, intentId } = await donationWithIntent();
    const intent = fake.setStatus(intentId, "succeeded");
    const payload = JSON.stringify({ id: "evt_forged", object: "event", type: "payment_intent.succeeded", created: intent.created, data: { object: intent } });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const res = await request(t.app).post("/api/webhooks/stripe").set("Stripe-Signature", forged).set("Content-Type", "application/json").send(payload).expect(400);
    expect(res.body).toEqual({ message: "Invalid signature" });
    await request(t.app).post("/api/webhooks/stripe").set("Content-Type", "application/json").send(payload).expect(400);
    expect((await donationRow(donationId))?.status).toBe("pending");
    expect(await t.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, "stripe:evt_forged"))).toEqual([]);
  });

  it("applies an event delivered twice only once", async () => {
    const { donationId, intentId } = await donationWithIntent();
    const intent = fake.setStatus(intentId, "requires_payment_method");
    await webhook("payment_intent.payment_failed", intent, intent.created + 1, "evt_twice").expect(200);
    const again = await webhook("payment_intent.payment_failed", intent, intent.created + 1, "evt_twice").expect(200);
    expect(again.body.result).toBe("duplicate");
    expect((await donationRow(donationId))?.status).toBe("failed");
    expect(await t.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, "stripe:evt_twice"))).toHaveLength(1);
  });

  it("leaves the right final state when events arrive out of order", async () => {
    // The card was refused first, then a second attempt succeeded; Stripe delivers the failure last.
    const { donationId, intentId } = await donationWithIntent();
    const intent = fake.setStatus(intentId, "succeeded");
    await webhook("payment_intent.succeeded", intent, intent.created + 60).expect(200);
    await webhook("payment_intent.payment_failed", { ...intent, status: "requires_payment_method" }, intent.created + 10).expect(200);
    expect((await donationRow(donationId))?.status).toBe("succeeded");

    // A late "processing" does not undo a later failure either.
    const other = await donationWithIntent();
    const second = fake.setStatus(other.intentId, "requires_payment_method");
    await webhook("payment_intent.payment_failed", second, second.created + 30).expect(200);
    await webhook("payment_intent.processing", { ...second, status: "processing" }, second.created + 5).expect(200);
    expect((await donationRow(other.donationId))?.status).toBe("failed");
  });

  it("acknowledges and ignores event types it does not handle", async () => {
    const { donationId, intentId } = await donationWithIntent();
    const intent = fake.intents.get(intentId)!;
    const res = await webhook("payment_intent.created", intent, intent.created).expect(200);
    expect(res.body).toEqual({ received: true, ignored: "payment_intent.created" });
    expect((await donationRow(donationId))?.status).toBe("pending");
  });

  it("sends the page Stripe's publishable key, never the secret key", async () => {
    const pages = await createTestApp({
      pages: true,
      env: { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_PUBLISHABLE_KEY: "pk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    });
    try {
      const html = (await request(pages.app).get("/donate").expect(200)).text;
      expect(html).toContain('"stripePublishableKey":"pk_test_fake"');
      expect(html).not.toContain("sk_test_fake");
      expect(html).not.toContain(WEBHOOK_SECRET);
    } finally {
      await pages.close();
    }
  });
});
