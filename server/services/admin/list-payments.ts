import { and, desc, eq, inArray } from "drizzle-orm";
import type { PaymentsQuery, PaymentView } from "../../../shared/admin";
import { payments, receipts, type Payment } from "../../../shared/schema";
import type { Db } from "../../db";
import { toJson } from "../../lib/to-json";
import { receiptLabel } from "../receipts/assign-receipt-number";
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
  const byPayment = new Map(found.map((receipt) => [receipt.paymentId, receipt]));
  return rows.map((payment) => {
    const receipt = byPayment.get(payment.id);
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
