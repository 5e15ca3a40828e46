import { and, count, desc, gte, isNotNull, isNull, lt, sql, sum, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { DAY_TOTALS_SHOWN, type DayTotal } from "../../../shared/admin";
import { payments } from "../../../shared/schema";
import { site } from "../../../shared/site";
import type { Db } from "../../db";

/** The table a list's filter reads beside the payments (a donation's own columns), and how each payment meets its row. */
export type PaymentsThrough = { table: PgTable; on: SQL };

/**
 * The money received each day by the payments `where` selects (docs/decisions/020-matching-operator-statements.md),
 * counted by the database: of them, those that stand (succeeded, neither refunded nor voided; the
 * caller's `where` may leave out more, a payment made twice), grouped by the day they were paid on
 * the foundation's calendar (Africa/Porto-Novo, UTC+1: a payment at 23:30 UTC is of the next day
 * there) and by currency; the latest DAY_TOTALS_SHOWN days that have any. `through`: the table the
 * filter also reads, joined on each payment (the donations list's filter is on its donations).
 *
 * Two short queries: the latest days are found by stepping back one day at a time through
 * `payments_standing_paid_idx` (the latest payment before the day found, DAY_TOTALS_SHOWN probes of
 * the index), then only those days' payments are summed. Sorting every payment ever received by its
 * day, as a DISTINCT over them did, took 80 ms at 35,000 gifts. Under a `selective` filter (a
 * currency and half a year: 1,700 gifts) stepping would walk past every payment it leaves out:
 * the few payments it keeps are summed by day in one query, and the latest days kept here.
 */
export async function paymentDayTotals(
  db: Pick<Db, "select" | "execute">,
  where: SQL | undefined,
  through?: PaymentsThrough,
  /** The filter keeps few payments (a currency, some days, a text): their days are read from them, not stepped to. */
  selective = false,
): Promise<DayTotal[]> {
  // The zone written in the query, not bound: GROUP BY and ORDER BY must see one same expression.
  const zone = sql.raw(`'${site.timeZone}'`);
  const day = sql<string>`to_char(${payments.paidAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const standing = and(eq(payments.status, "succeeded"), isNull(payments.reversal), isNotNull(payments.paidAt), where);
  const from = through ? sql`${payments} inner join ${through.table} on ${through.on}` : sql`${payments}`;
  /** When the Cotonou day of the latest such payment paid before `bound` (all of them when none) began. */
  const dayBefore = (bound?: SQL) =>
    sql`(select date_trunc('day', ${payments.paidAt} at time zone ${zone}) at time zone ${zone}
         from ${from}
         where ${and(standing, bound ? lt(payments.paidAt, bound) : undefined)}
         order by ${payments.paidAt} desc limit 1)`;
  const totals = (bound: SQL | undefined) => {
    const query = db
      .select({ day, currency: payments.currency, count: count(), amount: sum(payments.amount).mapWith(Number) })
      .from(payments)
      .$dynamic();
    return (through ? query.innerJoin(through.table, through.on) : query)
      .where(and(standing, bound))
      .groupBy(day, payments.currency)
      .orderBy(desc(day), payments.currency);
  };
  const asTotals = (rows: { day: string; currency: DayTotal["currency"]; count: number; amount: number | null }[]) =>
    rows.map((r) => ({ day: r.day, currency: r.currency, count: r.count, amount: r.amount ?? 0 }));
  if (selective) {
    // Every day of the few payments kept, newest first; the latest DAY_TOTALS_SHOWN of them stay.
    const days = new Set<string>();
    const latest = (await totals(undefined)).filter((row) => {
      if (!days.has(row.day)) {
        if (days.size === DAY_TOTALS_SHOWN) return false;
        days.add(row.day);
      }
      return true;
    });
    return asTotals(latest);
  }
  const oldest = await oldestByStepping();
  if (oldest === null || oldest === undefined) return [];
  /** Stepping back a day at a time: each step stops at the first payment the filter keeps (most of them kept). */
  async function oldestByStepping() {
    const found = await db.execute(sql`
      with recursive days (n, start) as (
        select 1, ${dayBefore()}
        union all
        select n + 1, ${dayBefore(sql`days.start`)} from days where days.start is not null and n < ${DAY_TOTALS_SHOWN}
      )
      select min(start) as oldest from days`);
    return (found as unknown as { rows: { oldest: string | Date | null }[] }).rows[0]?.oldest;
  }
  return asTotals(await totals(gte(payments.paidAt, new Date(oldest))));
}
