/**
 * Whether a member is paid up, in SQL, for the lists' filters: the same rule as shared/membership.ts
 * (standingOn, lapsedOn) read at one instant, so that a filter on the derived status selects exactly
 * the rows whose status the list shows (docs/decisions/013-members-and-years.md).
 */
import { and, isNotNull, not, or, sql, type SQL } from "drizzle-orm";
import type { MembershipStatus } from "../../../shared/domain";
import { foundationDay, lapsedOn, lastGraceDay, standingOn, type Standing } from "../../../shared/membership";
import { memberships, membershipYears } from "../../../shared/schema";
import { site } from "../../../shared/site";
import type { Db } from "../../db";
import { getSiteSettings } from "../settings/site-settings";

/** The instant the standing is read at, the grace period and the day new members pay the next year from (Settings). */
export type StandingClock = { now: Date; graceDays: number; nextYearFrom?: string };

/** The standing's clock at `now`, with the grace period and the next year's day staff set. */
export const standingClock = async (db: Db, now: Date): Promise<StandingClock> => {
  const { graceDays, nextYearFrom } = await getSiteSettings(db, now);
  return { now, graceDays, nextYearFrom };
};

/** The years the application's member paid: the copy on the row (memberships.memberPaidYears, kept by the database). */
const paidYears = memberships.memberPaidYears;

/** `[2026, 2025]` as an integer[] literal of SQL. */
const yearsArray = (years: readonly number[]): SQL => sql`array[${sql.join(years.map((year) => sql`${year}::integer`), sql`, `)}]`;

/**
 * The years whose payment makes a member paid up at this instant: this year, the next one (paid
 * ahead: a new member after Settings' day, a December renewal), and last year while the grace
 * period after January 5th lasts (shared/membership.ts standingOn).
 */
export function paidUpYears({ now, graceDays }: StandingClock): number[] {
  const today = foundationDay(now);
  const year = Number(today.slice(0, 4));
  return today <= lastGraceDay(year, graceDays) ? [year, year + 1, year - 1] : [year, year + 1];
}

/**
 * The application's member paid before and is not paid up now (shared/membership.ts lapsedOn): a
 * year paid, none of them among the paid-up years. Read from the row's copy of the years paid, so
 * that a filter by standing costs no probe of membership_years (docs/performance.md, bench:admin).
 */
export const lapsedSql = (clock: StandingClock): SQL =>
  sql`(cardinality(${paidYears}) > 0 and not (${paidYears} && ${yearsArray(paidUpYears(clock))}))`;

/** An application's status as the API reports it, in SQL: an admitted member who lapsed reads inactive. */
export const reportedStatusSql = (clock: StandingClock): SQL<MembershipStatus> =>
  sql<MembershipStatus>`(case when ${memberships.status} = 'active' and ${lapsedSql(clock)} then 'inactive' else ${memberships.status}::text end)`;

/** The applications whose status, as the API reports it, is this one: an admitted member who lapsed reads inactive. */
export function derivedStatusWhere(status: MembershipStatus, clock: StandingClock): SQL {
  if (status === "pending") return sql`${memberships.status} = 'pending'`;
  if (status === "active") return and(sql`${memberships.status} = 'active'`, not(lapsedSql(clock)))!;
  return or(sql`${memberships.status} = 'inactive'`, and(sql`${memberships.status} = 'active'`, lapsedSql(clock)))!;
}

/** Members who paid this year. */
export const paidForWhere = (year: number): SQL => sql`${year}::integer = any(${paidYears})`;

/** The application was made during `year`, in the foundation's time zone (a range of instants: the index on created_at serves it). */
const madeDuringSql = (year: number): SQL =>
  sql`(${memberships.createdAt} >= make_timestamptz(${year}, 1, 1, 0, 0, 0, ${site.timeZone}) and ${memberships.createdAt} < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, ${site.timeZone}))`;

/**
 * Members this year's dues are asked of and not paid: they paid the year before, or the year was
 * asked of them (its row, unpaid), or they applied for it (the application's year, or made during it).
 * The years paid are read from the row's copy; the year asked and unpaid is the one probe of
 * membership_years (a small set: the rows asked and not paid).
 */
export const dueForWhere = (year: number): SQL =>
  and(
    isNotNull(memberships.memberId),
    not(paidForWhere(year)),
    or(
      paidForWhere(year - 1),
      sql`${memberships.memberId} in (select ${membershipYears.memberId} from ${membershipYears} where ${membershipYears.year} = ${year} and ${membershipYears.paidAt} is null)`,
      sql`${memberships.membershipYear} = ${year}`,
      madeDuringSql(year),
    ),
  )!;

/** What a row of an application says of its member: the years paid (its copy), the standing, the status as reported. */
export function withStanding<T extends { memberPaidYears: number[]; status: MembershipStatus }>(
  row: T,
  { now, graceDays, nextYearFrom }: StandingClock,
): T & { yearsPaid: number[]; standing: Standing } {
  const yearsPaid = row.memberPaidYears;
  const status: MembershipStatus = row.status === "active" && lapsedOn(yearsPaid, now, graceDays) ? "inactive" : row.status;
  return { ...row, status, yearsPaid, standing: standingOn(yearsPaid, now, graceDays, nextYearFrom) };
}
