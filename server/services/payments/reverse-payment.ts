/**
 * A succeeded payment refunded (given back by the provider, or cash handed back) or voided
 * (recorded by staff by mistake), with a reason (docs/decisions/016-paid-twice-refunds-and-voids.md).
 * The payment keeps `succeeded` (the provider's word) and is marked; in the same transaction its
 * receipt is cancelled (the number stays taken), what it paid falls back — a year of dues to
 * unpaid through membership_years (its triggers keep the applications' copy), a donation to
 * refunded or canceled — unless a payment made twice for the same thing remains, which then
 * pays it instead; the person's short notice is queued and the change written to the audit list.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { PayableKind, PaymentReversal } from "../../../shared/domain";
import { donations, members, memberships, membershipYears, payments, receipts, type Payment } from "../../../shared/schema";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import { recordChange, type Actor } from "../audit/record-change";
import type { Effect } from "../effects";
import { lockMember } from "../members/member-years";
import { findReceipt } from "../receipts-and-attestations/assign-receipt-number";
import { payables } from "./payables";

export type ReversePaymentResult =
  | { kind: "reversed"; payment: Payment; effects: readonly Effect[] }
  | { kind: "notFound" }
  /** Only a succeeded payment can be refunded or voided. */
  | { kind: "notSucceeded" }
  | { kind: "alreadyReversed"; reversal: PaymentReversal }
  /** A provider's payment is refunded, not voided: the provider took the money. */
  | { kind: "voidNotStaff" };

/** The member whose dues a payable is (an application's, a year's); null for a donation. */
async function memberOf(db: Db, kind: PayableKind, id: string): Promise<string | null> {
  if (kind === "membership") return (await db.select({ memberId: memberships.memberId }).from(memberships).where(eq(memberships.id, id)).limit(1))[0]?.memberId ?? null;
  if (kind === "membership_year") return (await db.select({ memberId: membershipYears.memberId }).from(membershipYears).where(eq(membershipYears.id, id)).limit(1))[0]?.memberId ?? null;
  return null;
}

/** A standing (succeeded, not reversed) payment made twice for what `paymentId` paid: the one that pays it once that one is gone. */
async function standingDuplicate(tx: Db, paymentId: string): Promise<Payment | null> {
  const [duplicate] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.duplicateOf, paymentId), eq(payments.status, "succeeded"), isNull(payments.reversal)))
    .orderBy(asc(payments.paidAt), asc(payments.createdAt))
    .limit(1);
  return duplicate ?? null;
}

export async function reversePayment(db: Db, actor: Actor, paymentId: string, input: { reversal: PaymentReversal; reason: string }, now: Date): Promise<ReversePaymentResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ kind: payments.payableKind, id: payments.payableId }).from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!found) return { kind: "notFound" as const };
    // Dues: the member's lock first, as every payment of their years takes it (member-years.ts lockMember).
    const memberId = await memberOf(tx, found.kind, found.id);
    if (memberId) await lockMember(tx, memberId);
    const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!current) return { kind: "notFound" as const };
    if (current.reversal) return { kind: "alreadyReversed" as const, reversal: current.reversal };
    if (current.status !== "succeeded") return { kind: "notSucceeded" as const };
    if (input.reversal === "voided" && current.provider !== "staff") return { kind: "voidNotStaff" as const };

    const [payment] = await tx
      .update(payments)
      .set({ reversal: input.reversal, reversedAt: now, reversalReason: input.reason, reversedBy: actor.userId, reversedByName: actor.username, updatedAt: now })
      .where(eq(payments.id, paymentId))
      .returning();
    const [receipt] = await tx.update(receipts).set({ cancelledAt: now }).where(and(eq(receipts.paymentId, paymentId), isNull(receipts.cancelledAt))).returning();

    // What it paid: taken over by a payment made twice for it, else back to unpaid.
    const duplicate = current.duplicateOf ? null : await standingDuplicate(tx, paymentId);
    if (duplicate) await tx.update(payments).set({ duplicateOf: null, updatedAt: now }).where(eq(payments.id, duplicate.id));
    // Other payments made twice for this one now count against the one that took over (or stand alone).
    await tx
      .update(payments)
      .set({ duplicateOf: duplicate?.id ?? null, updatedAt: now })
      .where(and(eq(payments.duplicateOf, paymentId), ...(duplicate ? [ne(payments.id, duplicate.id)] : [])));

    const unpaidYears: number[] = [];
    const years = await tx.select().from(membershipYears).where(eq(membershipYears.paymentId, paymentId)).for("update");
    for (const year of years) {
      if (duplicate) {
        await tx
          .update(membershipYears)
          .set({ paymentId: duplicate.id, paidAt: duplicate.paidAt ?? duplicate.statusAt ?? now, updatedAt: now })
          .where(eq(membershipYears.id, year.id));
        continue;
      }
      // Through membership_years: migration 0017's triggers keep memberships.member_paid_years in step.
      await tx.update(membershipYears).set({ paymentId: null, paidAt: null, updatedAt: now }).where(eq(membershipYears.id, year.id));
      unpaidYears.push(year.year);
      // The applications this payment answered owe their dues again (their status, set by staff or by the payment, stays).
      await tx
        .update(memberships)
        .set({ paymentStatus: "pending", paymentStatusAt: now, paidAt: null, version: sql`${memberships.version} + 1`, updatedAt: now })
        .where(and(eq(memberships.memberId, year.memberId), eq(memberships.membershipYear, year.year), eq(memberships.paymentStatus, "succeeded")));
    }
    // An application paid before members had years: its own summary.
    if (current.payableKind === "membership" && years.length === 0 && !current.duplicateOf && !duplicate)
      await tx
        .update(memberships)
        .set({ paymentStatus: "pending", paymentStatusAt: now, paidAt: null, version: sql`${memberships.version} + 1`, updatedAt: now })
        .where(and(eq(memberships.id, current.payableId), eq(memberships.paymentStatus, "succeeded")));
    if (current.payableKind === "donation") {
      const [standing] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.payableKind, "donation"), eq(payments.payableId, current.payableId), eq(payments.status, "succeeded"), isNull(payments.reversal)))
        .limit(1);
      // A donation none of whose payments stands is no longer given.
      if (!standing)
        await tx
          .update(donations)
          .set({ status: input.reversal === "refunded" ? "refunded" : "canceled", statusAt: now, updatedAt: now })
          .where(eq(donations.id, current.payableId));
    }

    const payable = await payables[current.payableKind].load(tx, current.payableId);
    const to = await recipientOf(tx, current);
    const queued = to
      ? await queueMail(tx, {
          key: `payment-reversed:${paymentId}`,
          template: "payment-reversed",
          to: [to.email],
          language: to.language,
          data: {
            paymentId,
            name: to.name,
            reversal: input.reversal,
            amount: current.amount,
            currency: current.currency,
            paidAt: (current.paidAt ?? current.statusAt ?? current.createdAt).toISOString(),
            number: receipt ? (await findReceipt(tx, paymentId))!.label : null,
            unpaidYear: unpaidYears[0] ?? null,
          },
        })
      : null;

    await recordChange(tx, actor, {
      action: input.reversal === "refunded" ? "payment.refund" : "payment.void",
      entity: current.payableKind,
      entityId: current.payableId,
      label: payable?.label ?? null,
      changes: {
        amount: { from: current.amount, to: current.amount },
        currency: { from: current.currency, to: current.currency },
        reason: { from: null, to: input.reason },
        ...(receipt ? { receiptCancelled: { from: null, to: (await findReceipt(tx, paymentId))!.label } } : {}),
        ...(unpaidYears.length > 0 ? { yearsUnpaid: { from: null, to: unpaidYears.join(", ") } } : {}),
      },
    });
    return { kind: "reversed" as const, payment: payment!, effects: queued ? MAIL_QUEUED : [] };
  });
}

const MAIL_QUEUED: readonly Effect[] = ["mail-queued"];

/** Whom the notice goes to: the donor, the applicant, the member. */
async function recipientOf(tx: Db, payment: Payment) {
  if (payment.payableKind === "donation") {
    const [row] = await tx.select().from(donations).where(eq(donations.id, payment.payableId)).limit(1);
    return row ? { email: row.email, language: row.language, name: row.donorName } : null;
  }
  if (payment.payableKind === "membership") {
    const [row] = await tx.select().from(memberships).where(eq(memberships.id, payment.payableId)).limit(1);
    return row ? { email: row.email, language: row.language, name: row.fullName } : null;
  }
  const [row] = await tx
    .select({ email: members.email, language: members.language, name: members.fullName })
    .from(membershipYears)
    .innerJoin(members, eq(members.id, membershipYears.memberId))
    .where(inArray(membershipYears.id, [payment.payableId]))
    .limit(1);
  return row ?? null;
}
