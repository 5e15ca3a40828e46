/**
 * Providers' webhooks at POST /api/webhooks/:provider: the raw body, its signature
 * verified by the provider, then the payment re-read from the provider (the body is not the
 * authority) and applied through the one rule every confirmation goes through — once per
 * event, amount and currency checked, a success final. Mounted before any JSON parsing and the
 * same-origin guard: a provider is no browser.
 */
import express, { Router, type ErrorRequestHandler, type Request, type Response } from "express";
import type { Db } from "../db";
import { AppError } from "../lib/errors";
import { apiMessages } from "../lib/api-messages";
import type { PaymentRegistry } from "../payments";
import { WebhookSignatureError } from "../payments/provider";
import { recordServiceFailure, recordServiceSuccess, webhookSignatureKey } from "../services/admin/service-health";
import type { RunEffects } from "../services/effects";
import { applyPaymentOutcome, findPaymentByRef, logPaidTwice, webhookVerdict } from "../services/payments/apply-payment-outcome";

/** The raw body's own limit, said in its own words (the JSON bodies' 100 KB is not this route's). */
const WEBHOOK_LIMIT = "1mb";
const tooLarge: ErrorRequestHandler = (error, _req, _res, next) => {
  if ((error as { type?: unknown } | null)?.type === "entity.too.large") return next(new AppError("payloadTooLarge", apiMessages.en.webhookTooLarge));
  next(error);
};

export function webhookRoutes(db: Db, payments: PaymentRegistry, now: () => Date, runEffects: RunEffects) {
  const router = Router();
  router.post("/webhooks/:provider", express.raw({ type: "*/*", limit: WEBHOOK_LIMIT }), tooLarge, async (req: Request, res: Response) => {
    const provider = payments.byName(String(req.params.provider));
    if (!provider || provider.name === "test") throw new AppError("notFound", apiMessages.en.notFound);
    let event;
    // Signatures that keep failing (a secret set wrong) warn the staff on the dashboard (services/admin/alerts.ts); counting never changes the answer.
    const counted = (outcome: Promise<void>) => outcome.catch((error: unknown) => req.log.error({ err: error, provider: provider.name }, "a webhook's signature check could not be counted"));
    try {
      event = provider.parseWebhook(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.headers, now());
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        req.log.warn({ provider: provider.name, reason: error.message }, "payment webhook refused: its signature does not verify");
        await counted(recordServiceFailure(db, webhookSignatureKey(provider.name), now(), error.message));
        throw new AppError("badRequest", apiMessages.en.badSignature);
      }
      throw error;
    }
    await counted(recordServiceSuccess(db, webhookSignatureKey(provider.name), now()));
    if (event.type === "ignored") {
      // Signed but in a shape we do not read: acknowledged (no retry storm), its shape logged to learn from.
      if (event.unreadable)
        req.log.warn({ provider: provider.name, shape: event.unreadable }, "payment webhook in a shape we do not read: acknowledged and ignored; the reconciliation still checks its payment");
      return res.json({ received: true, ignored: event.eventType });
    }

    const payment = await findPaymentByRef(db, provider.name, event.ref);
    // Not ours (another site on the same account, or a payment made before this one existed): acknowledged, nothing changes.
    if (!payment) {
      req.log.warn({ provider: provider.name, ref: event.ref, eventId: event.eventId }, "payment webhook for an unknown payment");
      return res.json({ received: true, result: "unknown" });
    }
    // The provider's word now (undefined: it cannot be reached); a success unconfirmed by it is delivered again.
    const verdict = webhookVerdict(event.payment, await provider.retrieve(event.ref).catch(() => undefined));
    if (verdict.kind === "retry") throw new AppError("unavailable", apiMessages.en.providerUnavailable);
    if (verdict.kind === "pending") return res.json({ received: true, result: "pending" });
    const { charged } = verdict;
    const { result, paidTwice, effects } = await applyPaymentOutcome(db, {
      paymentId: payment.id,
      state: verdict.state,
      at: event.createdAt,
      eventId: event.eventId,
      eventType: event.eventType,
      charged,
      failureReason: verdict.failureReason,
      mobile: verdict.mobile,
    });
    await runEffects(effects);
    if (paidTwice) logPaidTwice(req.log, payment);
    if (result === "mismatch")
      req.log.error({ paymentId: payment.id, provider: provider.name, ref: event.ref, charged, eventId: event.eventId }, "payment charged differs from what the record owes; not applied");
    else req.log.info({ paymentId: payment.id, provider: provider.name, eventId: event.eventId, eventType: event.eventType, result }, "payment webhook");
    res.json({ received: true, result });
  });
  return router;
}
