import { and, count, desc, eq, gte, lt, sql, sum, type SQL } from "drizzle-orm";
import type { CurrencyTotal, DonationsQuery } from "../../../shared/admin";
import { donations } from "../../../shared/schema";
import { site } from "../../../shared/site";
import type { Db } from "../../db";
import { pageWindow, toPage } from "../../lib/paging";
import { utcOffsetMinutes } from "../../lib/time-zone";
import { latestPayment, paidWith, summaryOf, withSummary } from "../admin/payment-columns";

export type DonationsFilter = Pick<DonationsQuery, "status" | "currency" | "method" | "from" | "to">;

/** The instant a calendar day `YYYY-MM-DD` starts in the foundation's time zone. */
export function startOfDay(day: string, timeZone: string = site.timeZone): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  return new Date(midnightUtc.getTime() - utcOffsetMinutes(midnightUtc, timeZone) * 60_000);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The donations a filter selects: status, currency, a successful payment made a way (`method`),
 * and days `from`–`to` (both included, Cotonou time).
 */
export function donationsWhere({ status, currency, method, from, to }: DonationsFilter): SQL | undefined {
  return and(
    status ? eq(donations.status, status) : undefined,
    currency ? eq(donations.currency, currency) : undefined,
    method ? paidWith("donation", donations.id, method) : undefined,
    from ? gte(donations.createdAt, startOfDay(from)) : undefined,
    to ? lt(donations.createdAt, startOfDay(nextDay(to))) : undefined,
  );
}

/** Count and sum per currency (minor units) of the donations `where` selects. */
export async function donationTotals(db: Pick<Db, "select">, where: SQL | undefined): Promise<CurrencyTotal[]> {
  const rows = await db
    .select({ currency: donations.currency, count: count(), amount: sum(donations.amount).mapWith(Number) })
    .from(donations)
    .where(where)
    .groupBy(donations.currency)
    .orderBy(donations.currency);
  return rows.map((r) => ({ currency: r.currency, count: r.count, amount: r.amount ?? 0 }));
}

/**
 * One page of the donations a filter selects, newest first, each with how it was paid (its latest
 * successful payment, or else its latest try), and the totals of the whole filter.
 */
export async function listDonations(db: Db, query: DonationsFilter & { page: number; pageSize: number }) {
  const where = donationsWhere(query);
  const { limit, offset } = pageWindow(query);
  const latest = latestPayment(db, "donation", donations.id);
  const [rows, totals] = await Promise.all([
    db
      .select({ row: donations, payment: summaryOf(latest) })
      .from(donations)
      .leftJoinLateral(latest, sql`true`)
      .where(where)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(limit)
      .offset(offset),
    donationTotals(db, where),
  ]);
  const total = totals.reduce((n, t) => n + t.count, 0);
  return { ...toPage(rows.map(withSummary), total, query), totals };
}

export const succeededOnly = eq(donations.status, "succeeded");
