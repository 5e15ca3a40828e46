/**
 * The data of a payment's receipt and of a membership's attestation, read from the database for
 * the renderers of server/documents: only for what they attest — a payment that succeeded (its
 * receipt is numbered the first time it is asked for), a membership that is active.
 */
import { eq } from "drizzle-orm";
import type { Language } from "../../../shared/domain";
import { membershipYearOf } from "../../../shared/membership";
import { donations, memberships, payments } from "../../../shared/schema";
import type { Db } from "../../db";
import type { Foundation } from "../../documents/letter-page";
import { duesPayerOf } from "../members/member-years";
import type { AttestationDocument } from "../../documents/membership-attestation";
import type { ReceiptDocument } from "../../documents/donation-receipt";
import { assignReceiptNumber } from "./assign-receipt-number";

/** A document's data and the language of the person it is for. */
export type Loaded<T> = { doc: T; language: Language };

export async function loadReceipt(db: Db, paymentId: string, foundation: Foundation): Promise<Loaded<ReceiptDocument> | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.status !== "succeeded") return null;
  const receipt = await assignReceiptNumber(db, payment);
  if (!receipt) return null;
  const paidAt = payment.paidAt ?? payment.statusAt ?? receipt.issuedAt;
  const base = {
    foundation,
    number: receipt.label,
    issuedAt: receipt.issuedAt,
    cancelled: receipt.cancelledAt && payment.reversal ? { at: receipt.cancelledAt, reversal: payment.reversal } : null,
    amount: payment.amount,
    currency: payment.currency,
    paidAt,
    method: payment.method,
    operator: payment.operator ?? null,
    reference: payment.providerRef,
  };
  if (payment.payableKind === "donation") {
    const [donation] = await db.select().from(donations).where(eq(donations.id, payment.payableId));
    if (!donation) return null;
    return {
      doc: { ...base, payable: { kind: "donation", tier: donation.impactTier }, payer: { name: donation.donorName, email: donation.email } },
      language: donation.language,
    };
  }
  const payer = await duesPayerOf(db, payment);
  if (!payer) return null;
  return {
    doc: {
      ...base,
      payable: { kind: "membership", category: payer.category, year: payer.year },
      payer: { name: payer.fullName, email: payer.email },
    },
    language: payer.language,
  };
}

/**
 * An active member's attestation, dated `now`: for the membership year its dues paid, or — a
 * member who pays nothing online (founder, honorary), made active by staff — the current year.
 */
export async function loadAttestation(db: Db, membershipId: string, foundation: Foundation, now: Date): Promise<Loaded<AttestationDocument> | null> {
  const [membership] = await db.select().from(memberships).where(eq(memberships.id, membershipId));
  if (!membership || membership.status !== "active") return null;
  return {
    doc: {
      foundation,
      member: { name: membership.fullName, country: membership.country },
      category: membership.category,
      year: membership.membershipYear ?? membershipYearOf(now),
      memberSince: membership.paidAt ?? membership.createdAt,
      issuedAt: now,
    },
    language: membership.language,
  };
}
