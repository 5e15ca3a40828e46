/**
 * The payer's proofs, signed tokens (lib/signed-token.ts), so nothing is stored: a payable's
 * token lets the browser that made a donation or an application start its payments; a payment's
 * token lets it ask where that payment stands (GET /api/payments/:id) and confirm a test payment.
 * They last as long as the record they name: a payer back from a provider's page days later
 * still learns how their payment went.
 */
import type { PayableKind } from "../../../shared/domain";
import { legacyMac, OLD_UNENDING_TOKENS_UNTIL, signedTokens } from "../../lib/signed-token";

// What they name is in the request beside them: signed as context, not repeated.
const payables = signedTokens({ purpose: "payable", fields: 0, ends: false });
const payments = signedTokens({ purpose: "payment", fields: 0, ends: false });

/**
 * A year's context is apart (`:2`): until November 2026 the renewal mails' links carried the
 * year's payable token itself, so such a link, however old, could pay; now links end
 * (services/renewals/renewal-link.ts) and the payable token is only what a valid link's page hands over.
 */
const payableContext = (kind: PayableKind, id: string) => (kind === "membership_year" ? `${kind}:2:${id}` : `${kind}:${id}`);

export const payableToken = (secret: string, kind: PayableKind, id: string) => payables.sign(secret, { context: payableContext(kind, id) });
export const paymentToken = (secret: string, paymentId: string) => payments.sign(secret, { context: paymentId });

/**
 * Proofs handed out before the signed-token helper (docs/decisions/031-one-signed-token.md): an
 * HMAC with the bare secret cut to 32 characters, accepted until OLD_UNENDING_TOKENS_UNTIL.
 */
const oldProof = (secret: string, message: string, token: string, now: Date) =>
  now < OLD_UNENDING_TOKENS_UNTIL && legacyMac(secret, message, 32, token);

export const isPayableToken = (secret: string, kind: PayableKind, id: string, token: string, now = new Date()) =>
  payables.read(secret, token, { now, context: payableContext(kind, id) }) !== null || oldProof(secret, `payable:${payableContext(kind, id)}`, token, now);

export const isPaymentToken = (secret: string, paymentId: string, token: string, now = new Date()) =>
  payments.read(secret, token, { now, context: paymentId }) !== null || oldProof(secret, `payment:${paymentId}`, token, now);
