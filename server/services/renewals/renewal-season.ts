/**
 * The renewal season (docs/rules.md R7; docs/decisions/013-members-and-years.md): each round of
 * the recurring job asks the year of the current round of every member due, and tells once each
 * member whose grace period ended unpaid. Everything is decided from `now` (the round's time), so a
 * round missed while the servers were down does its work at the next start; and everything is
 * guarded in the database — a mail by its outbox key, a lapse notice by `UPDATE … WHERE
 * lapse_noticed_at IS NULL` — so two processes, or a round run twice, mail each member once.
 *
 * Members are read in batches by id (keyset), each batch in its own transaction: 10 000 members
 * are 50 short transactions, not one long one.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { membershipCategories, type MembershipCategory } from "../../../shared/domain";
import { foundationDay, lastGraceDay, membershipYearOf, renewalRoundOn } from "../../../shared/membership";
import { DUES_CURRENCY, duesTable, paysOnline, type DuesAmounts } from "../../../shared/money";
import { members, membershipYears, outbox, type Member, type MembershipYear } from "../../../shared/schema";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import { recordChange, siteActor } from "../audit/record-change";
import { askYear, type YearDues } from "../members/member-years";
import { getSiteSettings } from "../settings/site-settings";
import { renewalLinkEnd, renewalUrl, type RenewalLinks } from "./renewal-link";

/** The categories whose dues are paid online (docs/rules.md R6): the only ones a renewal mail asks. */
export const renewingCategories: MembershipCategory[] = membershipCategories.filter(paysOnline);

/** How many members one transaction handles. */
export const RENEWAL_BATCH = 200;

/** What a round of renewal mails is called in the outbox key: the season's two, or staff's on a day. */
export type RenewalCause = "opening" | "overdue" | `staff-${string}`;

/** The outbox key of a renewal mail: one per member, year and round. */
export const renewalKey = (memberId: string, year: number, cause: RenewalCause) => `renewal:${memberId}:${year}:${cause}`;

/**
 * The dues a year is asked with: those in force now for the member's category. A patron chooses
 * their amount (at least the minimum); renewing, they are asked what they gave the year before when
 * it is more than today's minimum — they gave it freely once, and the page says the amount plainly.
 */
export function renewalDues(dues: DuesAmounts, category: MembershipCategory, previous: Pick<MembershipYear, "duesAmount" | "duesCurrency"> | null): YearDues | null {
  const rule = duesTable(dues)[category];
  if (rule.kind === "fixed") return { category, duesAmount: rule.amount, duesCurrency: DUES_CURRENCY };
  if (rule.kind !== "minimum") return null;
  const last = previous && previous.duesCurrency === DUES_CURRENCY ? previous.duesAmount : 0;
  return { category, duesAmount: Math.max(rule.minimum, last), duesCurrency: DUES_CURRENCY };
}

type DueMember = { member: Member; previous: MembershipYear; current: MembershipYear | null };

const previousYear = alias(membershipYears, "previous_year");
const currentYear = alias(membershipYears, "current_year");

/**
 * One batch of the members due for `year` after `afterId`: not erased, of a category that pays
 * online, paid the year before, not this one. `only` narrows it (a round's members not yet mailed,
 * the lapsed not yet told).
 */
export async function dueMembersBatch(
  db: Db,
  year: number,
  afterId: string | null,
  options: { limit?: number; notMailed?: RenewalCause; notNoticed?: boolean; memberId?: string } = {},
): Promise<DueMember[]> {
  const conditions = [
    isNull(members.erasedAt),
    inArray(members.category, renewingCategories),
    or(isNull(currentYear.id), isNull(currentYear.paidAt)),
    afterId ? gt(members.id, afterId) : undefined,
    options.memberId ? eq(members.id, options.memberId) : undefined,
    options.notNoticed ? isNull(currentYear.lapseNoticedAt) : undefined,
    // The outbox's unique key: a member this round already mailed is skipped (and not asked again).
    options.notMailed
      ? sql`not exists (select 1 from ${outbox} where ${outbox.key} = 'renewal:' || ${members.id}::text || ${`:${year}:${options.notMailed}`})`
      : undefined,
  ];
  const rows = await db
    .select({ member: members, previous: previousYear, current: currentYear })
    .from(members)
    .innerJoin(previousYear, and(eq(previousYear.memberId, members.id), eq(previousYear.year, year - 1), isNotNull(previousYear.paidAt)))
    .leftJoin(currentYear, and(eq(currentYear.memberId, members.id), eq(currentYear.year, year)))
    .where(and(...conditions))
    .orderBy(asc(members.id))
    .limit(options.limit ?? RENEWAL_BATCH);
  return rows;
}

/** How many members are due for `year` (the staff's count). */
export async function countDueMembers(db: Db, year: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(members)
    .innerJoin(previousYear, and(eq(previousYear.memberId, members.id), eq(previousYear.year, year - 1), isNotNull(previousYear.paidAt)))
    .leftJoin(currentYear, and(eq(currentYear.memberId, members.id), eq(currentYear.year, year)))
    .where(and(isNull(members.erasedAt), inArray(members.category, renewingCategories), or(isNull(currentYear.id), isNull(currentYear.paidAt))));
  return row?.count ?? 0;
}

/**
 * Asks `year` of a member and queues its mail, once per cause; answers the year's row when a
 * mail was queued (null when this cause had mailed them already, or nothing is paid online).
 */
export async function askRenewal(
  tx: Db,
  links: RenewalLinks,
  due: { member: Member; previous: Pick<MembershipYear, "duesAmount" | "duesCurrency"> | null },
  year: number,
  cause: RenewalCause,
  context: { dues: DuesAmounts; graceDays: number; now: Date },
): Promise<MembershipYear | null> {
  const { member } = due;
  const dues = renewalDues(context.dues, member.category, due.previous);
  if (!dues) return null;
  const row = await askYear(tx, member.id, year, dues);
  if (row.paidAt) return null;
  const queued = await queueMail(tx, {
    key: renewalKey(member.id, year, cause),
    template: "membership-renewal",
    to: [member.email],
    language: member.language,
    data: {
      yearId: row.id,
      name: member.fullName,
      category: row.category,
      year,
      amount: row.duesAmount,
      currency: row.duesCurrency,
      round: cause === "opening" || cause === "overdue" ? cause : "staff",
      graceEnd: lastGraceDay(year, context.graceDays),
      url: renewalUrl(links, row.id, member.language, context.now),
      linkEnds: renewalLinkEnd(context.now).toISOString(),
    },
  });
  if (!queued) return null;
  const [sent] = await tx.update(membershipYears).set({ renewalSentAt: context.now, updatedAt: context.now }).where(eq(membershipYears.id, row.id)).returning();
  return sent ?? row;
}

export type SeasonReport = { round: string | null; asked: number; lapsed: number };

/** One round of the season at `now`: the renewal mails of the round, then the lapse notices. */
export async function runRenewalSeason(db: Db, links: RenewalLinks, now: Date, batch = RENEWAL_BATCH): Promise<SeasonReport> {
  const settings = await getSiteSettings(db, now);
  const context = { dues: settings.dues, graceDays: settings.graceDays, now };
  const round = renewalRoundOn(now, settings.graceDays);
  let asked = 0;
  if (round) {
    for (let after: string | null = null; ; ) {
      const due = await dueMembersBatch(db, round.year, after, { limit: batch, notMailed: round.round });
      if (due.length === 0) break;
      asked += await db.transaction(async (tx) => {
        let count = 0;
        for (const one of due) if (await askRenewal(tx, links, one, round.year, round.round, context)) count++;
        return count;
      });
      after = due[due.length - 1]!.member.id;
    }
  }
  const lapsed = await noticeLapses(db, links, now, context, batch);
  return { round: round ? `${round.year}:${round.round}` : null, asked, lapsed };
}

/**
 * The members whose grace period for this year ended unpaid (they paid last year): each told once
 * by mail, with the renewal link, and the notice written to the audit list as the site's.
 */
async function noticeLapses(db: Db, links: RenewalLinks, now: Date, context: { dues: DuesAmounts; graceDays: number; now: Date }, batch: number): Promise<number> {
  const year = membershipYearOf(now);
  const graceEnd = lastGraceDay(year, context.graceDays);
  if (foundationDay(now) <= graceEnd) return 0;
  let told = 0;
  for (let after: string | null = null; ; ) {
    const due = await dueMembersBatch(db, year, after, { limit: batch, notNoticed: true });
    if (due.length === 0) break;
    told += await db.transaction(async (tx) => {
      let count = 0;
      for (const { member, previous } of due) {
        const dues = renewalDues(context.dues, member.category, previous);
        if (!dues) continue;
        const row = await askYear(tx, member.id, year, dues);
        // Once, whichever process gets here first: the other finds it set.
        const [noticed] = await tx
          .update(membershipYears)
          .set({ lapseNoticedAt: now, updatedAt: now })
          .where(and(eq(membershipYears.id, row.id), isNull(membershipYears.lapseNoticedAt), isNull(membershipYears.paidAt)))
          .returning();
        if (!noticed) continue;
        await queueMail(tx, {
          key: `membership-lapsed:${member.id}:${year}`,
          template: "membership-lapsed",
          to: [member.email],
          language: member.language,
          data: {
            yearId: noticed.id,
            name: member.fullName,
            category: noticed.category,
            year,
            amount: noticed.duesAmount,
            currency: noticed.duesCurrency,
            graceEnd,
            url: renewalUrl(links, noticed.id, member.language, now),
            linkEnds: renewalLinkEnd(now).toISOString(),
          },
        });
        await recordChange(tx, siteActor, {
          action: "member.lapse",
          entity: "member",
          entityId: member.id,
          label: member.fullName,
          details: { name: member.fullName },
          changes: { membershipYear: { from: null, to: year } },
        });
        count++;
      }
      return count;
    });
    after = due[due.length - 1]!.member.id;
  }
  return told;
}
