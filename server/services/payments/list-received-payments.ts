/**
 * Every payment received, dues and gifts together (docs/decisions/021-one-list-of-payments.md):
 * what staff match, line by line and day by day, against the MTN, Moov and Celtiis statements,
 * the bank's and the cash book.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, sum, type SQL } from "drizzle-orm";
import type { CurrencyTotal, ReceivedPaymentItem, ReceivedPaymentKind, ReceivedPaymentsFilter } from "../../../shared/admin";
import type { PayableKind } from "../../../shared/domain";
import { donations, members, memberships, membershipYears, payments, paymentSums, receipts, type Payment } from "../../../shared/schema";
import type { Db } from "../../db";
import { onPage, toPage } from "../../lib/paging";
import { nextDay, startOfDay } from "../../lib/time-zone";
import { channelSql } from "../admin/payment-columns";
import { withReceipts } from "../admin/list-payments";
import { isErasedAddress } from "../privacy/complete-privacy-request";
import { paymentDayTotals } from "./day-totals";

const kindsOf: Record<ReceivedPaymentKind, readonly PayableKind[] | null> = {
  all: null,
  dues: ["membership", "membership_year"],
  gifts: ["donation"],
};

/**
 * The payments a filter selects: received (succeeded, with the instant it was paid: refunded,
 * voided and paid-twice ones too), of dues or of gifts, carried by an operator or way, paid on the
 * days `from`–`to` (both included, on the foundation's calendar). Read through payments_received_idx.
 */
export function receivedPaymentsWhere({ kind, operator, from, to }: ReceivedPaymentsFilter): SQL {
  const kinds = kindsOf[kind];
  return and(
    eq(payments.status, "succeeded"),
    isNotNull(payments.paidAt),
    kinds ? inArray(payments.payableKind, [...kinds]) : undefined,
    operator ? channelSql(operator) : undefined,
    from ? gte(payments.paidAt, startOfDay(from)) : undefined,
    to ? lt(payments.paidAt, startOfDay(nextDay(to))) : undefined,
  )!;
}

/**
 * A payment that stands: neither refunded nor voided, nor made for what another payment had paid
 * (paid twice: money to give back, counted apart from income; docs/decisions/016-paid-twice-refunds-and-voids.md).
 */
const standsSql = sql<boolean>`(${payments.reversal} is null and ${payments.duplicateOf} is null)`;

/** The list's order, newest first (payments_received_idx read backwards). */
export const receivedOrder = [desc(payments.paidAt), desc(payments.id)];

type Payer = ReceivedPaymentItem["payer"];
type Paid = ReceivedPaymentItem["paid"];

/**
 * Who paid each payment and what it paid, for a page's or a batch's payments: three queries by
 * ids whatever their number. An erased person is shown as erased, never under the placeholder
 * address their records keep; a gift names its donor (their name, else their address).
 */
export async function payersOf(db: Pick<Db, "select">, rows: readonly Pick<Payment, "id" | "payableKind" | "payableId">[]) {
  const ids = (kind: PayableKind) => [...new Set(rows.filter((row) => row.payableKind === kind).map((row) => row.payableId))];
  const [donationIds, applicationIds, yearIds] = [ids("donation"), ids("membership"), ids("membership_year")];
  const duesPaymentIds = rows.filter((row) => row.payableKind === "membership").map((row) => row.id);
  const [gifts, applications, years, yearsPaidBy] = await Promise.all([
    donationIds.length === 0
      ? []
      : db
          .select({ id: donations.id, name: donations.donorName, email: donations.email, anonymous: donations.anonymous })
          .from(donations)
          .where(inArray(donations.id, donationIds)),
    applicationIds.length === 0
      ? []
      : db
          .select({ id: memberships.id, name: memberships.fullName, email: memberships.email, year: memberships.membershipYear, memberId: memberships.memberId, erasedAt: members.erasedAt })
          .from(memberships)
          .leftJoin(members, eq(members.id, memberships.memberId))
          .where(inArray(memberships.id, applicationIds)),
    yearIds.length === 0
      ? []
      : db
          .select({ id: membershipYears.id, year: membershipYears.year, memberId: members.id, name: members.fullName, erasedAt: members.erasedAt })
          .from(membershipYears)
          .innerJoin(members, eq(members.id, membershipYears.memberId))
          .where(inArray(membershipYears.id, yearIds)),
    // An application's payment pays the year it was recorded on (015-which-year-dues-pay.md), else the year the application asked.
    duesPaymentIds.length === 0
      ? []
      : db.select({ paymentId: membershipYears.paymentId, year: membershipYears.year }).from(membershipYears).where(inArray(membershipYears.paymentId, duesPaymentIds)),
  ]);
  const erasedPayer: Payer = { name: null, erased: true, anonymous: false, memberId: null };
  const byPayable = new Map<string, { payer: Payer; year: number | null }>();
  for (const gift of gifts) {
    const erased = gift.email !== null && isErasedAddress(gift.email);
    byPayable.set(gift.id, { payer: erased ? erasedPayer : { name: gift.name ?? gift.email, erased: false, anonymous: gift.anonymous, memberId: null }, year: null });
  }
  for (const application of applications) {
    const erased = application.erasedAt !== null || (application.email !== null && isErasedAddress(application.email));
    byPayable.set(application.id, { payer: erased ? erasedPayer : { name: application.name, erased: false, anonymous: false, memberId: application.memberId }, year: application.year });
  }
  for (const year of years)
    byPayable.set(year.id, { payer: year.erasedAt !== null ? erasedPayer : { name: year.name, erased: false, anonymous: false, memberId: year.memberId }, year: year.year });
  const yearOfPayment = new Map(yearsPaidBy.map((row) => [row.paymentId!, row.year]));
  return (payment: Pick<Payment, "id" | "payableKind" | "payableId">): { payer: Payer; paid: Paid } => {
    const found = byPayable.get(payment.payableId);
    const payer = found?.payer ?? { name: null, erased: false, anonymous: false, memberId: null };
    if (payment.payableKind === "donation") return { payer, paid: { kind: "gift" } };
    return { payer, paid: { kind: "dues", year: yearOfPayment.get(payment.id) ?? found?.year ?? null } };
  };
}

/**
 * Count and sum (minor units) per currency of the payments a filter selects, apart whether they
 * stand: the list's length and its totals in one pass. Filtered by kind alone (or not at all), the
 * sums the database keeps beside the payments (payment_sums: a few rows) rather than every payment
 * received added up again.
 */
async function receivedGroups(db: Pick<Db, "select">, filter: ReceivedPaymentsFilter, where: SQL) {
  if (filter.operator || filter.from || filter.to) {
    const rows = await db
      .select({ currency: payments.currency, stands: standsSql, count: count(), amount: sum(payments.amount).mapWith(Number) })
      .from(payments)
      .where(where)
      .groupBy(payments.currency, standsSql)
      .orderBy(payments.currency);
    return rows.map((r) => ({ ...r, amount: r.amount ?? 0 }));
  }
  const kinds = kindsOf[filter.kind];
  return db
    .select({ currency: paymentSums.currency, stands: paymentSums.stands, count: sql<number>`sum(${paymentSums.count})`.mapWith(Number), amount: sum(paymentSums.amount).mapWith(Number) })
    .from(paymentSums)
    .where(kinds ? inArray(paymentSums.payableKind, [...kinds]) : undefined)
    .groupBy(paymentSums.currency, paymentSums.stands)
    .having(sql`sum(${paymentSums.count}) > 0`)
    .orderBy(paymentSums.currency);
}

/**
 * One page of the payments a filter selects, newest first, each with what became of it, its
 * receipt, who paid and what; the money that stands per currency (one pass with the list's
 * length), how many listed are not in it, and the money that stands each day.
 */
export async function listReceivedPayments(db: Db, query: ReceivedPaymentsFilter & { page: number; pageSize: number }) {
  const filter: ReceivedPaymentsFilter = { kind: query.kind, operator: query.operator, from: query.from, to: query.to };
  const where = receivedPaymentsWhere(filter);
  const [found, groups, days] = await Promise.all([
    // By payments_received_idx (paid_at, id): the page's keys, then its payments with their receipts.
    db
      .select({ payment: payments, receipt: receipts })
      .from(payments)
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .where(onPage(db, payments.id, where, receivedOrder, query))
      .orderBy(...receivedOrder),
    receivedGroups(db, filter, where),
    paymentDayTotals(db, and(where, isNull(payments.duplicateOf))),
  ]);
  const totals: CurrencyTotal[] = groups.filter((g) => g.stands).map((g) => ({ currency: g.currency, count: g.count, amount: g.amount }));
  const total = groups.reduce((n, g) => n + g.count, 0);
  const payerOf = await payersOf(db, found.map(({ payment }) => payment));
  const items: ReceivedPaymentItem[] = withReceipts(found).map((view) => ({ ...view, ...payerOf(view) }));
  return { ...toPage(items, total, query), filter, totals, notCounted: total - totals.reduce((n, t) => n + t.count, 0), days };
}
