import { and, count, desc, eq, isNotNull, isNull, notExists, sql, sum } from "drizzle-orm";
import { countedStatuses, type ActivityItem, type AdminStats } from "../../../shared/admin";
import { membershipStatuses } from "../../../shared/domain";
import { contacts, donations, members as people, memberships, payments, programs } from "../../../shared/schema";
import type { Db } from "../../db";
import { donationTotals } from "../donations/list-donations";
import { reportedStatusSql, type StandingClock } from "../members/member-standing";

/**
 * The dashboard's figures, each counted from the database: the members by status as the Members
 * tab reports it (an admitted member who lapsed is inactive), the money received as the donations
 * tab totals it by default (succeeded donations only: a refunded or voided one is not), how many
 * gifts are not paid yet, and the payments made twice still to refund, counted apart.
 */
export async function getStats(db: Db, clock: StandingClock): Promise<AdminStats> {
  const status = reportedStatusSql(clock);
  const [byStatus, totals, pending, [messages], [programCounts], toRefund] = await Promise.all([
    // Grouped by the first column: written out twice, the expression would carry its parameters twice and PostgreSQL would not see one expression.
    // A person whose data was erased is no longer counted (their applications stay, anonymised).
    // An anti-join on the few erased people: joining every application to its member cost twice as much.
    db
      .select({ status, n: count() })
      .from(memberships)
      .where(notExists(db.select({ one: sql`1` }).from(people).where(and(eq(people.id, memberships.memberId), isNotNull(people.erasedAt)))))
      .groupBy(sql`1`),
    donationTotals(db, countedStatuses.received),
    donationTotals(db, countedStatuses.pending),
    db.select({ total: count(), fresh: count(sql`case when ${contacts.status} = 'new' then 1 end`) }).from(contacts),
    db.select({ total: count(), published: count(sql`case when ${programs.published} then 1 end`) }).from(programs),
    // Paid twice, not given back yet: apart from income, until refunded.
    db
      .select({ currency: payments.currency, count: count(), amount: sum(payments.amount).mapWith(Number) })
      .from(payments)
      .where(toRefundOnly)
      .groupBy(payments.currency)
      .orderBy(payments.currency),
  ]);
  const members = Object.fromEntries(membershipStatuses.map((s) => [s, byStatus.find((r) => r.status === s)?.n ?? 0])) as Record<
    (typeof membershipStatuses)[number],
    number
  >;
  return {
    members: { total: byStatus.reduce((n, r) => n + r.n, 0), ...members },
    donations: { count: totals.reduce((n, t) => n + t.count, 0), totals, pending: pending.reduce((n, t) => n + t.count, 0) },
    toRefund: { count: toRefund.reduce((n, t) => n + t.count, 0), totals: toRefund.map((t) => ({ currency: t.currency, count: t.count, amount: t.amount ?? 0 })) },
    messages: { total: messages?.total ?? 0, new: messages?.fresh ?? 0 },
    programs: { published: programCounts?.published ?? 0, total: programCounts?.total ?? 0 },
  };
}

/** A payment made twice for one thing (docs/decisions/016-paid-twice-refunds-and-voids.md), not refunded yet. */
export const toRefundOnly = and(eq(payments.status, "succeeded"), isNotNull(payments.duplicateOf), isNull(payments.reversal));

/** The latest applications (their status as reported), donations and messages, mixed by date, newest first. */
export async function getActivity(db: Db, clock: StandingClock, limit = 10): Promise<ActivityItem[]> {
  const [members, gifts, messages] = await Promise.all([
    db
      .select({ id: memberships.id, at: memberships.createdAt, name: memberships.fullName, category: memberships.category, status: reportedStatusSql(clock) })
      .from(memberships)
      .orderBy(desc(memberships.createdAt))
      .limit(limit),
    db
      .select({ id: donations.id, at: donations.createdAt, email: sql<string>`coalesce(${donations.email}, ${donations.donorName}, '')`, amount: donations.amount, currency: donations.currency, status: donations.status })
      .from(donations)
      .orderBy(desc(donations.createdAt))
      .limit(limit),
    db
      .select({ id: contacts.id, at: contacts.createdAt, name: contacts.name, subject: contacts.subject, status: contacts.status })
      .from(contacts)
      .orderBy(desc(contacts.createdAt))
      .limit(limit),
  ]);
  const items: ActivityItem[] = [
    ...members.map((m) => ({ kind: "membership" as const, ...m, at: m.at.toISOString() })),
    ...gifts.map((d) => ({ kind: "donation" as const, ...d, at: d.at.toISOString() })),
    ...messages.map((c) => ({ kind: "contact" as const, ...c, at: c.at.toISOString() })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
