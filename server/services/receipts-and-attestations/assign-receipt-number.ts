/**
 * A succeeded payment's receipt number: `2026-000123`, sequential within Benin's calendar year
 * of the payment, never given twice and never skipped.
 *
 * One transaction locks the payment (two calls for the same payment wait for each other, and the
 * second finds the first one's receipt), takes the year's next number from receipt_counters with
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` (the row stays locked until the receipt is stored,
 * so payments of the same year take their numbers one after the other), and stores the receipt.
 * A transaction that fails gives its number back with its rollback: no gap. Called inside another
 * transaction (the one that records the payment's success), it runs in a savepoint of it.
 */
import { eq, sql } from "drizzle-orm";
import { payments, receiptCounters, receipts, type Receipt } from "../../../shared/schema";
import { membershipYearOf } from "../../../shared/membership";
import type { Db } from "../../db";

export type ReceiptNumber = Receipt & {
  /** The number as printed: the year, a hyphen, six digits. */
  label: string;
};

export const receiptLabel = ({ year, number }: Pick<Receipt, "year" | "number">) => `${year}-${String(number).padStart(6, "0")}`;

const withLabel = (receipt: Receipt): ReceiptNumber => ({ ...receipt, label: receiptLabel(receipt) });

/**
 * The payment's receipt, numbered the first time it is asked for; null when the payment is
 * unknown or has not succeeded (a receipt acknowledges money received).
 */
export async function assignReceiptNumber(db: Db, payment: { id: string }): Promise<ReceiptNumber | null> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .select({ status: payments.status, paidAt: payments.paidAt, statusAt: payments.statusAt })
      .from(payments)
      .where(eq(payments.id, payment.id))
      .for("update");
    if (!paid || paid.status !== "succeeded") return null;
    const [existing] = await tx.select().from(receipts).where(eq(receipts.paymentId, payment.id));
    if (existing) return withLabel(existing);

    const year = membershipYearOf(paid.paidAt ?? paid.statusAt ?? new Date());
    const [counter] = await tx
      .insert(receiptCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: receiptCounters.year, set: { last: sql`${receiptCounters.last} + 1` } })
      .returning({ last: receiptCounters.last });
    const [receipt] = await tx.insert(receipts).values({ paymentId: payment.id, year, number: counter!.last }).returning();
    return withLabel(receipt!);
  });
}

/** The payment's receipt if it has one, without numbering it. */
export async function findReceipt(db: Pick<Db, "select">, paymentId: string): Promise<ReceiptNumber | null> {
  const [receipt] = await db.select().from(receipts).where(eq(receipts.paymentId, paymentId));
  return receipt ? withLabel(receipt) : null;
}
