/**
 * Donations (docs/rules.md R3, R9): a pledge is stored, then paid through the
 * payments room. POST /api/create-payment-intent remains for the specification's clients (R15): it starts
 * a card payment for a donation and answers its client secret.
 */
import { Router } from "express";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DonationResponse } from "../../shared/api-types";
import { currencies } from "../../shared/domain";
import { donations, insertDonationSchema, type Donation } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import { AppError } from "../lib/errors";
import { apiMessages } from "../lib/api-messages";
import { keepSubmission } from "../http/idempotent-submissions";
import { requestLanguage } from "../http/request-language";
import { createDonation } from "../services/donations/create-donation";
import { payableRef, startLegacyCardPayment } from "./payments";
import type { PaymentDeps } from "./payments-deps";

const createIntentSchema = z
  .object({
    donationId: z.uuid(),
    type: z.literal("donation").default("donation"),
    /** What the page thinks it is paying, in minor units: checked, never used. */
    amount: z.number().int().optional(),
    currency: z.enum(currencies).optional(),
  })
  .strict();

export function donationRoutes(deps: PaymentDeps) {
  const router = Router();

  router.post("/donations", async (req, res) => {
    const lang = requestLanguage(req);
    const input = insertDonationSchema.parse(req.body, { error: errorMap(lang) });
    const answer = (donation: Donation): DonationResponse => ({
      message: apiMessages[donation.language].donationCreated,
      donation: { id: donation.id, amount: donation.amount, currency: donation.currency, impactTier: donation.impactTier, status: donation.status },
      payable: payableRef(deps, "donation", donation),
    });
    const donation = await createDonation(deps.db, input, (tx, row) => keepSubmission(tx, res, 201, answer(row)));
    res.status(201).json(answer(donation));
  });

  router.post("/create-payment-intent", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const input = createIntentSchema.parse(req.body, { error: errorMap(lang) });
    const [donation] = await deps.db.select().from(donations).where(eq(donations.id, input.donationId)).limit(1);
    if (!donation) throw new AppError("notFound", m.donationNotFound);
    if (input.amount !== undefined && input.amount !== donation.amount)
      throw new AppError("badRequest", m.invalidInput, [{ path: "amount", message: m.amountMismatch }]);
    if (input.currency !== undefined && input.currency !== donation.currency)
      throw new AppError("badRequest", m.invalidInput, [{ path: "currency", message: m.currencyMismatch }]);
    const { result, card } = await startLegacyCardPayment(deps, req, "donation", donation.id);
    if (result.kind === "alreadyPaid") throw new AppError("conflict", m.alreadyPaid);
    if (!card) throw new AppError("badRequest", m.invalidInput, [{ path: "currency", message: m.methodUnavailable }]);
    const body = { clientSecret: card.clientSecret, paymentIntentId: card.paymentIntentId, amount: donation.amount, currency: donation.currency };
    // The payment is one per donation and amount whatever the key (startPayment): the key only keeps its answer.
    await keepSubmission(deps.db, res, 200, body);
    res.json(body);
  });

  return router;
}
