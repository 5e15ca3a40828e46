/**
 * The sums the database keeps beside the gifts and the payments (donation_sums, payment_sums:
 * docs/decisions/032-sums-kept-by-the-database.md) against the rows added up again: the tests of
 * every way a payment arrives or is undone check, after each test, that the two never differ.
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../server/db";

type Row = Record<string, unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v])));

export async function expectListSumsAgree(db: Db) {
  const [kept, counted] = await Promise.all([
    rows(db, sql`select currency::text, status::text, count, amount from donation_sums where count <> 0 or amount <> 0 order by 1, 2`),
    rows(db, sql`select currency::text, status::text, count(*) as count, sum(amount) as amount from donations group by 1, 2 order by 1, 2`),
  ]);
  expect(kept, "donation_sums against the donations").toEqual(counted);
  const [keptPayments, countedPayments] = await Promise.all([
    rows(db, sql`select payable_kind::text as kind, currency::text, stands, count, amount from payment_sums where count <> 0 or amount <> 0 order by 1, 2, 3`),
    rows(
      db,
      sql`select payable_kind::text as kind, currency::text, (reversal is null and duplicate_of is null) as stands, count(*) as count, sum(amount) as amount
          from payments where status = 'succeeded' and paid_at is not null group by 1, 2, 3 order by 1, 2, 3`,
    ),
  ]);
  expect(keptPayments, "payment_sums against the payments received").toEqual(countedPayments);
}
