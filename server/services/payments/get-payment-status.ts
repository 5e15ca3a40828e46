/**
 * Where a payment stands, for its payer (the return page, the confirm-on-phone step): found by
 * our id with the payment's token, or — for the specification's clients (R15) — by the provider's reference
 * with the provider's own client secret. A payment still open is asked of its provider again
 * (its word wins over a webhook that has not arrived), and what it says is applied by the one
 * rule every confirmation goes through (amount and currency checked).
 */
import { eq, or } from "drizzle-orm";
import type { PaymentConfirmation, PaymentStatusResponse } from "../../../shared/api-types";
import { phoneEnding } from "../../../shared/phone";
import { donations, memberships, payments, type Payment } from "../../../shared/schema";
import type { Db } from "../../db";
import type { PaymentRegistry } from "../../payments";
import type { Effect } from "../effects";
import { duesPayerOf } from "../members/member-years";
import { assignReceiptNumber } from "../receipts-and-attestations/assign-receipt-number";
import { documentPath } from "../receipts-and-attestations/document-links";
import { applyPaymentOutcome, mobileDetailsOf } from "./apply-payment-outcome";
import { isPaymentToken } from "./tokens";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment `idOrRef` if `proof` is its token (or its provider's client secret); null otherwise. */
export async function findPaymentForPayer(db: Db, registry: PaymentRegistry, secret: string, idOrRef: string, proof: string): Promise<Payment | null> {
  const condition = uuidPattern.test(idOrRef) ? or(eq(payments.id, idOrRef.toLowerCase()), eq(payments.providerRef, idOrRef)) : eq(payments.providerRef, idOrRef);
  const [payment] = await db.select().from(payments).where(condition).limit(1);
  if (!payment) return null;
  if (isPaymentToken(secret, payment.id, proof)) return payment;
  const provider = registry.byName(payment.provider);
  if (payment.providerRef && provider?.checkClientSecret && (await provider.checkClientSecret(payment.providerRef, proof))) return payment;
  return null;
}

/**
 * Asks the provider about a payment that is still open, and applies what it says; answers the
 * payment as it now stands and the effects for the caller to run (a success queued its receipt).
 */
export async function refreshPayment(db: Db, registry: PaymentRegistry, payment: Payment, now: Date): Promise<{ payment: Payment; paidTwice: boolean; effects: readonly Effect[] }> {
  const unchanged = { payment, paidTwice: false, effects: [] };
  const open = payment.status === "pending" || payment.status === "processing";
  // A failed try whose transaction stays payable elsewhere (FedaPay's page, offered after a failed
  // push) is asked too, and only a success changes it: money received counts.
  if (!(open || payment.status === "failed") || !payment.providerRef) return unchanged;
  const provider = registry.byName(payment.provider);
  if (!provider) return unchanged;
  const remote = await provider.retrieve(payment.providerRef);
  if (!remote || remote.state === payment.status || remote.state === "pending") return unchanged;
  if (!open && remote.state !== "succeeded") return unchanged;
  const { payment: applied, paidTwice, effects } = await applyPaymentOutcome(db, {
    paymentId: payment.id,
    state: remote.state,
    at: now,
    charged: { amount: remote.amount, currency: remote.currency },
    failureReason: remote.failureReason ?? null,
    mobile: mobileDetailsOf(remote),
  });
  return { payment: applied ?? payment, paidTwice: paidTwice === true, effects };
}

/**
 * An address as the payer's confirmation shows it: enough to recognise one's own (the first
 * letter and the domain, `a•••@gmail.com`), not enough to read someone else's from a payment id.
 */
export function maskEmail(email: string | null): string {
  if (!email) return "";
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** Who is mailed the payment's receipt, the year dues paid (null: a gift), and the membership whose attestation it makes. */
async function paidBy(db: Db, payment: Payment): Promise<{ email: string | null; year: number | null; attestationOf: string | null } | null> {
  if (payment.payableKind === "donation") {
    const [donation] = await db.select({ email: donations.email }).from(donations).where(eq(donations.id, payment.payableId)).limit(1);
    return donation ? { email: donation.email, year: null, attestationOf: null } : null;
  }
  const payer = await duesPayerOf(db, payment);
  if (!payer) return null;
  // A new member's dues make the membership active, and its attestation with it (the welcome mail's two documents).
  let attestationOf: string | null = null;
  if (payment.payableKind === "membership") {
    const [membership] = await db.select({ status: memberships.status }).from(memberships).where(eq(memberships.id, payment.payableId)).limit(1);
    if (membership?.status === "active") attestationOf = payment.payableId;
  }
  return { email: payer.email, year: payer.year, attestationOf };
}

/**
 * What the payer's confirmation shows once the payment succeeded: the receipt's number (given
 * now if no mail has given it yet, as the admin's download does), the masked address the receipt
 * goes to, the year paid or a gift, and the documents' private links. Null before success.
 */
export async function paymentConfirmation(db: Db, secret: string, payment: Payment, now: Date): Promise<PaymentConfirmation | null> {
  if (payment.status !== "succeeded") return null;
  const payer = await paidBy(db, payment);
  if (!payer) return null;
  const receipt = await assignReceiptNumber(db, payment);
  if (!receipt) return null;
  return {
    receiptNumber: receipt.label,
    sentTo: maskEmail(payer.email),
    year: payer.year,
    documents: {
      receipt: documentPath(secret, { kind: "receipt", id: payment.id }, now),
      attestation: payer.attestationOf ? documentPath(secret, { kind: "attestation", id: payer.attestationOf }, now) : null,
    },
  };
}

/** A payment as its payer sees it, with its confirmation once it succeeded. */
export const payerView = async (db: Db, secret: string, payment: Payment, now: Date): Promise<PaymentStatusResponse> =>
  paymentView(payment, await paymentConfirmation(db, secret, payment, now));

/** A payment as its payer sees it (`confirmation`: see paymentConfirmation). */
export const paymentView = (payment: Payment, confirmation: PaymentConfirmation | null = null): PaymentStatusResponse => ({
  id: payment.id,
  kind: payment.payableKind,
  status: payment.status,
  amount: payment.amount,
  currency: payment.currency,
  method: payment.method,
  provider: payment.provider,
  operator: payment.operator ?? null,
  phoneEnding: payment.phone ? phoneEnding(payment.phone) : null,
  failureReason: payment.failureReason,
  confirmation,
});
