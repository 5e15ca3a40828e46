/**
 * The payer's proofs, HMACs with the server's secret, so nothing is stored: a payable's
 * token lets the browser that made a donation or an application start its payments; a payment's
 * token lets it ask where that payment stands (GET /api/payments/:id) and confirm a test payment.
 */
import { createHmac } from "node:crypto";
import type { PayableKind } from "../../../shared/domain";
import { sameSecret } from "../../payments/provider";

const sign = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("base64url").slice(0, 32);

export const payableToken = (secret: string, kind: PayableKind, id: string) => sign(secret, `payable:${kind}:${id}`);
export const paymentToken = (secret: string, paymentId: string) => sign(secret, `payment:${paymentId}`);

export const isPayableToken = (secret: string, kind: PayableKind, id: string, token: string) => sameSecret(payableToken(secret, kind, id), token);
export const isPaymentToken = (secret: string, paymentId: string, token: string) => sameSecret(paymentToken(secret, paymentId), token);
