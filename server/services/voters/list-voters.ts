/**
 * The members entitled to vote at a general assembly: those with a paid year for the assembly's
 * year (shared/membership.ts entitledToVote). One query over `membership_years_year_idx` (year,
 * paid_at) joined to each member, the payment that paid the year and its receipt by their keys:
 * no query per member, so the list and its CSV stay quick at ten thousand members. A member whose
 * data was erased at their request is no longer written to, so is neither listed nor convened.
 *
 * Names are ordered in the database by their key (members.name_key: accents and case folded,
 * shared/name-order.ts), so that a page is one query of twenty rows and the count another,
 * whatever the page: nothing is sorted in the server's memory per request.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { memberCountry } from "../../../shared/countries";
import type { Language } from "../../../shared/domain";
import { members, membershipYears, payments, receipts } from "../../../shared/schema";
import type { VoterItem, VoterName } from "../../../shared/voters";
import type { Db } from "../../db";
import { pageWindow } from "../../lib/paging";
import { receiptLabel } from "../receipts-and-attestations/assign-receipt-number";

/** Who votes in `year`: a paid year, and a member whose data was not erased. */
const votersWhere = (year: number) => and(eq(membershipYears.year, year), isNotNull(membershipYears.paidAt), isNull(members.erasedAt));

/** By name (shared/name-order.ts), as the index members_name_key_idx reads them. */
const byNameInSql = [asc(sql`${members.nameKey} collate "C"`), asc(members.id)];

/**
 * The rows of the year's voters, by name; one page of them when `paging` is given — the page's
 * members chosen first, by name alone, so that the payments and receipts are joined to its twenty
 * rows and not to the thousands a deep page skips.
 */
export const votersOfYear = (db: Pick<Db, "select">, year: number, paging?: { limit: number; offset: number }) => {
  const page = paging
    ? inArray(
        members.id,
        db
          .select({ id: members.id })
          .from(membershipYears)
          .innerJoin(members, eq(members.id, membershipYears.memberId))
          .where(votersWhere(year))
          .orderBy(...byNameInSql)
          .limit(paging.limit)
          .offset(paging.offset),
      )
    : undefined;
  return db
    .select({
      memberId: members.id,
      fullName: members.fullName,
      email: members.email,
      country: members.country,
      countryCode: members.countryCode,
      language: members.language,
      category: membershipYears.category,
      paidAt: membershipYears.paidAt,
      provider: payments.provider,
      method: payments.method,
      receiptYear: receipts.year,
      receiptNumber: receipts.number,
    })
    .from(membershipYears)
    .innerJoin(members, eq(members.id, membershipYears.memberId))
    .leftJoin(payments, eq(payments.id, membershipYears.paymentId))
    .leftJoin(receipts, eq(receipts.paymentId, membershipYears.paymentId))
    .where(and(votersWhere(year), page))
    .orderBy(...byNameInSql);
};

/** Every voter of `year`, by name: the attendance sheet. */
export const voterNames = (db: Pick<Db, "select">, year: number): Promise<VoterName[]> =>
  db
    .select({ memberId: members.id, fullName: members.fullName })
    .from(membershipYears)
    .innerJoin(members, eq(members.id, membershipYears.memberId))
    .where(votersWhere(year))
    .orderBy(...byNameInSql);

type VoterRow = Awaited<ReturnType<typeof votersOfYear>>[number];

/** A voter as the admin reads it, their country named in `lang`. */
const toItem = (row: VoterRow, lang: Language): VoterItem => ({
  memberId: row.memberId,
  fullName: row.fullName,
  email: row.email ?? "",
  country: memberCountry(row, lang),
  category: row.category,
  language: row.language,
  paidAt: row.paidAt!.toISOString(),
  provider: row.provider,
  method: row.method,
  receipt: row.receiptYear !== null && row.receiptNumber !== null ? receiptLabel({ year: row.receiptYear, number: row.receiptNumber }) : null,
});

/** All the voters of `year`, by name, their country named in `lang` (the CSV). */
export async function listVoters(db: Db, year: number, lang: Language): Promise<VoterItem[]> {
  return (await votersOfYear(db, year)).map((row) => toItem(row, lang));
}

/** One page of the voters of `year`, by name, and how many they are in all. */
export async function listVotersPage(db: Db, year: number, lang: Language, paging: { page: number; pageSize: number }): Promise<{ items: VoterItem[]; total: number }> {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    votersOfYear(db, year, pageWindow(paging)),
    // Counted on the years' index alone: the erased few are left out through members_erased_idx,
    // not by joining every voter's member row.
    db
      .select({ total: count() })
      .from(membershipYears)
      .where(
        and(
          eq(membershipYears.year, year),
          isNotNull(membershipYears.paidAt),
          notExists(db.select({ one: sql`1` }).from(members).where(and(eq(members.id, membershipYears.memberId), isNotNull(members.erasedAt)))),
        ),
      ),
  ]);
  return { items: rows.map((row) => toItem(row, lang)), total };
}
