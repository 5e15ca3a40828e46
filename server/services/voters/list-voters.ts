/**
 * The members entitled to vote at a general assembly: those with a paid year for the assembly's
 * year (shared/membership.ts entitledToVote). One query over `membership_years_year_idx` (year,
 * paid_at) joined to each member, the payment that paid the year and its receipt by their keys:
 * no query per member, so the list and its CSV stay quick at ten thousand members. A member whose
 * data was erased at their request is no longer written to, so is neither listed nor convened.
 *
 * The list on screen is paged: the database cannot sort names as the reader's language does, so
 * only the (id, name) of every voter are read and sorted here, then the full rows of one page's
 * ids — two queries whatever the page, and the big rows never read beyond the page's twenty.
 */
import { and, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import { memberCountry } from "../../../shared/countries";
import type { Language } from "../../../shared/domain";
import { members, membershipYears, payments, receipts } from "../../../shared/schema";
import type { VoterItem, VoterName } from "../../../shared/voters";
import type { Db } from "../../db";
import { pageWindow } from "../../lib/paging";
import { receiptLabel } from "../receipts/assign-receipt-number";

/** Who votes in `year`: a paid year, and a member whose data was not erased. */
const votersWhere = (year: number, also?: SQL) =>
  and(eq(membershipYears.year, year), isNotNull(membershipYears.paidAt), isNull(members.erasedAt), also);

/** The rows of the year's voters, as stored (unsorted); only those of `memberIds` when given. */
export const votersOfYear = (db: Pick<Db, "select">, year: number, memberIds?: string[]) =>
  db
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
    .where(votersWhere(year, memberIds && inArray(membershipYears.memberId, memberIds)));

/** Every voter of `year`, by name in `lang`: the attendance sheet, and the order of the pages. */
export async function voterNames(db: Pick<Db, "select">, year: number, lang: Language): Promise<VoterName[]> {
  const rows = await db
    .select({ memberId: members.id, fullName: members.fullName })
    .from(membershipYears)
    .innerJoin(members, eq(members.id, membershipYears.memberId))
    .where(votersWhere(year));
  return byName(rows, lang);
}

/**
 * Names in the order the reader's language sorts them (accents and case aside: "Émile" among the
 * E's), the same on PGlite and PostgreSQL whatever the database's collation.
 */
export const byName = <T extends { fullName: string; memberId: string }>(rows: T[], lang: Language): T[] => {
  const collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
  // The collator compares slowly (a page of ten thousand voters is sorted on every request):
  // ordered first by code units, cheaply, the names come to it mostly in order already, and the
  // engine's merge sort then makes far fewer comparisons.
  rows.sort((a, b) => (a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : 0));
  return rows.sort((a, b) => collator.compare(a.fullName, b.fullName) || (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0));
};

type VoterRow = Awaited<ReturnType<typeof votersOfYear>>[number];

/** A voter as the admin reads it, their country named in `lang`. */
const toItem = (row: VoterRow, lang: Language): VoterItem => ({
  memberId: row.memberId,
  fullName: row.fullName,
  email: row.email,
  country: memberCountry(row, lang),
  category: row.category,
  language: row.language,
  paidAt: row.paidAt!.toISOString(),
  provider: row.provider,
  method: row.method,
  receipt: row.receiptYear !== null && row.receiptNumber !== null ? receiptLabel({ year: row.receiptYear, number: row.receiptNumber }) : null,
});

/** All the voters of `year`, sorted by name, their country named in `lang` (the CSV). */
export async function listVoters(db: Db, year: number, lang: Language): Promise<VoterItem[]> {
  const rows = await votersOfYear(db, year);
  return byName(rows, lang).map((row) => toItem(row, lang));
}

/** One page of the voters of `year` in the order of `voterNames`, and how many they are in all. */
export async function listVotersPage(db: Db, year: number, lang: Language, paging: { page: number; pageSize: number }): Promise<{ items: VoterItem[]; total: number }> {
  const names = await voterNames(db, year, lang);
  const { limit, offset } = pageWindow(paging);
  const ids = names.slice(offset, offset + limit).map((name) => name.memberId);
  if (ids.length === 0) return { items: [], total: names.length };
  const rows = new Map((await votersOfYear(db, year, ids)).map((row) => [row.memberId, row]));
  // A voter erased or unpaid between the two reads is left out rather than shown half.
  const items = ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toItem(row, lang)] : [];
  });
  return { items, total: names.length };
}
