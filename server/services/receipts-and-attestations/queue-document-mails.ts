/**
 * The mails that carry a receipt or an attestation, queued in the transaction of their cause
 * (mail/outbox.ts), each once per cause:
 * - `receipt:<payment id>` — a payment succeeded (a donation; dues of a member already welcomed);
 * - `membership-welcome:<membership id>` — a membership became active: ONE mail with the
 *   attestation, and the receipt of the dues when they made it active;
 * - `membership-status:<membership id>:<version>` — staff changed its status (each change once).
 * A payment's receipt is numbered here, in the same transaction: the mail says the number the PDF
 * attached to it prints, whichever of the mail and the admin's download came first.
 */
import { membershipYearOf } from "../../../shared/membership";
import type { Donation, Membership, Payment } from "../../../shared/schema";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import { assignReceiptNumber } from "./assign-receipt-number";

type Paid = { paymentId: string; number: string; amount: number; currency: Payment["currency"]; paidAt: string; method: Payment["method"]; operator: Payment["operator"] };

/** The payment as the mail shows it, its receipt numbered now if it was not yet. */
async function paidData(tx: Db, payment: Payment): Promise<Paid> {
  const receipt = await assignReceiptNumber(tx, payment);
  if (!receipt) throw new Error(`payment ${payment.id} has not succeeded: no receipt`);
  return {
    paymentId: payment.id,
    number: receipt.label,
    amount: payment.amount,
    currency: payment.currency,
    paidAt: (payment.paidAt ?? payment.statusAt ?? receipt.issuedAt).toISOString(),
    method: payment.method,
    operator: payment.operator ?? null,
  };
}

/** A document mailed again because staff asked: the how-many-th time (`resend`), so it is not its first mail's key. */
type Again = { resend?: number };

const keyOf = (base: string, again: Again) => (again.resend ? `${base}:resend:${again.resend}` : base);

/** The keys of the mails a resend adds to `base`'s, for counting them. */
export const resendKeys = (base: string) => `${base}:resend:%`;

/** A donor's receipt for a payment of their donation. */
export async function queueDonationReceipt(tx: Db, donation: Donation, payment: Payment, again: Again = {}) {
  return queueMail(tx, {
    key: keyOf(`receipt:${payment.id}`, again),
    template: "receipt",
    to: [donation.email],
    language: donation.language,
    data: {
      ...(await paidData(tx, payment)),
      kind: "donation",
      name: donation.donorName,
      tier: donation.impactTier,
      category: null,
      year: null,
      resent: again.resend !== undefined,
    },
  });
}

/** Who paid dues, and the year they paid: an application's, or a member's renewed year. */
export type DuesPayer = Pick<Membership, "email" | "language" | "fullName" | "category"> & { year: number };

/** A member's receipt for dues paid (the welcome mail carries the first one). */
export async function queueDuesReceipt(tx: Db, membership: DuesPayer, payment: Payment, again: Again = {}) {
  const paid = await paidData(tx, payment);
  return queueMail(tx, {
    key: keyOf(`receipt:${payment.id}`, again),
    template: "receipt",
    to: [membership.email],
    language: membership.language,
    data: {
      ...paid,
      kind: "membership",
      name: membership.fullName,
      tier: null,
      category: membership.category,
      year: membership.year,
      resent: again.resend !== undefined,
    },
  });
}

/** The year a membership is active for: the one its dues paid, else (activated by staff) the current one. */
const activeYear = (membership: Membership, now: Date) => membership.membershipYear ?? membershipYearOf(now);

/**
 * The welcome of a membership that became active, with the dues' receipt when `payment` made it
 * active. Answers null when this member was welcomed already.
 */
export async function queueWelcome(tx: Db, membership: Membership, payment: Payment | null, now: Date, again: Again = {}) {
  return queueMail(tx, {
    key: keyOf(`membership-welcome:${membership.id}`, again),
    template: "membership-welcome",
    to: [membership.email],
    language: membership.language,
    data: {
      membershipId: membership.id,
      name: membership.fullName,
      category: membership.category,
      year: activeYear(membership, now),
      paid: payment ? await paidData(tx, payment) : null,
    },
  });
}

/** An active member's attestation, sent again by staff (the `resend`-th time). */
export async function queueAttestation(tx: Db, membership: Membership, now: Date, resend: number) {
  return queueMail(tx, {
    key: keyOf(`attestation:${membership.id}`, { resend }),
    template: "attestation",
    to: [membership.email],
    language: membership.language,
    data: { membershipId: membership.id, name: membership.fullName, category: membership.category, year: activeYear(membership, now) },
  });
}

/** A member told of the status staff set (the membership as it is after the change). */
export async function queueStatusChange(tx: Db, membership: Membership, now: Date) {
  return queueMail(tx, {
    key: `membership-status:${membership.id}:${membership.version}`,
    template: "membership-status",
    to: [membership.email],
    language: membership.language,
    data: { membershipId: membership.id, name: membership.fullName, category: membership.category, status: membership.status, year: activeYear(membership, now) },
  });
}
