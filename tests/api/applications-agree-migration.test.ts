/**
 * Migration 0024: applications the site left "dues unpaid" for a year their member had paid
 * another way (recorded on the member's page, by a renewal link) read paid, as the payment room now
 * leaves them in the same transaction (one truth about who has paid: docs/decisions/013-members-and-years.md). The years are the
 * record: nothing else changes, and the audit list says how many were answered.
 */
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../server/db";
import { foldersBefore, openEmpty, type Sql } from "../helpers/migration-db";

const AWA = "a0000000-0000-4000-8000-00000000000a"; // member: paid 2026 on her page
const AWA_APP = "a0000000-0000-4000-8000-000000000001"; // her application for 2026, left pending and unpaid
const KOFI = "b0000000-0000-4000-8000-00000000000b"; // member: paid 2025 only
const KOFI_APP = "b0000000-0000-4000-8000-000000000001"; // his application for 2026: truly unpaid
const ESI = "c0000000-0000-4000-8000-00000000000c"; // member: paid 2026, her application was set inactive by staff
const ESI_APP = "c0000000-0000-4000-8000-000000000001";
const YAO = "d0000000-0000-4000-8000-00000000000d"; // honorary: pays nothing
const YAO_APP = "d0000000-0000-4000-8000-000000000001";

let db: Sql;
let before: string;
beforeAll(async () => {
  db = await openEmpty();
  before = await foldersBefore("0024_applications_agree_with_years");
  await db.migrate(before);
  await db.query(`
    INSERT INTO members (id, full_name, email, country, country_code, language, category, consent) VALUES
      ('${AWA}', 'Awa Dossou', 'awa@example.org', 'Benin', 'BJ', 'fr', 'adherent_individual', true),
      ('${KOFI}', 'Kofi Mensah', 'kofi@example.org', 'Ghana', 'GH', 'en', 'adherent_individual', true),
      ('${ESI}', 'Esi Owusu', 'esi@example.org', 'Togo', 'TG', 'en', 'adherent_individual', true),
      ('${YAO}', 'Yao Kouassi', 'yao@example.org', 'Benin', 'BJ', 'fr', 'honorary', true);
    INSERT INTO memberships (id, member_id, full_name, email, country, category, status, dues_currency, dues_amount, consent, language, payment_status, membership_year, created_at) VALUES
      ('${AWA_APP}', '${AWA}', 'Awa Dossou', 'awa@example.org', 'Benin', 'adherent_individual', 'pending', 'XOF', 12000, true, 'fr', 'pending', 2026, '2026-03-01T09:00:00Z'),
      ('${KOFI_APP}', '${KOFI}', 'Kofi Mensah', 'kofi@example.org', 'Ghana', 'adherent_individual', 'pending', 'XOF', 12000, true, 'en', 'failed', 2026, '2026-03-02T09:00:00Z'),
      ('${ESI_APP}', '${ESI}', 'Esi Owusu', 'esi@example.org', 'Togo', 'adherent_individual', 'inactive', 'XOF', 12000, true, 'en', 'pending', 2026, '2026-03-03T09:00:00Z'),
      ('${YAO_APP}', '${YAO}', 'Yao Kouassi', 'yao@example.org', 'Benin', 'honorary', 'active', 'XOF', 0, true, 'fr', 'pending', 2026, '2026-03-04T09:00:00Z');
    INSERT INTO payments (id, payable_kind, payable_id, provider, method, provider_ref, amount, currency, status, status_at, paid_at, created_at) VALUES
      ('f0000000-0000-4000-8000-000000000001', 'membership_year', 'e0000000-0000-4000-8000-000000000001', 'staff', 'cash', 'R-12', 12000, 'XOF', 'succeeded', '2026-03-05T10:00:00Z', '2026-03-05T10:00:00Z', '2026-03-05T10:00:00Z'),
      ('f0000000-0000-4000-8000-000000000002', 'membership_year', 'e0000000-0000-4000-8000-000000000002', 'staff', 'cash', 'R-13', 12000, 'XOF', 'succeeded', '2025-02-01T10:00:00Z', '2025-02-01T10:00:00Z', '2025-02-01T10:00:00Z'),
      ('f0000000-0000-4000-8000-000000000003', 'membership_year', 'e0000000-0000-4000-8000-000000000003', 'staff', 'cash', 'R-14', 12000, 'XOF', 'succeeded', '2026-04-01T10:00:00Z', '2026-04-01T10:00:00Z', '2026-04-01T10:00:00Z');
    INSERT INTO membership_years (id, member_id, year, category, dues_amount, dues_currency, payment_id, paid_at) VALUES
      ('e0000000-0000-4000-8000-000000000001', '${AWA}', 2026, 'adherent_individual', 12000, 'XOF', 'f0000000-0000-4000-8000-000000000001', '2026-03-05T10:00:00Z'),
      ('e0000000-0000-4000-8000-000000000002', '${KOFI}', 2025, 'adherent_individual', 12000, 'XOF', 'f0000000-0000-4000-8000-000000000002', '2025-02-01T10:00:00Z'),
      ('e0000000-0000-4000-8000-000000000003', '${ESI}', 2026, 'adherent_individual', 12000, 'XOF', 'f0000000-0000-4000-8000-000000000003', '2026-04-01T10:00:00Z');
  `);
  await db.migrate(migrationsFolder);
}, 60_000);
afterAll(async () => {
  await db?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

type Row = { id: string; status: string; payment_status: string; paid_at: string | null; member_paid_years: number[] };
const applications = async () =>
  Object.fromEntries(
    (await db.query<Row>(`SELECT id, status, payment_status, paid_at, member_paid_years FROM memberships ORDER BY id`)).map((row) => [
      row.id,
      { status: row.status, paymentStatus: row.payment_status, paidAt: row.paid_at && new Date(row.paid_at).toISOString(), years: row.member_paid_years },
    ]),
  );

describe("migration 0024: applications agree with the years their member paid", () => {
  it("makes an application paid and active when its member paid its year; leaves the others as they were", async () => {
    expect(await applications()).toEqual({
      // Paid on her page on 5 March: her application reads paid then, and she is admitted.
      [AWA_APP]: { status: "active", paymentStatus: "succeeded", paidAt: "2026-03-05T10:00:00.000Z", years: [2026] },
      // 2026 is not paid: still owed.
      [KOFI_APP]: { status: "pending", paymentStatus: "failed", paidAt: null, years: [2025] },
      // Paid, but staff had set it inactive: paid, and still inactive (staff's choice stands).
      [ESI_APP]: { status: "inactive", paymentStatus: "succeeded", paidAt: "2026-04-01T10:00:00.000Z", years: [2026] },
      // Pays nothing: nothing to answer.
      [YAO_APP]: { status: "active", paymentStatus: "pending", paidAt: null, years: [] },
    });
  });

  it("says how many it answered in the audit list, and changes no year or payment", async () => {
    const entries = await db.query<{ username: string; action: string; entity: string; changes: Record<string, { to: number }> }>(
      `SELECT username, action, entity, changes FROM audit_log WHERE entity = 'memberships'`,
    );
    expect(entries.map((e) => ({ ...e, changes: { answered: Number(e.changes.answered!.to) } }))).toEqual([
      { username: "migration", action: "migrate", entity: "memberships", changes: { answered: 2 } },
    ]);
    expect(await db.query(`SELECT count(*)::int AS n FROM membership_years WHERE paid_at IS NOT NULL`)).toEqual([{ n: 3 }]);
    expect(await db.query(`SELECT count(*)::int AS n FROM payments WHERE status = 'succeeded'`)).toEqual([{ n: 3 }]);
  });
});
