import { and, count, desc, eq, getTableColumns, gt, gte, ilike, isNull, lt, or, sql, sum, type SQL } from "drizzle-orm";
import { countedStatuses, type CurrencyTotal, type DayTotal, type DonationCount, type DonationsFilter } from "../../../shared/admin";
import { donations, donationSums, payments, type Donation } from "../../../shared/schema";
import { isErasedAddress } from "../privacy/complete-privacy-request";
import type { DonationStatus } from "../../../shared/domain";
import type { Db } from "../../db";
import { containsPattern, onPage, toPage } from "../../lib/paging";
import { nextDay, startOfDay } from "../../lib/time-zone";
import { channelSql, latestPayment, paidThrough, paidWith, summaryOf, withSummary } from "../admin/payment-columns";
import { paymentDayTotals } from "../payments/day-totals";

export type { DonationsFilter };

/**
 * The donations a filter selects: status, currency, a successful payment made a way (`method`),
 * days `from`–`to` (both included, Cotonou time) and a text `q` found in the donor's e-mail or
 * name (any case; `%` and `_` are letters, not wildcards).
 */
export function donationsWhere({ status, currency, method, operator, from, to, q }: DonationsFilter): SQL | undefined {
  const text = q?.trim();
  return and(
    status ? eq(donations.status, status) : undefined,
    currency ? eq(donations.currency, currency) : undefined,
    method ? paidWith("donation", donations.id, method) : undefined,
    operator ? paidThrough("donation", donations.id, operator) : undefined,
    from ? gte(donations.createdAt, startOfDay(from)) : undefined,
    to ? lt(donations.createdAt, startOfDay(nextDay(to))) : undefined,
    text ? or(ilike(donations.email, containsPattern(text)), ilike(donations.donorName, containsPattern(text))) : undefined,
  );
}

/**
 * The money received each day by the donations a filter selects (docs/decisions/020-matching-operator-statements.md), counted by the
 * database: their payments that stand (succeeded, neither refunded nor voided, nor made for a
 * gift another payment had paid: money to give back, counted apart from income as the payments
 * list counts it, docs/decisions/016-paid-twice-refunds-and-voids.md), carried by the filter's operator when it names one,
 * grouped by the day they were paid on the foundation's calendar (Africa/Porto-Novo, UTC+1: a
 * payment at 23:30 UTC is of the next day there) and by currency; the latest DAY_TOTALS_SHOWN days.
 *
 * Counted as the payments list counts its days (services/payments/day-totals.ts), reached from
 * the filtered donations.
 */
export async function donationDayTotals(db: Pick<Db, "select" | "execute">, filter: DonationsFilter): Promise<DayTotal[]> {
  // Only a received gift has a payment that stands: a pending, failed or refunded one has no day.
  if (filter.status && filter.status !== "succeeded") return [];
  const selective = Boolean(filter.currency || filter.from || filter.to || filter.q?.trim());
  const ofDonations = donationsWhere(filter);
  const ofGifts = and(eq(payments.payableKind, "donation"), isNull(payments.duplicateOf), filter.operator ? channelSql(filter.operator) : undefined);
  if (selective && ofDonations)
    // The few gifts first (by their own indexes), then their payments by (payable_kind, payable_id):
    // a join let the planner read every donation payment to meet 1,700 gifts (50 ms at 35,000).
    return paymentDayTotals(db, and(ofGifts, sql`${payments.payableId} = any(array(select ${donations.id} from ${donations} where ${ofDonations}))`), undefined, true);
  return paymentDayTotals(
    db,
    and(ofGifts, ofDonations),
    // The gifts' own columns only when the filter reads them: every donation payment is of a gift.
    ofDonations ? { table: donations, on: eq(payments.payableId, donations.id) } : undefined,
  );
}

/**
 * Count and sum (minor units) per currency and status of the donations `where` selects, in one
 * pass: the list's length and its totals. With no filter, the sums the database keeps beside the
 * gifts (donation_sums: a few rows) rather than every gift added up again.
 */
export async function donationGroups(db: Pick<Db, "select">, where: SQL | undefined) {
  const rows = where
    ? await db
        .select({ currency: donations.currency, status: donations.status, count: count(), amount: sum(donations.amount).mapWith(Number) })
        .from(donations)
        .where(where)
        .groupBy(donations.currency, donations.status)
        .orderBy(donations.currency)
    : await db
        .select({ currency: donationSums.currency, status: donationSums.status, count: donationSums.count, amount: donationSums.amount })
        .from(donationSums)
        .where(gt(donationSums.count, 0))
        .orderBy(donationSums.currency);
  return rows.map((r) => ({ ...r, amount: r.amount ?? 0 }));
}

/** Count and sum per currency (minor units) of the donations of these statuses. */
export async function donationTotals(db: Pick<Db, "select">, statuses: readonly DonationStatus[]): Promise<CurrencyTotal[]> {
  const totals: CurrencyTotal[] = [];
  for (const group of await donationGroups(db, undefined)) {
    if (!statuses.includes(group.status)) continue;
    const last = totals.at(-1);
    if (last?.currency === group.currency) Object.assign(last, { count: last.count + group.count, amount: last.amount + group.amount });
    else totals.push({ currency: group.currency, count: group.count, amount: group.amount });
  }
  return totals;
}

/**
 * One page of the donations a filter selects, newest first, each with how it was paid (its latest
 * successful payment, or else its latest try); the totals per currency of those of them that
 * `count` selects (by default the money received), and how many listed are not in the totals.
 * Pending and failed gifts are listed, never added to the money received unless asked.
 */
export async function listDonations(db: Db, query: DonationsFilter & { count: DonationCount; page: number; pageSize: number }) {
  const where = donationsWhere(query);
  const counted = new Set<string>(countedStatuses[query.count]);
  const newestFirst = [desc(donations.createdAt), desc(donations.id)];
  const latest = latestPayment(db, "donation", donations.id);
  const [rows, groups, days] = await Promise.all([
    // By donations_created_idx (created_at, id): the page's keys, then its gifts with how each was paid.
    db
      .select({ row: getTableColumns(donations), payment: summaryOf(latest) })
      .from(donations)
      .leftJoinLateral(latest, sql`true`)
      .where(onPage(db, donations.id, where, newestFirst, query))
      .orderBy(...newestFirst),
    donationGroups(db, where),
    donationDayTotals(db, query),
  ]);
  const totals: CurrencyTotal[] = [];
  for (const group of groups) {
    if (!counted.has(group.status)) continue;
    const last = totals.at(-1);
    if (last?.currency === group.currency) Object.assign(last, { count: last.count + group.count, amount: last.amount + group.amount });
    else totals.push({ currency: group.currency, count: group.count, amount: group.amount });
  }
  const total = groups.reduce((n, g) => n + g.count, 0);
  const inTotals = totals.reduce((n, t) => n + t.count, 0);
  const filter: DonationsFilter = {
    status: query.status,
    currency: query.currency,
    method: query.method,
    operator: query.operator,
    from: query.from,
    to: query.to,
    q: query.q || undefined,
  };
  const items = rows.map(withSummary).map(asListed);
  return { ...toPage(items, total, query), filter, count: query.count, totals, notCounted: total - inTotals, days };
}

/**
 * A gift as the lists show it: a donor whose data was erased at their request is shown as erased
 * (docs/decisions/017-my-membership-page.md), never under the placeholder address the erasure left.
 */
export function asListed<T extends Pick<Donation, "email" | "donorName" | "phone">>(donation: T): T & { erased: boolean } {
  const erased = donation.email !== null && isErasedAddress(donation.email);
  return erased ? { ...donation, email: null, donorName: null, phone: null, erased } : { ...donation, erased };
}

/** The donations whose donor was not erased (an erasure leaves a placeholder address: complete-privacy-request.ts erasedAddress). */
export const notErased = sql`(${donations.email} is null or ${donations.email} not like 'erased+%@invalid')`;
