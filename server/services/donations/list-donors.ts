/**
 * The donors: the gifts received (succeeded) from each address, compared without case, counted and
 * summed per currency, for one year of the foundation's calendar (the day each was paid) or all
 * years; the most generous in gifts first. Two queries a page: the donors, then their totals and
 * whether a member has their address.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { CurrencyTotal, DonorItem } from "../../../shared/admin";
import type { Currency } from "../../../shared/domain";
import { donations, members } from "../../../shared/schema";
import { site } from "../../../shared/site";
import type { Db } from "../../db";
import { pageWindow, toPage } from "../../lib/paging";
import { notErased } from "./list-donations";

const address = sql<string>`lower(${donations.email})`;

/** The gifts of a year (when given) that were received, of donors not erased at their request (no one to thank, not counted). */
export const donorsWhere = (year: number | undefined): SQL =>
  and(
    eq(donations.status, "succeeded"),
    notErased,
    year === undefined ? undefined : sql`extract(year from coalesce(${donations.paidAt}, ${donations.createdAt}) at time zone ${site.timeZone}) = ${year}`,
  )!;

/** The donors of `emails` (lower case) with their totals and member, in the order given. */
async function donorsOf(db: Db, where: SQL, order: { email: string; gifts: number; lastGiftAt: string; name: string | null; anonymous: boolean }[]): Promise<DonorItem[]> {
  if (order.length === 0) return [];
  const emails = order.map((donor) => donor.email);
  const [totals, memberRows] = await Promise.all([
    db
      .select({ email: address, currency: donations.currency, count: sql<number>`count(*)::int`, amount: sql<number>`sum(${donations.amount})::bigint` })
      .from(donations)
      .where(and(where, inArray(address, emails)))
      .groupBy(address, donations.currency)
      .orderBy(donations.currency),
    db.select({ id: members.id, email: sql<string>`lower(${members.email})` }).from(members).where(inArray(sql`lower(${members.email})`, emails)),
  ]);
  const memberOf = new Map(memberRows.map((row) => [row.email, row.id]));
  return order.map((donor) => ({
    ...donor,
    memberId: memberOf.get(donor.email) ?? null,
    totals: totals
      .filter((total) => total.email === donor.email)
      .map((total): CurrencyTotal => ({ currency: total.currency as Currency, count: Number(total.count), amount: Number(total.amount) })),
  }));
}

/** The donors a query of the page, in order: the most gifts first, then the latest gift. */
const donorRows = (db: Db, where: SQL) =>
  db
    .select({
      email: address,
      gifts: sql<number>`count(*)::int`,
      lastGiftAt: sql<string>`max(coalesce(${donations.paidAt}, ${donations.createdAt}))`,
      name: sql<string | null>`(array_agg(${donations.donorName} order by ${donations.createdAt} desc) filter (where ${donations.donorName} is not null))[1]`,
      // One of the gifts was given anonymously: the name is never to be thanked publicly.
      anonymous: sql<boolean>`bool_or(${donations.anonymous})`,
    })
    .from(donations)
    .where(where)
    .groupBy(address)
    .orderBy(sql`count(*) desc`, sql`max(coalesce(${donations.paidAt}, ${donations.createdAt})) desc`, address);

const asDonor = (row: { email: string; gifts: number; lastGiftAt: string | Date; name: string | null; anonymous: boolean | null }) => ({
  email: row.email,
  gifts: Number(row.gifts),
  lastGiftAt: new Date(row.lastGiftAt).toISOString(),
  name: row.name,
  anonymous: row.anonymous === true,
});

export async function listDonors(db: Db, query: { year?: number; page: number; pageSize: number }) {
  const where = donorsWhere(query.year);
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    donorRows(db, where).limit(limit).offset(offset),
    db.select({ total: sql<number>`count(distinct ${address})::int` }).from(donations).where(where),
  ]);
  return toPage(await donorsOf(db, where, rows.map(asDonor)), Number(total), query);
}

/** Every donor of the year (or all years), in the list's order, a batch at a time (for the CSV). */
export async function* allDonors(db: Db, year: number | undefined, batch = 500): AsyncGenerator<DonorItem[]> {
  const where = donorsWhere(year);
  for (let offset = 0; ; offset += batch) {
    const rows = await donorRows(db, where).limit(batch).offset(offset);
    if (rows.length === 0) return;
    yield await donorsOf(db, where, rows.map(asDonor));
    if (rows.length < batch) return;
  }
}
