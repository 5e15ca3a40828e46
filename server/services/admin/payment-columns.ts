/**
 * What the administration's lists and exports show of the payments of each row: the
 * latest successful payment, or else the latest try, read in the same query as the rows (a
 * lateral join, one index lookup per row of the page: never a query per row); and the filter
 * "paid this way".
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PaymentSummary } from "../../../shared/admin";
import type { PayableKind, PaymentMethod } from "../../../shared/domain";
import { payments } from "../../../shared/schema";
import type { Db } from "../../db";

/**
 * The payment a row shows, as a subquery to join laterally on the row's id
 * (`.leftJoinLateral(latest, sql\`true\`)`): a success first, then the newest.
 */
export function latestPayment(db: Pick<Db, "select">, kind: PayableKind, payableId: AnyPgColumn) {
  return db
    .select({ provider: payments.provider, method: payments.method, reference: payments.providerRef, status: payments.status })
    .from(payments)
    .where(and(eq(payments.payableKind, kind), eq(payments.payableId, payableId)))
    .orderBy(sql`(${payments.status} = 'succeeded') desc`, desc(payments.createdAt), desc(payments.id))
    .limit(1)
    .as("latest_payment");
}

export type LatestPayment = ReturnType<typeof latestPayment>;

/** The columns of the joined payment, read back as one object (null when the row has no payment). */
export const summaryOf = (latest: LatestPayment) => ({
  provider: latest.provider,
  method: latest.method,
  reference: latest.reference,
  status: latest.status,
});

/** A row as the lists send it: the record and how it was paid. */
export const withSummary = <T>({ row, payment }: { row: T; payment: PaymentSummary | null }) => ({ ...row, payment });

/** Rows with a successful payment made this way (the lists' and exports' `method` filter). */
export const paidWith = (kind: PayableKind, payableId: AnyPgColumn, method: PaymentMethod): SQL =>
  sql`exists (select 1 from ${payments} where ${and(
    eq(payments.payableKind, kind),
    eq(payments.payableId, payableId),
    eq(payments.status, "succeeded"),
    eq(payments.method, method),
  )})`;
