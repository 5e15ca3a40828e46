/**
 * The staff's side of the renewal season: one member's renewal mail sent now (even outside the
 * season), every member due for a year, and the list of a year's members with what the season did.
 * Each send is audited; a member gets at most one staff renewal mail per year and day (the outbox
 * key names the day), so a double click or two staff pressing Send mail them once.
 */
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { foundationDay, membershipYearOf, standingOn, yearToPay } from "../../../shared/membership";
import type { RenewalCounts, RenewalItem } from "../../../shared/renewals";
import { members, membershipYears, type Member } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import { paidYearsOf } from "../members/member-years";
import { getSiteSettings } from "../settings/site-settings";
import type { RenewalLinks } from "./renewal-link";
import { askRenewal, countDueMembers, dueMembersBatch, renewingCategories, RENEWAL_BATCH, type RenewalCause } from "./renewal-season";

/** Staff's sends of one day: the outbox key's round. */
const staffCause = (now: Date): RenewalCause => `staff-${foundationDay(now)}`;

/**
 * The year a renewal asks of a member now: the one due (standingOn), else the next one they can
 * pay (December's choice included), else the year after the current one.
 */
export function yearToAsk(paidYears: readonly number[], now: Date, settings: { graceDays: number; nextYearFrom: string }): number {
  return standingOn(paidYears, now, settings.graceDays, settings.nextYearFrom).due ?? yearToPay(now, paidYears, settings.nextYearFrom) ?? Math.max(membershipYearOf(now), ...paidYears) + 1;
}

export type SendOneResult =
  | { kind: "notFound" }
  | { kind: "erased" }
  | { kind: "nothingOnline" }
  | { kind: "alreadySent"; year: number }
  | { kind: "sent"; year: number };

export async function sendRenewal(db: Db, links: RenewalLinks, actor: Actor, memberId: string, now: Date): Promise<SendOneResult> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) return { kind: "notFound" };
  if (member.erasedAt) return { kind: "erased" };
  if (!renewingCategories.includes(member.category)) return { kind: "nothingOnline" };
  const settings = await getSiteSettings(db, now);
  const year = yearToAsk((await paidYearsOf(db, [member.id])).get(member.id) ?? [], now, settings);
  const [previous] = await db
    .select()
    .from(membershipYears)
    .where(and(eq(membershipYears.memberId, member.id), eq(membershipYears.year, year - 1), isNotNull(membershipYears.paidAt)))
    .limit(1);
  return db.transaction(async (tx) => {
    const asked = await askRenewal(tx, links, { member, previous: previous ?? null }, year, staffCause(now), { dues: settings.dues, graceDays: settings.graceDays, now });
    if (!asked) return { kind: "alreadySent", year } as const;
    await recordChange(tx, actor, {
      action: "renewal.send",
      entity: "member",
      entityId: member.id,
      label: member.fullName,
      details: { name: member.fullName },
      changes: { membershipYear: { from: null, to: year } },
    });
    return { kind: "sent", year } as const;
  });
}

/** Every member due for `year` mailed now (those mailed by staff today already are not mailed again). */
export async function sendAllRenewals(db: Db, links: RenewalLinks, actor: Actor, year: number, now: Date): Promise<{ sent: number; alreadySent: number }> {
  const settings = await getSiteSettings(db, now);
  const context = { dues: settings.dues, graceDays: settings.graceDays, now };
  const due = await countDueMembers(db, year);
  let sent = 0;
  for (let after: string | null = null; ; ) {
    const batch = await dueMembersBatch(db, year, after, { notMailed: staffCause(now) });
    if (batch.length === 0) break;
    sent += await db.transaction(async (tx) => {
      let count = 0;
      for (const one of batch) if (await askRenewal(tx, links, one, year, staffCause(now), context)) count++;
      return count;
    });
    after = batch[batch.length - 1]!.member.id;
    if (batch.length < RENEWAL_BATCH) break;
  }
  await recordChange(db, actor, {
    action: "renewal.sendAll",
    entity: "renewals",
    entityId: String(year),
    label: String(year),
    details: { name: String(year) },
    changes: { membershipYear: { from: null, to: year }, sent: { from: null, to: sent } },
  });
  return { sent, alreadySent: due - sent };
}

const previousYear = alias(membershipYears, "previous_year");
const currentYear = alias(membershipYears, "current_year");

/** The members of a year: those asked (or paid) for it, and those due who were not asked yet. */
const ofYear = () =>
  or(
    isNotNull(currentYear.id),
    and(isNotNull(previousYear.id), isNull(members.erasedAt), inArray(members.category, renewingCategories)),
  );

const PAGE_SIZE = 50;

export async function listRenewals(db: Db, year: number, page: number): Promise<{ counts: RenewalCounts; items: RenewalItem[]; total: number; pageSize: number }> {
  const from = () =>
    db
      .select({ member: members, current: currentYear })
      .from(members)
      .leftJoin(currentYear, and(eq(currentYear.memberId, members.id), eq(currentYear.year, year)))
      .leftJoin(previousYear, and(eq(previousYear.memberId, members.id), eq(previousYear.year, year - 1), isNotNull(previousYear.paidAt)))
      .where(ofYear());
  const rows = await from()
    .orderBy(asc(members.fullName), asc(members.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      sent: sql<number>`count(${currentYear.renewalSentAt})::int`,
      opened: sql<number>`count(${currentYear.linkOpenedAt})::int`,
      paid: sql<number>`count(${currentYear.paidAt})::int`,
    })
    .from(members)
    .leftJoin(currentYear, and(eq(currentYear.memberId, members.id), eq(currentYear.year, year)))
    .leftJoin(previousYear, and(eq(previousYear.memberId, members.id), eq(previousYear.year, year - 1), isNotNull(previousYear.paidAt)))
    .where(ofYear());
  const due = await countDueMembers(db, year);
  return {
    counts: { due, sent: totals?.sent ?? 0, opened: totals?.opened ?? 0, paid: totals?.paid ?? 0 },
    items: rows.map(({ member, current }) => item(member, current)),
    total: totals?.total ?? 0,
    pageSize: PAGE_SIZE,
  };
}

function item(member: Member, current: typeof membershipYears.$inferSelect | null): RenewalItem {
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return {
    memberId: member.id,
    yearId: current?.id ?? null,
    name: member.erasedAt ? "" : member.fullName,
    email: member.erasedAt ? "" : (member.email ?? ""),
    category: current?.category ?? member.category,
    amount: current?.duesAmount ?? null,
    currency: current?.duesCurrency ?? null,
    sentAt: iso(current?.renewalSentAt),
    openedAt: iso(current?.linkOpenedAt),
    paidAt: iso(current?.paidAt),
    lapseNoticedAt: iso(current?.lapseNoticedAt),
  };
}
