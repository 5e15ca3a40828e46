/**
 * The payer's proofs, HMACs with the server's secret, so nothing is stored: a payable's
 * token lets the browser that made a donation or an application start its payments; a payment's
 * token lets it ask where that payment stands (GET /api/payments/:id) and confirm a test payment.
 */
import { createHmac } from "node:crypto";
import type { PayableKind } from "../../../shared/domain";
import { sameSecret } from "../../payments/provider";

const sign = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("base64url").slice(0, 32);

/**
 * A year's token is signed apart (`:2`): until November 2026 the renewal mails' links carried the
 * year's payable token itself, so such a link, however old, could pay; now links end
 * (services/renewals/renewal-link.ts) and the payable token is only what a valid link's page hands over.
 */
const payablePurpose = (kind: PayableKind, id: string) => (kind === "membership_year" ? `payable:${kind}:2:${id}` : `payable:${kind}:${id}`);

export const payableToken = (secret: string, kind: PayableKind, id: string) => sign(secret, payablePurpose(kind, id));
export const paymentToken = (secret: string, paymentId: string) => sign(secret, `payment:${paymentId}`);

export const isPayableToken = (secret: string, kind: PayableKind, id: string, token: string) => sameSecret(payableToken(secret, kind, id), token);
export const isPaymentToken = (secret: string, paymentId: string, token: string) => sameSecret(paymentToken(secret, paymentId), token);
