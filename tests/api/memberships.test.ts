import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { memberships, payments } from "../../shared/schema";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

const now = new Date("2026-03-10T09:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => now, formLimit: { windowMs: 60_000, limit: 1000 } });
});
afterAll(() => t.close());

const application = {
  fullName: "Koffi Mensah",
  email: "koffi@example.org",
  country: "Benin",
  category: "adherent_individual",
  consent: true,
  language: "en",
};
const apply = (overrides: Record<string, unknown> = {}) => request(t.app).post("/api/memberships").send({ ...application, ...overrides });

describe("POST /api/memberships", () => {
  it.each([
    ["adherent_individual", 12_000],
    ["adherent_organization", 120_000],
  ])("%s pays %i FCFA online", async (category, dues) => {
    const res = await apply({ category }).expect(201);
    expect(res.body).toMatchObject({
      message: "Membership Application Submitted. Please complete payment to activate your membership.",
      requiresPayment: true,
      clientSecret: expect.stringMatching(/^test_pi_\w+_secret_/),
      membership: { fullName: "Koffi Mensah", category, status: "pending", duesAmount: dues, duesCurrency: "XOF" },
    });
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, res.body.membership.id));
    expect(row).toMatchObject({ duesAmount: dues, duesCurrency: "XOF", consent: true });
    // Its card payment is a record of its own, for the dues stored with the application.
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, res.body.paymentIntentId));
    expect(payment).toMatchObject({ payableKind: "membership", payableId: row!.id, provider: "test", method: "card", amount: dues, currency: "XOF", status: "pending" });
  });

  it("lets a patron pay the amount they choose, from 500,000 FCFA", async () => {
    const res = await apply({ category: "patron", contributionAmount: 750_000 }).expect(201);
    expect(res.body).toMatchObject({ requiresPayment: true, membership: { duesAmount: 750_000, duesCurrency: "XOF" } });
    const low = await apply({ category: "patron", contributionAmount: 400_000 }).expect(400);
    expect(fieldWords(low.body.errors)).toEqual([{ path: "contributionAmount", message: "Patrons contribute at least 500,000\u00a0FCFA a year" }]);
    const fr = await apply({ category: "patron", contributionAmount: 400_000, language: "fr" }).expect(400);
    expect(fr.body.errors[0].message).toBe("Les bienfaiteurs versent au moins 500\u00a0000\u00a0FCFA par an");
    const missing = await apply({ category: "patron" }).expect(400);
    expect(missing.body.errors[0].path).toBe("contributionAmount");
  });

  it.each(["founder", "honorary", "active"])("%s pays nothing online: pending for the administrator", async (category) => {
    const res = await apply({ category }).expect(201);
    expect(res.body.requiresPayment).toBe(false);
    expect(res.body).not.toHaveProperty("clientSecret");
    expect(res.body.message).toMatch(/pending review/);
    expect(res.body.membership).toMatchObject({ status: "pending", duesAmount: 0 });
  });

  it("keeps the country as typed, and which country it is: Bénin, benin and BJ are one", async () => {
    const countries = [];
    for (const country of ["Bénin", "benin", "BJ", "Atlantis"]) {
      const res = await apply({ country, language: "fr" }).expect(201);
      const [row] = await t.db.select().from(memberships).where(eq(memberships.id, res.body.membership.id));
      countries.push({ country: row!.country, code: row!.countryCode });
    }
    expect(countries).toEqual([
      { country: "Bénin", code: "BJ" },
      { country: "benin", code: "BJ" },
      // A code, from a list, is kept as the country's name in the applicant's language.
      { country: "Bénin", code: "BJ" },
      { country: "Atlantis", code: null },
    ]);
  });

  it("answers a French applicant in French", async () => {
    const res = await apply({ category: "honorary", language: "fr" }).expect(201);
    expect(res.body.message).toMatch(/en attente d’examen/);
  });

  it("requires consent", async () => {
    const res = await apply({ consent: false }).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([
      { path: "consent", message: "You must consent to the processing of your personal data to apply" },
    ]);
  });

  it("refuses an unknown category, a bad e-mail and unknown fields", async () => {
    const res = await apply({ category: "vip", email: "nope" }).expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["category", "email"]);
    await apply({ status: "active" }).expect(400);
    await apply({ duesAmount: 1 }).expect(400);
  });

  it("activates the membership when the dues are paid, for the membership year", async () => {
    const res = await apply().expect(201);
    const { paymentIntentId, clientSecret } = res.body;
    await request(t.app).post(`/api/payments/${paymentIntentId}/test-confirm`).send({ clientSecret: "wrong" }).expect(404);
    const paid = await request(t.app).post(`/api/payments/${paymentIntentId}/test-confirm`).send({ clientSecret }).expect(200);
    expect(paid.body).toMatchObject({ status: "succeeded", kind: "membership", amount: 12_000, currency: "XOF" });
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, res.body.membership.id));
    expect(row).toMatchObject({ status: "active", paymentStatus: "succeeded", membershipYear: 2026 });
    expect(row?.paidAt?.toISOString()).toBe(now.toISOString());
  });

  it("keeps a membership pending when the payment fails", async () => {
    // Another person: Koffi paid this year above, and a member paid up is not charged again.
    const res = await apply({ email: "ama.declined@example.org" }).expect(201);
    const { paymentIntentId, clientSecret } = res.body;
    await request(t.app).post(`/api/payments/${paymentIntentId}/test-confirm`).send({ clientSecret, outcome: "failed" }).expect(200);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, res.body.membership.id));
    expect(row).toMatchObject({ status: "pending", paymentStatus: "failed", paidAt: null });
  });
});
