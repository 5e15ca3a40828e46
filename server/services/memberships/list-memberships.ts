import { and, count, desc, eq, getTableColumns, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { MembersQuery } from "../../../shared/admin";
import { countryCodeOf } from "../../../shared/countries";
import { members, memberships } from "../../../shared/schema";
import type { Db } from "../../db";
import { containsPattern, onPage, toPage } from "../../lib/paging";
import { duesPaidThrough, latestPayment, paidWith, summaryOf, withSummary } from "../admin/payment-columns";
import { derivedStatusWhere, dueForWhere, paidForWhere, withStanding, type StandingClock } from "../members/member-standing";

export type MembersFilter = Pick<MembersQuery, "status" | "q" | "method" | "operator" | "category" | "country" | "dues" | "paidFor" | "dueFor">;

/**
 * The rows a filter selects: a status, a text found in the name or the e-mail, dues paid a way
 * (`method`), a category, a country (its code, or a name of it in either language: "Bénin" and
 * "Benin" select the same members; a text that names no country is looked for in what was typed),
 * dues paid (a successful payment) or not, a year paid or due, dues paid through an operator or way
 * (the application's or a year's: docs/decisions/021-one-list-of-payments.md). The status is the one the list
 * reports (an admitted member who lapsed is inactive), read at the clock's instant.
 */
export function membersWhere({ status, q, method, operator, category, country, dues, paidFor, dueFor }: MembersFilter, clock: StandingClock): SQL | undefined {
  const text = q?.trim();
  const place = country?.trim();
  const code = place ? countryCodeOf(place) : null;
  return and(
    status ? derivedStatusWhere(status, clock) : undefined,
    paidFor !== undefined ? paidForWhere(Number(paidFor)) : undefined,
    dueFor !== undefined ? dueForWhere(Number(dueFor)) : undefined,
    category ? eq(memberships.category, category) : undefined,
    code ? eq(memberships.countryCode, code) : place ? ilike(memberships.country, containsPattern(place)) : undefined,
    dues === "paid" ? eq(memberships.paymentStatus, "succeeded") : dues === "unpaid" ? ne(memberships.paymentStatus, "succeeded") : undefined,
    method ? paidWith("membership", memberships.id, method) : undefined,
    operator ? duesPaidThrough(memberships, operator) : undefined,
    text ? or(ilike(memberships.fullName, containsPattern(text)), ilike(memberships.email, containsPattern(text)), phoneWhere(text)) : undefined,
  );
}

/**
 * The members whose telephone holds the digits typed (a walk-in added without e-mail is found by
 * the number staff have): spaces, dots, dashes and `+` ignored on both sides; from 4 digits on.
 */
function phoneWhere(text: string): SQL | undefined {
  const digits = text.replace(/\D/g, "");
  if (digits.length < 4) return undefined;
  return sql`exists (select 1 from ${members} where ${members.id} = ${memberships.memberId} and regexp_replace(coalesce(${members.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`})`;
}

const newestFirst = [desc(memberships.createdAt), desc(memberships.id)];

/**
 * One page of the members a filter selects, newest first, each with how its dues were paid (the
 * latest successful payment, or else the latest try), its member's years paid (the row's copy) and
 * standing, whether the person's data was erased, and how many the filter selects in all: the page
 * and its count, two statements.
 *
 * The page's keys are chosen first (memberships_created_idx read backwards, lib/paging.ts onPage),
 * then its rows read whole, the payment and the erasure looked up for those twenty only.
 */
export async function listMemberships(db: Db, query: MembersFilter & { page: number; pageSize: number }, clock: StandingClock) {
  const where = membersWhere(query, clock);
  const latest = latestPayment(db, "membership", memberships.id);
  const [found, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        row: getTableColumns(memberships),
        payment: summaryOf(latest),
        // The people whose data was erased: shown as erased, never as a status under a placeholder.
        erased: sql<boolean>`exists (select 1 from ${members} where ${members.id} = ${memberships.memberId} and ${members.erasedAt} is not null)`,
      })
      .from(memberships)
      .leftJoinLateral(latest, sql`true`)
      .where(onPage(db, memberships.id, where, newestFirst, query))
      .orderBy(...newestFirst),
    db.select({ total: count() }).from(memberships).where(where),
  ]);
  return toPage(
    found.map(({ row, payment, erased }) => ({ ...withStanding(withSummary({ row, payment }), clock), erased })),
    total,
    query,
  );
}
