/**
 * What the administration's lists and exports show of the payments of each row: the
 * latest successful payment, or else the latest try — in the same query as the rows (a lateral
 * join, one index lookup per row read: a page's twenty once its keys are chosen, an export's
 * batch): never a query per row; and the filter "paid this way".
 */
import { and, arrayContains, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PaymentSummary } from "../../../shared/admin";
import type { PayableKind, PaymentChannel, PaymentMethod, PaymentReversal } from "../../../shared/domain";
import { maskedBeninMobile } from "../../../shared/phone";
import { payments } from "../../../shared/schema";
import type { Db } from "../../db";

/**
 * The operator's own transaction id: as FedaPay reported it, or for a mobile-money transfer staff
 * recorded, the reference they typed (docs/decisions/020-matching-operator-statements.md).
 */
const mobileRefSql = sql<string | null>`coalesce(${payments.operatorRef}, case when ${payments.method} = 'mobile_money_transfer' then ${payments.providerRef} end)`.as("operator_ref");

/** Paid twice, not refunded yet (docs/decisions/016-paid-twice-refunds-and-voids.md). */
const paidTwiceSql = sql<boolean>`(${payments.status} = 'succeeded' and ${payments.duplicateOf} is not null and ${payments.reversal} is null)`.as("paid_twice");

/** The payment a row shows: a success that stands (the newest: a payment made twice shows its flag), then any success (refunded, voided), then the newest try. */
const shownFirst = [
  sql`(${payments.status} = 'succeeded' and ${payments.reversal} is null) desc`,
  sql`(${payments.status} = 'succeeded') desc`,
  desc(payments.createdAt),
  desc(payments.id),
];

/**
 * The payment a row shows, as a subquery to join laterally on the row's id
 * (`.leftJoinLateral(latest, sql\`true\`)`): a success first, then the newest.
 */
export function latestPayment(db: Pick<Db, "select">, kind: PayableKind, payableId: AnyPgColumn) {
  return db
    .select({
      provider: payments.provider,
      method: payments.method,
      reference: payments.providerRef,
      status: payments.status,
      reversal: payments.reversal,
      paidTwice: paidTwiceSql,
      reversedAt: payments.reversedAt,
      reversalReason: payments.reversalReason,
      operator: payments.operator,
      operatorRef: mobileRefSql,
      phone: payments.phone,
    })
    .from(payments)
    .where(and(eq(payments.payableKind, kind), eq(payments.payableId, payableId)))
    .orderBy(...shownFirst)
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
  reversal: latest.reversal,
  paidTwice: latest.paidTwice,
  operator: latest.operator,
  operatorRef: latest.operatorRef,
  /** Whole here, masked by whoever reads it (maskedNumber): a lateral join's column cannot be mapped. */
  phone: latest.phone,
});

/** A paying number as lists and exports show it: masked (`01 •• •• 45 67`), never whole. */
export const maskedNumber = (phone: string | null) => (phone ? maskedBeninMobile(phone) : null);

/** The joined payment as the lists send it: its paying number masked. */
export const summaryView = ({ phone, ...payment }: Omit<PaymentSummary, "maskedNumber"> & { phone: string | null }): PaymentSummary => ({
  ...payment,
  maskedNumber: maskedNumber(phone),
});

/** A row as the lists send it: the record and how it was paid (the number masked). */
export const withSummary = <T>({ row, payment }: { row: T; payment: (Omit<PaymentSummary, "maskedNumber"> & { phone: string | null }) | null }) => ({
  ...row,
  payment: payment ? summaryView(payment) : null,
});

/** Rows with a successful payment made this way (the lists' and exports' `method` filter). */
export const paidWith = (kind: PayableKind, payableId: AnyPgColumn, method: PaymentMethod): SQL =>
  sql`exists (select 1 from ${payments} where ${and(
    eq(payments.payableKind, kind),
    eq(payments.payableId, payableId),
    eq(payments.status, "succeeded"),
    eq(payments.method, method),
  )})`;

/**
 * Payments carried by this operator or way (docs/decisions/020-matching-operator-statements.md): a mobile-money operator, online or a
 * transfer staff recorded with it; otherwise the method itself (card, cash, bank transfer, other).
 * Migration 0038's `dues_channels` names a payment's channel by the same rule, in SQL.
 */
export function channelSql(channel: PaymentChannel): SQL {
  if (channel === "mtn" || channel === "moov" || channel === "celtiis")
    return and(inArray(payments.method, ["mobile_money", "mobile_money_transfer"]), eq(payments.operator, channel))!;
  return eq(payments.method, channel);
}

/** Rows with a successful payment carried by this operator or way (the lists' and exports' `operator` filter). */
export const paidThrough = (kind: PayableKind, payableId: AnyPgColumn, channel: PaymentChannel): SQL =>
  sql`exists (select 1 from ${payments} where ${and(eq(payments.payableKind, kind), eq(payments.payableId, payableId), eq(payments.status, "succeeded"), channelSql(channel))})`;

/**
 * Applications whose dues were paid through this operator or way (the members list's and export's
 * `operator` filter): a successful payment of the application, or of one of its member's years (a
 * renewal, a year staff recorded), as the row's copy holds them (memberships.duesChannels, kept by
 * the database: docs/decisions/035-dues-channels-on-the-row.md).
 */
export const duesPaidThrough = (application: { duesChannels: AnyPgColumn }, channel: PaymentChannel): SQL => arrayContains(application.duesChannels, [channel]);

/** The CSV's last columns of the payment a row shows: paid twice / refunded / voided, when, why (empty for a payment that stands). */
export function reversalCells(
  payment: { paidTwice: boolean; reversal: PaymentReversal | null } | null,
  latest: { reversedAt: Date | null; reversalReason: string | null } | null,
  words: Record<"paidTwice" | PaymentReversal, string>,
  date: (at: Date | null) => string | null,
): (string | null)[] {
  const state = payment?.reversal ? words[payment.reversal] : payment?.paidTwice ? words.paidTwice : null;
  return [state, date(latest?.reversedAt ?? null), latest?.reversalReason ?? null];
}
