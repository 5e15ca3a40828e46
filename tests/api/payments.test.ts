/**
 * The payments room with the built-in test provider: a payment started once the payer
 * chose the method, for a donation or an application, with its amount from the stored record; a
 * mobile-money number checked; one payment per idempotency key; the status asked by our own id;
 * a declined try, then a card payment that succeeds.
 */
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { donations, memberships, payments } from "../../shared/schema";
import { oldPayableToken, oldPaymentToken } from "../helpers/old-tokens";
import { createTestApp } from "../helpers/test-app";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";
import { fieldWords } from "../helpers/field-words";

const now = new Date("2026-03-10T09:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => now, formLimit: { windowMs: 60_000, limit: 1000 } });
});
afterEach(() => expectKeptCopiesAgree(t.db));
afterAll(() => t.close());

const application = { fullName: "Koffi Mensah", email: "koffi@example.org", country: "Benin", category: "adherent_individual", consent: true, language: "en" };
type Payable = { kind: string; id: string; token: string; amount: number; currency: string; methods: string[] };

// Each application its own applicant: the same one again would be answered with the first (one application, one record).
let applicants = 0;
async function applyLater(overrides: Record<string, unknown> = {}) {
  const res = await request(t.app)
    .post("/api/memberships?payment=later")
    .send({ ...application, email: `koffi${++applicants}@example.org`, ...overrides })
    .expect(201);
  return res.body as { payable: Payable; membership: { id: string; membershipYear: number | null }; clientSecret?: string; requiresPayment: boolean };
}

let keys = 0;
const start = (payable: Payable, body: Record<string, unknown> = {}, lang = "en") =>
  request(t.app)
    .post(`/api/payments?lang=${lang}`)
    .send({ payable: { kind: payable.kind, id: payable.id, token: payable.token }, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: `key-${++keys}-abcdef`, ...body });

const paymentsOf = (id: string) => t.db.select().from(payments).where(eq(payments.payableId, id));

describe("starting a payment once the payer chose how to pay", () => {
  it("files the application without starting any payment, and offers mobile money first for FCFA", async () => {
    const body = await applyLater();
    expect(body.requiresPayment).toBe(true);
    expect(body).not.toHaveProperty("clientSecret");
    expect(body.payable).toMatchObject({ kind: "membership", id: body.membership.id, amount: 12_000, currency: "XOF", methods: ["mobile_money", "card"] });
    expect(await paymentsOf(body.membership.id)).toEqual([]);
  });

  it("offers card only for a donation in dollars, and refuses mobile money for it", async () => {
    const res = await request(t.app).post("/api/donations").send({ email: "ama@example.org", amount: 50, currency: "USD", impactTier: "train_learner", language: "en" }).expect(201);
    expect(res.body.payable).toMatchObject({ kind: "donation", amount: 5_000, currency: "USD", methods: ["card"] });
    const refused = await start(res.body.payable).expect(400);
    expect(fieldWords(refused.body.errors)).toEqual([{ path: "method", message: "This way of paying is not available for this amount: choose another" }]);
  });

  it("pushes a mobile-money request for the stored dues, and the payer approves it on the phone", async () => {
    const { payable, membership } = await applyLater();
    const started = await start(payable, { phone: "+229 01 97 12 34 56" }).expect(201);
    expect(started.body.next).toEqual({ type: "confirm_on_phone", fallbackUrl: null });
    expect(started.body.payment).toMatchObject({ kind: "membership", status: "pending", amount: 12_000, currency: "XOF", method: "mobile_money", provider: "test", operator: "mtn", phoneEnding: "•• 34 56" });
    const { id } = started.body.payment;
    const token = started.body.token as string;

    const pending = await request(t.app).get(`/api/payments/${id}`).query({ client_secret: token }).expect(200);
    expect(pending.body.status).toBe("pending");
    await request(t.app).get(`/api/payments/${id}`).query({ client_secret: "someone-else" }).expect(404);

    const approved = await request(t.app).post(`/api/payments/${id}/test-confirm`).send({ clientSecret: token, outcome: "succeeded" }).expect(200);
    expect(approved.body.status).toBe("succeeded");
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, membership.id));
    expect(row).toMatchObject({ status: "active", paymentStatus: "succeeded", membershipYear: 2026 });
    expect(await paymentsOf(membership.id)).toEqual([expect.objectContaining({ phone: "0197123456", operator: "mtn", status: "succeeded", paidAt: now })]);
    // Paid: no second payment can start.
    const again = await start(payable).expect(409);
    expect(again.body.message).toBe("This has already been paid");
  });

  it("makes one payment of a double tap (the same idempotency key twice, at once)", async () => {
    const { payable, membership } = await applyLater();
    const body = { idempotencyKey: "double-tap-0001" };
    const [a, b] = await Promise.all([start(payable, body), start(payable, body)]);
    const answered = [a, b].filter((res) => res.status === 201);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const res of [a, b]) expect([201, 409]).toContain(res.status);
    const late = await start(payable, body).expect(201);
    expect(new Set([...answered, late].map((res) => res.body.payment.id)).size).toBe(1);
    expect(await paymentsOf(membership.id)).toHaveLength(1);
  });

  it("keeps a declined try, then takes the dues by card", async () => {
    const { payable, membership } = await applyLater();
    const first = await start(payable, { phone: "0166000000" }).expect(201);
    await request(t.app).post(`/api/payments/${first.body.payment.id}/test-confirm`).send({ clientSecret: first.body.token, outcome: "failed" }).expect(200);
    const declined = await request(t.app).get(`/api/payments/${first.body.payment.id}`).query({ client_secret: first.body.token }).expect(200);
    expect(declined.body).toMatchObject({ status: "failed", failureReason: "test_declined" });
    expect((await t.db.select().from(memberships).where(eq(memberships.id, membership.id)))[0]).toMatchObject({ status: "pending", paymentStatus: "failed" });

    const card = await start(payable, { method: "card", phone: undefined }).expect(201);
    expect(card.body.next).toMatchObject({ type: "card", provider: "test", clientSecret: expect.stringMatching(/^test_pi_/) });
    await request(t.app).post(`/api/payments/${card.body.payment.id}/test-confirm`).send({ clientSecret: card.body.token }).expect(200);
    const tries = await paymentsOf(membership.id);
    expect(tries.map((p) => [p.method, p.status]).sort()).toEqual([
      ["card", "succeeded"],
      ["mobile_money", "failed"],
    ]);
    expect((await t.db.select().from(memberships).where(eq(memberships.id, membership.id)))[0]).toMatchObject({ status: "active", paymentStatus: "succeeded" });
    // A late decline of the first try changes nothing.
    await request(t.app).post(`/api/payments/${first.body.payment.id}/test-confirm`).send({ clientSecret: first.body.token, outcome: "failed" }).expect(200);
    expect((await t.db.select().from(memberships).where(eq(memberships.id, membership.id)))[0]).toMatchObject({ status: "active" });
  });

  it.each([
    ["en", "", "phone", "Enter the mobile money number to charge"],
    ["en", "21 30 12 34", "phone", "Enter a Benin mobile number of 10 digits starting with 01, e.g. 01\u00a097\u00a012\u00a034\u00a056"],
    ["fr", "01 97 12 34", "phone", "Saisissez un numéro mobile du Bénin de 10\u00a0chiffres commençant par 01, par exemple 01\u00a097\u00a012\u00a034\u00a056"],
    ["fr", "+33 6 12 34 56 78", "phone", "Le mobile money est proposé ici pour les numéros du Bénin (+229)\u00a0: avec un numéro d’un autre pays, payez par carte"],
    ["en", "0121123456", "operator", "Choose the operator of this number (MTN, Moov or Celtiis)"],
  ])("refuses the number (%s) %j on %s with a clear message", async (lang, phone, path, message) => {
    const { payable, membership } = await applyLater();
    const res = await start(payable, { phone }, lang).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path, message }]);
    expect(await paymentsOf(membership.id)).toEqual([]);
  });

  it("takes the operator the payer chose over the number's prefix (a ported number)", async () => {
    const { payable } = await applyLater();
    const res = await start(payable, { phone: "0197123456", operator: "moov" }).expect(201);
    expect(res.body.payment.operator).toBe("moov");
  });

  it("starts nothing without the record's token, or for a record that does not exist", async () => {
    const { payable, membership } = await applyLater();
    await start({ ...payable, token: "forged" }).expect(404);
    await start({ ...payable, kind: "donation" }).expect(404);
    await start({ ...payable, id: "00000000-0000-4000-8000-000000000000" }).expect(404);
    const bad = await start(payable, { method: "cash" }).expect(400);
    expect(bad.body.errors[0].path).toBe("method");
    expect(await paymentsOf(membership.id)).toEqual([]);
  });

  it("sends the payer of a donation back to our return page, asking by our own id", async () => {
    const res = await request(t.app).post("/api/donations").send({ email: "ama@example.org", amount: 30_000, currency: "XOF", impactTier: "train_learner", language: "fr" }).expect(201);
    const started = await start(res.body.payable, { phone: "01 95 00 00 01" }).expect(201);
    expect(started.body.payment).toMatchObject({ operator: "moov", amount: 30_000, currency: "XOF", kind: "donation" });
    await request(t.app).post(`/api/payments/${started.body.payment.id}/test-confirm`).send({ clientSecret: started.body.token }).expect(200);
    const [row] = await t.db.select().from(donations).where(eq(donations.id, res.body.donation.id));
    expect(row).toMatchObject({ status: "succeeded", paidAt: now });
  });
});

describe("the payer's confirmation in the payment's status", () => {
  const status = (id: string, token: string) => request(t.app).get(`/api/payments/${id}`).query({ client_secret: token }).expect(200);

  it("gives dues paid their year, the receipt's number, the masked address and both documents' private links", async () => {
    const { payable, membership } = await applyLater({ email: "awa.diallo@gmail.com" });
    // The year is named before anything is paid.
    expect(membership).toMatchObject({ membershipYear: 2026 });
    const started = await start(payable).expect(201);
    const { id } = started.body.payment as { id: string };
    const token = started.body.token as string;
    expect(started.body.payment.confirmation).toBeNull();
    expect((await status(id, token)).body.confirmation).toBeNull();

    await request(t.app).post(`/api/payments/${id}/test-confirm`).send({ clientSecret: token }).expect(200);
    const paid = await status(id, token);
    expect(paid.body).toMatchObject({ status: "succeeded", amount: 12_000, currency: "XOF" });
    const confirmation = paid.body.confirmation as { receiptNumber: string; sentTo: string; year: number | null; documents: { receipt: string; attestation: string | null } };
    expect(confirmation).toMatchObject({ sentTo: "a•••@gmail.com", year: 2026 });
    expect(confirmation.receiptNumber).toMatch(/^2026-\d{6}$/);
    // Asked again, the same receipt: a number is given once.
    expect((await status(id, token)).body.confirmation.receiptNumber).toBe(confirmation.receiptNumber);
    // The links open the payer's own documents.
    const receipt = await request(t.app).get(confirmation.documents.receipt).expect(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(confirmation.documents.attestation).toMatch(/^\/api\/documents\/a\./);
    await request(t.app).get(confirmation.documents.attestation!).expect(200);
    // Nothing of it without the payer's proof.
    await request(t.app).get(`/api/payments/${id}`).query({ client_secret: "someone-else" }).expect(404);
  });

  it("says a donation is a gift, with its receipt only", async () => {
    const res = await request(t.app).post("/api/donations").send({ email: "yao@example.org", amount: 20_000, currency: "XOF", impactTier: null, language: "fr" }).expect(201);
    const started = await start(res.body.payable).expect(201);
    const confirmed = await request(t.app).post(`/api/payments/${started.body.payment.id}/test-confirm?lang=fr`).send({ clientSecret: started.body.token }).expect(200);
    expect(confirmed.body.confirmation).toMatchObject({ sentTo: "y•••@example.org", year: null, documents: { attestation: null } });
    expect(confirmed.body.confirmation.receiptNumber).toMatch(/^2026-\d{6}$/);
    await request(t.app).get(confirmed.body.confirmation.documents.receipt).expect(200);
  });

  it("gives a declined payment no confirmation", async () => {
    const { payable } = await applyLater();
    const started = await start(payable).expect(201);
    const declined = await request(t.app).post(`/api/payments/${started.body.payment.id}/test-confirm`).send({ clientSecret: started.body.token, outcome: "failed" }).expect(200);
    expect(declined.body).toMatchObject({ status: "failed", confirmation: null });
  });
});

describe("the payer's proofs handed out before the signed-token helper", () => {
  it("still start a payment and read where it stands", async () => {
    const secret = "test-secret-test-secret-test-secret-0123";
    const { payable } = await applyLater();
    const started = await start({ ...payable, token: oldPayableToken(secret, payable.kind, payable.id) }).expect(201);
    const id = started.body.payment.id as string;
    const status = await request(t.app).get(`/api/payments/${id}`).query({ client_secret: oldPaymentToken(secret, id) }).expect(200);
    expect(status.body).toMatchObject({ id, status: "pending" });
  });
});
