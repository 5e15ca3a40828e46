import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { MemberPaymentView, PaymentsQuery, PaymentView } from "../../../shared/admin";
import { memberships, membershipYears, payments, receipts, type Payment, type Receipt } from "../../../shared/schema";
import type { Db } from "../../db";
import { toJson } from "../../lib/to-json";
import { receiptLabel } from "../receipts-and-attestations/assign-receipt-number";
import { paymentItem } from "../payments/record-payment";

/** Every payment of one donation or membership, newest first: tries that failed, one pending, the one that paid. */
export const listPayments = (db: Db, { kind, id }: PaymentsQuery) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.payableKind, kind), eq(payments.payableId, id)))
    .orderBy(desc(payments.createdAt), desc(payments.id));

/**
 * Payments as the administration sees them, with what became of each (paid twice, refunded,
 * voided: docs/decisions/016-paid-twice-refunds-and-voids.md) and their receipts, read in one query.
 */
export async function paymentViews(db: Pick<Db, "select">, rows: readonly Payment[]): Promise<PaymentView[]> {
  const found = rows.length === 0 ? [] : await db.select().from(receipts).where(inArray(receipts.paymentId, rows.map((row) => row.id)));
  return withReceipts(rows.map((payment) => ({ payment, receipt: null })), found);
}

/**
 * The same, the receipts read with the payments (a left join: `receipt` null when none) or apart
 * (`more`, by their payment).
 */
export function withReceipts(rows: readonly { payment: Payment; receipt: Receipt | null }[], more: readonly Receipt[] = []): PaymentView[] {
  const byPayment = new Map(more.map((receipt) => [receipt.paymentId, receipt]));
  return rows.map(({ payment, receipt: joined }) => {
    const receipt = joined ?? byPayment.get(payment.id);
    return {
      ...paymentItem(payment),
      ...toJson({
        duplicateOf: payment.duplicateOf,
        reversal: payment.reversal,
        reversedAt: payment.reversedAt,
        reversalReason: payment.reversalReason,
        reversedByName: payment.reversedByName,
      }),
      receipt: receipt ? { number: receiptLabel(receipt), cancelled: receipt.cancelledAt !== null } : null,
    };
  });
}

/**
 * Every payment of a member's dues — of their applications and of their years — newest first, each
 * with the year it pays or was for: the one that paid, one made twice, one refunded or voided.
 */
export async function listMemberPayments(db: Db, memberId: string): Promise<MemberPaymentView[]> {
  const [applications, years] = await Promise.all([
    db.select({ id: memberships.id, year: memberships.membershipYear }).from(memberships).where(eq(memberships.memberId, memberId)),
    db.select({ id: membershipYears.id, year: membershipYears.year, paymentId: membershipYears.paymentId }).from(membershipYears).where(eq(membershipYears.memberId, memberId)),
  ]);
  if (applications.length + years.length === 0) return [];
  const rows = await db
    .select()
    .from(payments)
    .where(
      or(
        applications.length > 0 ? and(eq(payments.payableKind, "membership"), inArray(payments.payableId, applications.map((a) => a.id))) : undefined,
        years.length > 0 ? and(eq(payments.payableKind, "membership_year"), inArray(payments.payableId, years.map((y) => y.id))) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const paidBy = new Map(years.flatMap((y) => (y.paymentId ? [[y.paymentId, y.year] as const] : [])));
  const yearOfPayable = new Map<string, number | null>([...applications.map((a) => [a.id, a.year] as const), ...years.map((y) => [y.id, y.year] as const)]);
  const views = await paymentViews(db, rows);
  return views.map((view) => ({ ...view, year: paidBy.get(view.id) ?? yearOfPayable.get(view.payableId) ?? null }));
}
