/**
 * Memberships, donations and their payments (CONTRACT §4.2–4.5, §5). The server decides every
 * amount charged and when a payment counts.
 */
import express, { Router } from "express";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { currencies } from "../../shared/domain";
import { donations, insertDonationSchema, membershipApplicationSchema } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import type { Db } from "../db";
import { AppError } from "../errors";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "../lib/request-language";
import { WebhookSignatureError, type PaymentProvider } from "../payments/provider";
import { createDonation } from "../services/donations/create-donation";
import { applyForMembership } from "../services/memberships/apply-for-membership";
import { getSiteSettings } from "../services/settings/site-settings";
import { applyPaymentOutcome } from "../services/payments/apply-payment-outcome";
import { getPaymentStatus } from "../services/payments/get-payment-status";
import { startPayment } from "../services/payments/start-payment";

const createIntentSchema = z
  .object({
    donationId: z.uuid(),
    type: z.literal("donation").default("donation"),
    /** What the page thinks it is paying, in minor units: checked, never used. */
    amount: z.number().int().optional(),
    currency: z.enum(currencies).optional(),
  })
  .strict();

const secretSchema = z.object({ client_secret: z.string().min(1).max(300) });
const testConfirmSchema = z
  .object({ clientSecret: z.string().min(1).max(300), outcome: z.enum(["succeeded", "failed"]).default("succeeded") })
  .strict();

const publicMembership = (m: { id: string; fullName: string; category: string; status: string; duesAmount: number; duesCurrency: string }) => ({
  id: m.id,
  fullName: m.fullName,
  category: m.category,
  status: m.status,
  duesAmount: m.duesAmount,
  duesCurrency: m.duesCurrency,
});

export function paymentRoutes(db: Db, provider: PaymentProvider, options: { siteName: string; now: () => Date }) {
  const router = Router();

  router.post("/memberships", async (req, res) => {
    const lang = requestLanguage(req);
    const { dues } = await getSiteSettings(db);
    const input = membershipApplicationSchema(dues).parse(req.body, { error: errorMap(lang) });
    const { membership, intent } = await applyForMembership(db, provider, input, { siteName: options.siteName, duesInForce: dues });
    const m = apiMessages[membership.language];
    res.status(201).json({
      message: intent ? m.membershipPaymentRequired : m.membershipPending,
      requiresPayment: Boolean(intent),
      ...(intent ? { clientSecret: intent.clientSecret, paymentIntentId: intent.id } : {}),
      membership: publicMembership(membership),
    });
  });

  router.post("/donations", async (req, res) => {
    const lang = requestLanguage(req);
    const input = insertDonationSchema.parse(req.body, { error: errorMap(lang) });
    const donation = await createDonation(db, input);
    res.status(201).json({
      message: apiMessages[donation.language].donationCreated,
      donation: { id: donation.id, amount: donation.amount, currency: donation.currency, impactTier: donation.impactTier, status: donation.status },
    });
  });

  router.post("/create-payment-intent", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const input = createIntentSchema.parse(req.body, { error: errorMap(lang) });
    const [donation] = await db.select().from(donations).where(eq(donations.id, input.donationId)).limit(1);
    if (!donation) throw new AppError("notFound", m.donationNotFound);
    if (input.amount !== undefined && input.amount !== donation.amount)
      throw new AppError("badRequest", m.invalidInput, [{ path: "amount", message: m.amountMismatch }]);
    if (input.currency !== undefined && input.currency !== donation.currency)
      throw new AppError("badRequest", m.invalidInput, [{ path: "currency", message: m.currencyMismatch }]);
    if (donation.status === "succeeded") throw new AppError("conflict", m.alreadyPaid);
    const intent = await startPayment(
      db,
      provider,
      { kind: "donation", id: donation.id, amount: donation.amount, currency: donation.currency, email: donation.email, paymentIntentId: donation.paymentIntentId },
      `${options.siteName}: donation${donation.impactTier ? ` (${donation.impactTier})` : ""}`,
    );
    res.json({ clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amount, currency: intent.currency });
  });

  router.get("/payments/:id", async (req, res) => {
    const lang = requestLanguage(req);
    const { client_secret } = secretSchema.parse(req.query, { error: errorMap(lang) });
    const status = await getPaymentStatus(db, provider, req.params.id, client_secret, options.now());
    if (!status) throw new AppError("notFound", apiMessages[lang].paymentNotFound);
    res.json(status);
  });

  if (provider.name === "test") {
    // The test provider's "card form": paying runs the same fulfilment as a provider's confirmation.
    router.post("/payments/:id/test-confirm", async (req, res) => {
      const lang = requestLanguage(req);
      const input = testConfirmSchema.parse(req.body, { error: errorMap(lang) });
      if (!(await provider.checkClientSecret(req.params.id, input.clientSecret)))
        throw new AppError("notFound", apiMessages[lang].paymentNotFound);
      const found = await getPaymentStatus(db, provider, req.params.id, input.clientSecret, options.now());
      if (!found) throw new AppError("notFound", apiMessages[lang].paymentNotFound);
      await applyPaymentOutcome(db, { kind: found.kind, paymentIntentId: req.params.id, outcome: input.outcome, at: options.now() });
      res.json(await getPaymentStatus(db, provider, req.params.id, input.clientSecret, options.now()));
    });
  }

  return router;
}

/** Stripe's webhook: the raw body, its signature checked, each event applied once. */
export function stripeWebhookRoute(db: Db, provider: PaymentProvider) {
  const router = Router();
  router.post("/webhooks/stripe", express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    if (provider.name !== "stripe") throw new AppError("notFound", apiMessages.en.notFound);
    let event;
    try {
      event = provider.parseWebhook(req.body as Buffer, req.get("stripe-signature"));
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        req.log.warn("payment webhook refused: its signature does not verify");
        throw new AppError("badRequest", apiMessages.en.badSignature);
      }
      throw error;
    }
    if (event.type === "ignored") return res.json({ received: true, ignored: event.eventType });
    // Re-read the payment: a success the provider already knows about wins over an older event.
    const current = await provider.retrieveIntent(event.intent.id);
    const outcome = current?.state === "succeeded" ? "succeeded" : event.type;
    const kind = event.intent.kind ?? (await kindOf(db, event.intent.id));
    const charged = { amount: (current ?? event.intent).amount, currency: (current ?? event.intent).currency };
    const result = kind
      ? await applyPaymentOutcome(db, { kind, paymentIntentId: event.intent.id, outcome, at: event.createdAt, eventId: event.id, eventType: event.type, charged })
      : "unknown";
    if (result === "mismatch")
      req.log.error({ paymentIntentId: event.intent.id, kind, charged, eventId: event.id }, "payment charged differs from what the record owes; not applied");
    else req.log.info({ paymentIntentId: event.intent.id, kind, eventId: event.id, eventType: event.type, result }, "payment webhook");
    res.json({ received: true, result });
  });
  return router;
}

async function kindOf(db: Db, paymentIntentId: string) {
  const [donation] = await db.select({ id: donations.id }).from(donations).where(eq(donations.paymentIntentId, paymentIntentId)).limit(1);
  return donation ? ("donation" as const) : ("membership" as const);
}
