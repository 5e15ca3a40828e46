/**
 * Receipt numbers, sequential per year and never reused, one per succeeded payment.
 */
import { integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { payments } from "./payments";

/**
 * The last receipt number given in each year (Benin's calendar year of the payment): the next
 * number is taken by `UPDATE … RETURNING` in the transaction that records the receipt, so
 * numbers follow each other without a gap or a repeat, whatever runs at the same time
 * (server/services/receipts-and-attestations/assign-receipt-number.ts).
 */
export const receiptCounters = pgTable("receipt_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** A succeeded payment's receipt: one per payment, its number never reused (unique per year), cancelled when the payment is refunded or voided. */
export const receipts = pgTable(
  "receipts",
  {
    paymentId: uuid("payment_id")
      .primaryKey()
      .references(() => payments.id, { onDelete: "restrict" }),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** Its payment refunded or voided: the receipt stands cancelled, its number is not given again. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("receipts_year_number_idx").on(t.year, t.number)],
);
export type Receipt = typeof receipts.$inferSelect;
