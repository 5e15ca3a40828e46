/**
 * What the database keeps copied beside the record, against the record read again: the sums beside
 * the gifts and the payments (donation_sums, payment_sums: docs/decisions/032-sums-kept-by-the-database.md),
 * and each application's copy of its member's years paid and of the ways its dues were paid
 * (memberships.member_paid_years, memberships.dues_channels: decisions 013 and 035). The tests of
 * every way a payment arrives or is undone check, after each test, that the two never differ.
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../server/db";

type Row = Record<string, unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v])));

export async function expectKeptCopiesAgree(db: Db) {
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
  // Each application against its payments and its member's years, read here with joins of their own.
  const [keptCopies, countedCopies] = await Promise.all([
    rows(db, sql`select id::text, member_paid_years as years, dues_channels as channels from memberships order by id`),
    rows(
      db,
      sql`select a.id::text,
            coalesce((select array_agg(y.year order by y.year) from membership_years y where y.member_id = a.member_id and y.paid_at is not null), '{}') as years,
            coalesce((select array_agg(distinct w.channel order by w.channel) from (
              select case when p.method::text like 'mobile_money%' then p.operator else p.method::text end as channel
              from payments p left join membership_years y on p.payable_kind = 'membership_year' and y.id = p.payable_id
              where p.status = 'succeeded' and ((p.payable_kind = 'membership' and p.payable_id = a.id) or y.member_id = a.member_id)
            ) w where w.channel is not null), '{}') as channels
          from memberships a order by a.id`,
    ),
  ]);
  expect(keptCopies, "the applications' years paid and dues channels against the payments").toEqual(countedCopies);
}
