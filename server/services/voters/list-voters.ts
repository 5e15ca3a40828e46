/**
 * The members entitled to vote at a general assembly: those with a paid year for the assembly's
 * year (shared/membership.ts entitledToVote). One query over `membership_years_year_idx` (year,
 * paid_at) joined to each member, the payment that paid the year and its receipt by their keys:
 * no query per member, so the list and its CSV stay quick at ten thousand members. A member whose
 * data was erased at their request is no longer written to, so is neither listed nor convened.
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { memberCountry } from "../../../shared/countries";
import type { Language } from "../../../shared/domain";
import { members, membershipYears, payments, receipts } from "../../../shared/schema";
import type { VoterItem } from "../../../shared/voters";
import type { Db } from "../../db";
import { receiptLabel } from "../receipts/assign-receipt-number";

/** The rows of the year's voters, as stored (unsorted). */
export const votersOfYear = (db: Pick<Db, "select">, year: number) =>
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
    .where(and(eq(membershipYears.year, year), isNotNull(membershipYears.paidAt), isNull(members.erasedAt)));

/**
 * Names in the order the reader's language sorts them (accents and case aside: "Émile" among the
 * E's), the same on PGlite and PostgreSQL whatever the database's collation.
 */
export const byName = <T extends { fullName: string; memberId: string }>(rows: T[], lang: Language): T[] => {
  const collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
  return rows.sort((a, b) => collator.compare(a.fullName, b.fullName) || (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0));
};

/** The voters of `year`, sorted by name, their country named in `lang`. */
export async function listVoters(db: Db, year: number, lang: Language): Promise<VoterItem[]> {
  const rows = await votersOfYear(db, year);
  return byName(rows, lang).map((row) => ({
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
  }));
}
