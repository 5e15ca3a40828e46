import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { donations, payments } from "../../shared/schema";
import { createTestApp } from "../helpers/test-app";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ formLimit: { windowMs: 60_000, limit: 1000 } });
});
afterEach(() => expectKeptCopiesAgree(t.db));
afterAll(() => t.close());

const gift = { email: "ama@example.org", amount: 50, currency: "USD", impactTier: "train_learner", language: "en" };
const donate = (overrides: Record<string, unknown> = {}) => request(t.app).post("/api/donations").send({ ...gift, ...overrides });
const intentFor = (donationId: string, extra: Record<string, unknown> = {}) =>
  request(t.app).post("/api/create-payment-intent").send({ donationId, type: "donation", ...extra });

describe("donations and their payment", () => {
  it.each([
    [{ amount: 30_000, currency: "XOF", impactTier: "train_learner" }, 30_000, "XOF"],
    [{ amount: 50, currency: "USD", impactTier: "train_learner" }, 5_000, "USD"],
    [{ amount: 45, currency: "EUR", impactTier: "train_learner" }, 4_500, "EUR"],
    [{ amount: 1_300, currency: "CAD", impactTier: "fund_cohort" }, 130_000, "CAD"],
    [{ amount: 12_345, currency: "XOF", impactTier: undefined }, 12_345, "XOF"],
  ])("%o is stored and charged as %i minor units of %s", async (input, minor, currency) => {
    const res = await donate(input).expect(201);
    expect(res.body.message).toBe("Donation Created. Please complete your payment to finalize the donation.");
    expect(res.body.donation).toMatchObject({ amount: minor, currency, status: "pending" });
    const intent = await intentFor(res.body.donation.id, { amount: minor, currency }).expect(200);
    expect(intent.body).toMatchObject({ amount: minor, currency, clientSecret: expect.stringMatching(/_secret_/) });
    const [row] = await t.db.select().from(donations).where(eq(donations.id, res.body.donation.id));
    expect(row).toMatchObject({ amount: minor, currency });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, intent.body.paymentIntentId));
    expect(payment).toMatchObject({ payableKind: "donation", payableId: row!.id, amount: minor, currency, status: "pending" });
  });

  it("defaults the currency to USD", async () => {
    const { currency: _c, impactTier: _t, ...rest } = gift;
    const res = await request(t.app).post("/api/donations").send(rest).expect(201);
    expect(res.body.donation).toMatchObject({ amount: 5_000, currency: "USD" });
  });

  it("refuses a tampered amount when creating the payment", async () => {
    const res = await donate().expect(201);
    const tampered = await intentFor(res.body.donation.id, { amount: 100 }).expect(400);
    expect(fieldWords(tampered.body.errors)).toEqual([{ path: "amount", message: "The amount does not match the donation" }]);
    await intentFor(res.body.donation.id, { currency: "XOF" }).expect(400);
    await intentFor("00000000-0000-4000-8000-000000000000").expect(404);
    await intentFor("not-a-uuid").expect(400);
  });

  it("refuses a tier whose amount is not the tier's", async () => {
    const res = await donate({ amount: 40 }).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "amount", message: "This amount is not the amount of the chosen impact tier" }]);
  });

  it.each([
    [{ currency: "GBP" }, "currency", /Invalid enum value. Expected 'USD' \| 'EUR' \| 'CAD' \| 'XOF', received 'GBP'/],
    [{ amount: 0, impactTier: null }, "amount", /^The amount must be at least \$1$/],
    [{ amount: -5, impactTier: null }, "amount", /^The amount must be at least \$1$/],
    [{ amount: 12.5, impactTier: null }, "amount", /^Expected integer, received float$/],
    [{ amount: 1_000_000, impactTier: null }, "amount", /^The amount must be at most \$999,999$/],
    [{ amount: 100, currency: "XOF", impactTier: null }, "amount", /^The amount must be at least 500\u00a0FCFA$/],
    [{ amount: "50" }, "amount", /^Expected number, received string$/],
  ])("refuses %o with a clear message on %s", async (overrides, path, message) => {
    const res = await donate(overrides).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path, message: expect.stringMatching(message) }]);
  });

  it("says so in French", async () => {
    const res = await donate({ amount: 0, impactTier: null, language: "fr", currency: "EUR" }).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "amount", message: "Le montant doit être d’au moins 1\u00a0€" }]);
  });

  it("records the outcome of the payment, once", async () => {
    const res = await donate().expect(201);
    const intent = await intentFor(res.body.donation.id).expect(200);
    const { paymentIntentId, clientSecret } = intent.body;
    const status = await request(t.app).get(`/api/payments/${paymentIntentId}`).query({ client_secret: clientSecret }).expect(200);
    expect(status.body).toMatchObject({ status: "pending", kind: "donation", amount: 5_000, currency: "USD" });
    await request(t.app).get(`/api/payments/${paymentIntentId}`).query({ client_secret: "nope" }).expect(404);
    await request(t.app).get(`/api/payments/${paymentIntentId}`).expect(400);
    await request(t.app).post(`/api/payments/${paymentIntentId}/test-confirm`).send({ clientSecret }).expect(200);
    const paid = await request(t.app).get(`/api/payments/${paymentIntentId}`).query({ client_secret: clientSecret }).expect(200);
    expect(paid.body.status).toBe("succeeded");
    // A success is final; paying it again is refused.
    await request(t.app).post(`/api/payments/${paymentIntentId}/test-confirm`).send({ clientSecret, outcome: "failed" }).expect(200);
    const [row] = await t.db.select().from(donations).where(eq(donations.id, res.body.donation.id));
    expect(row).toMatchObject({ status: "succeeded" });
    expect(row?.paidAt).toBeInstanceOf(Date);
    await intentFor(res.body.donation.id).expect(409);
  });
});
