/**
 * Payments, for anything payable (docs/rules.md R10): start one once the payer chose the
 * method, ask where it stands, and — where the test provider is live — confirm or decline it as
 * a provider's webhook would. The amount always comes from the stored payable.
 */
import { Router, type Request } from "express";
import { z } from "zod";
import type { PayableRef, StartPaymentResponse } from "../../shared/api-types";
import { mobileOperators, onlineMethods, payableKinds, type Language, type PayableKind } from "../../shared/domain";
import { isForeignNumber, normalizeBeninMobile, operatorOf } from "../../shared/phone";
import { paths } from "../../shared/paths";
import { errorMap } from "../../shared/validation";
import { AppError } from "../lib/errors";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "../http/request-language";
import { ProviderUnavailableError, type MobileNumber } from "../payments/provider";
import { applyPaymentOutcome, logPaidTwice } from "../services/payments/apply-payment-outcome";
import { findPaymentForPayer, payerView, refreshPayment } from "../services/payments/get-payment-status";
import { payables } from "../services/payments/payables";
import { startPayment, type StartPaymentResult } from "../services/payments/start-payment";
import { isPayableToken, payableToken, paymentToken } from "../services/payments/tokens";
import type { PaymentDeps } from "./payments-deps";

const startSchema = z
  .object({
    payable: z.object({ kind: z.enum(payableKinds), id: z.uuid(), token: z.string().min(1).max(100) }).strict(),
    method: z.enum(onlineMethods),
    phone: z.string().max(40).optional(),
    operator: z.enum(mobileOperators).optional(),
    idempotencyKey: z.string().trim().min(8).max(100),
  })
  .strict();

const secretSchema = z.object({ client_secret: z.string().min(1).max(300) });
const testConfirmSchema = z
  .object({ clientSecret: z.string().min(1).max(300), outcome: z.enum(["succeeded", "failed"]).default("succeeded") })
  .strict();

/** What the payer's browser needs to start a payment for a record it just made. */
export function payableRef(deps: Pick<PaymentDeps, "payments" | "secret">, kind: PayableKind, record: { id: string; amount: number; currency: PayableRef["currency"] }): PayableRef {
  return {
    kind,
    id: record.id,
    token: payableToken(deps.secret, kind, record.id),
    amount: record.amount,
    currency: record.currency,
    methods: deps.payments.methodsFor(record.currency),
  };
}

/** The mobile-money number of a start, checked as the form checks it; a 400 on the `phone` field otherwise. */
function mobileNumber(lang: Language, phone: string | undefined, operator: MobileNumber["operator"] | undefined): MobileNumber {
  const m = apiMessages[lang];
  const refuse = (message: string, path = "phone") => new AppError("badRequest", m.invalidInput, [{ path, message }]);
  if (!phone?.trim()) throw refuse(m.phoneRequired);
  if (isForeignNumber(phone)) throw refuse(m.phoneCountry);
  const number = normalizeBeninMobile(phone);
  if (!number) throw refuse(m.phoneFormat);
  const carrier = operator ?? operatorOf(number);
  if (!carrier) throw refuse(m.phoneOperator, "operator");
  return { number, operator: carrier };
}

/** Our return page for a payment, in the payer's language, with the proof it asks the server with. */
const returnUrl = (deps: PaymentDeps, lang: Language) => (paymentId: string) =>
  `${deps.publicUrl}${lang === "fr" ? "/fr" : ""}${paths.paymentSuccess}?payment=${paymentId}&token=${paymentToken(deps.secret, paymentId)}`;

export function paymentRoutes(deps: PaymentDeps) {
  const { db, payments, secret } = deps;
  const router = Router();

  router.post("/payments", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const input = startSchema.parse(req.body, { error: errorMap(lang) });
    if (!isPayableToken(secret, input.payable.kind, input.payable.id, input.payable.token, deps.now())) throw new AppError("notFound", m.payableNotFound);
    const phone = input.method === "mobile_money" ? mobileNumber(lang, input.phone, input.operator) : null;
    let result: StartPaymentResult;
    try {
      result = await startPayment(db, payments, {
        kind: input.payable.kind,
        id: input.payable.id,
        method: input.method,
        phone,
        idempotencyKey: input.idempotencyKey,
        siteName: deps.siteName,
        returnUrl: returnUrl(deps, lang),
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      req.log.warn({ provider: error.provider, refused: error.refused, reason: error.message }, "payment provider did not start a payment");
      // Only a refusal that named the number is the payer's to fix; any other is not theirs.
      if (error.aboutPhone && input.method === "mobile_money") throw new AppError("badRequest", m.invalidInput, [{ path: "phone", message: m.phoneRefused }]);
      throw new AppError("unavailable", m.providerUnavailable);
    }
    if (result.kind !== "started") {
      if (result.kind === "notFound") throw new AppError("notFound", m.payableNotFound);
      if (result.kind === "erased") throw new AppError("gone", m.payableGone);
      if (result.kind === "alreadyPaid") throw new AppError("conflict", m.alreadyPaid);
      if (result.kind === "methodUnavailable") throw new AppError("badRequest", m.invalidInput, [{ path: "method", message: m.methodUnavailable }]);
      throw new AppError("conflict", m.paymentInProgress);
    }
    if (result.payment.status === "failed")
      req.log.warn(
        { paymentId: result.payment.id, provider: result.payment.provider, reason: result.payment.failureReason, detail: result.failureDetail },
        "payment started but failed at once (the push to the phone): the payer is told, with the provider's page offered",
      );
    else req.log.info({ paymentId: result.payment.id, provider: result.payment.provider, method: result.payment.method }, "payment started");
    const body: StartPaymentResponse = { payment: await payerView(db, secret, result.payment, deps.now()), token: paymentToken(secret, result.payment.id), next: result.next };
    res.status(201).json(body);
  });

  const payerPayment = async (req: Request, proof: string) => {
    const payment = await findPaymentForPayer(db, payments, secret, String(req.params.id), proof);
    if (!payment) throw new AppError("notFound", apiMessages[requestLanguage(req)].paymentNotFound);
    return payment;
  };

  router.get("/payments/:id", async (req, res) => {
    const lang = requestLanguage(req);
    const { client_secret } = secretSchema.parse(req.query, { error: errorMap(lang) });
    const payment = await payerPayment(req, client_secret);
    let current = payment;
    try {
      const refreshed = await refreshPayment(db, payments, payment, deps.now());
      current = refreshed.payment;
      if (refreshed.paidTwice) logPaidTwice(req.log, current);
      await deps.runEffects(refreshed.effects);
    } catch (error) {
      // The provider is down: what we know is still the answer; the reconciliation asks again later.
      if (!(error instanceof ProviderUnavailableError)) throw error;
    }
    res.json(await payerView(db, secret, current, deps.now()));
  });

  if (payments.byName("test")) {
    // The test provider's card form and "phone": confirming runs the same fulfilment as a provider's webhook.
    router.post("/payments/:id/test-confirm", async (req, res) => {
      const lang = requestLanguage(req);
      const input = testConfirmSchema.parse(req.body, { error: errorMap(lang) });
      const payment = await payerPayment(req, input.clientSecret);
      if (payment.provider !== "test") throw new AppError("notFound", apiMessages[lang].paymentNotFound);
      const { payment: applied, paidTwice, effects } = await applyPaymentOutcome(db, {
        paymentId: payment.id,
        state: input.outcome,
        at: deps.now(),
        failureReason: input.outcome === "failed" ? "test_declined" : null,
      });
      await deps.runEffects(effects);
      // Logged as the webhooks log it: staff find every payment to refund with one search.
      if (paidTwice) logPaidTwice(req.log, applied ?? payment);
      res.json(await payerView(db, secret, applied ?? payment, deps.now()));
    });
  }

  return router;
}

/** Starts a card payment at once for clients that expect a client secret with it (docs/rules.md R15). */
export async function startLegacyCardPayment(deps: PaymentDeps, req: Request, kind: PayableKind, id: string) {
  const lang = requestLanguage(req);
  const payable = await payables[kind].load(deps.db, id);
  if (!payable) return { result: { kind: "notFound" } satisfies StartPaymentResult, card: null };
  if (payable.erased) return { result: { kind: "erased" } satisfies StartPaymentResult, card: null };
  if (payable.paid) return { result: { kind: "alreadyPaid" } satisfies StartPaymentResult, card: null };
  // Only a card form answers a client secret. FedaPay's hosted page would be a transaction made at
  // FedaPay that no such client ever opens, left pending until the reconciliation closes it as failed.
  const form = deps.payments.forMethod("card", payable.currency)?.name;
  if (form !== "stripe" && form !== "test") return { result: { kind: "methodUnavailable" } satisfies StartPaymentResult, card: null };
  // One card payment per record and amount: a reload of the payment step finds the same one.
  const key = `card-${payable.amount}-${payable.currency}`;
  let result;
  try {
    result = await startPayment(deps.db, deps.payments, { kind, id, method: "card", phone: null, idempotencyKey: key, siteName: deps.siteName, returnUrl: returnUrl(deps, lang) });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new AppError("unavailable", apiMessages[lang].providerUnavailable);
    throw error;
  }
  if (result.kind !== "started" || result.next.type !== "card") return { result, card: null };
  return { result, card: { clientSecret: result.next.clientSecret, paymentIntentId: result.payment.providerRef ?? result.payment.id, payment: result.payment } };
}
