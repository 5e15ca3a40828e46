/**
 * Migration 0015: the applications as the site kept them (one row holding the person, the dues and
 * the payment) become members, one per e-mail address, with the years their payments paid — paid,
 * unpaid, failed, several per address, one paid twice — without losing a payment, and the audit list
 * says what it did.
 */
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../server/db";
import { foldersBefore, openEmpty, type Sql } from "../helpers/migration-db";

const AWA_1 = "a0000000-0000-4000-8000-000000000001"; // paid 2025, card
const AWA_2 = "a0000000-0000-4000-8000-000000000002"; // the same person (another case), paid 2026 by mobile money
const KOFI = "b0000000-0000-4000-8000-000000000001"; // a try that failed, nothing paid
const KOFI_2 = "b0000000-0000-4000-8000-000000000002"; // then a pending application
const ESI = "c0000000-0000-4000-8000-000000000001"; // honorary, pays nothing
const YAO = "d0000000-0000-4000-8000-000000000001"; // paid twice for 2026 (two successes)
const NEW_YEAR = "e0000000-0000-4000-8000-000000000001"; // paid at 00:30 on 1 January in Cotonou: of the new year

let db: Sql;
let before: string;
beforeAll(async () => {
  db = await openEmpty();
  before = await foldersBefore("0015_members_and_years");
  await db.migrate(before);
  await db.query(`
    INSERT INTO memberships (id, full_name, email, country, country_code, category, status, dues_currency, dues_amount, consent, language, payment_status, payment_status_at, paid_at, membership_year, created_at) VALUES
      ('${AWA_1}', 'Awa Dosou', 'awa@example.org', 'Benin', 'BJ', 'adherent_individual', 'active', 'XOF', 12000, true, 'fr', 'succeeded', '2025-03-02T10:00:00Z', '2025-03-02T10:00:00Z', 2025, '2025-03-02T09:00:00Z'),
      ('${AWA_2}', 'Awa Dossou', 'Awa@Example.org', 'Bénin', 'BJ', 'adherent_individual', 'active', 'XOF', 12000, true, 'fr', 'succeeded', '2026-01-04T10:00:00Z', '2026-01-04T10:00:00Z', 2026, '2026-01-04T09:00:00Z'),
      ('${KOFI}', 'Kofi Mensah', 'kofi@example.org', 'Ghana', 'GH', 'adherent_individual', 'pending', 'XOF', 12000, true, 'en', 'failed', '2026-02-01T10:00:00Z', NULL, NULL, '2026-02-01T09:00:00Z'),
      ('${KOFI_2}', 'Kofi Mensah', 'kofi@example.org', 'Ghana', 'GH', 'adherent_individual', 'pending', 'XOF', 12000, true, 'en', 'pending', NULL, NULL, NULL, '2026-02-03T09:00:00Z'),
      ('${ESI}', 'Esi Owusu', 'esi@example.org', 'Togo', 'TG', 'honorary', 'active', 'XOF', 0, true, 'en', 'pending', NULL, NULL, NULL, '2026-02-05T09:00:00Z'),
      ('${YAO}', 'Yao Kouassi', 'yao@example.org', 'Côte d''Ivoire', 'CI', 'adherent_organization', 'active', 'XOF', 120000, true, 'fr', 'succeeded', '2026-04-01T10:00:00Z', '2026-04-01T10:00:00Z', 2026, '2026-04-01T09:00:00Z'),
      ('${NEW_YEAR}', 'Ama Agbo', 'ama@example.org', 'Benin', 'BJ', 'adherent_individual', 'active', 'XOF', 12000, true, 'fr', 'succeeded', '2025-12-31T23:30:00Z', '2025-12-31T23:30:00Z', NULL, '2025-12-31T23:00:00Z');
    INSERT INTO payments (id, payable_kind, payable_id, provider, method, provider_ref, amount, currency, status, status_at, paid_at, created_at) VALUES
      ('f0000000-0000-4000-8000-000000000001', 'membership', '${AWA_1}', 'stripe', 'card', 'pi_awa', 12000, 'XOF', 'succeeded', '2025-03-02T10:00:00Z', '2025-03-02T10:00:00Z', '2025-03-02T09:59:00Z'),
      ('f0000000-0000-4000-8000-000000000002', 'membership', '${AWA_2}', 'fedapay', 'mobile_money', '1001', 12000, 'XOF', 'succeeded', '2026-01-04T10:00:00Z', '2026-01-04T10:00:00Z', '2026-01-04T09:59:00Z'),
      ('f0000000-0000-4000-8000-000000000003', 'membership', '${KOFI}', 'fedapay', 'mobile_money', '1002', 12000, 'XOF', 'failed', '2026-02-01T10:00:00Z', NULL, '2026-02-01T09:59:00Z'),
      ('f0000000-0000-4000-8000-000000000004', 'membership', '${YAO}', 'staff', 'cash', 'R-17', 120000, 'XOF', 'succeeded', '2026-04-01T10:00:00Z', '2026-04-01T10:00:00Z', '2026-04-01T10:00:00Z'),
      ('f0000000-0000-4000-8000-000000000005', 'membership', '${YAO}', 'fedapay', 'mobile_money', '1003', 120000, 'XOF', 'succeeded', '2026-04-01T11:00:00Z', '2026-04-01T11:00:00Z', '2026-04-01T10:58:00Z'),
      ('f0000000-0000-4000-8000-000000000006', 'membership', '${NEW_YEAR}', 'fedapay', 'mobile_money', '1004', 12000, 'XOF', 'succeeded', '2025-12-31T23:30:00Z', '2025-12-31T23:30:00Z', '2025-12-31T23:29:00Z');
  `);
  await db.migrate(migrationsFolder);
}, 60_000);
afterAll(async () => {
  await db?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

describe("migration 0015: applications become members and their years", () => {
  it("makes one member per e-mail address, with the details of the application that paid last", async () => {
    const members = await db.query<Record<string, unknown>>(`SELECT full_name, email, country_code, language, category FROM members ORDER BY email`);
    expect(members).toEqual([
      { full_name: "Ama Agbo", email: "ama@example.org", country_code: "BJ", language: "fr", category: "adherent_individual" },
      { full_name: "Awa Dossou", email: "awa@example.org", country_code: "BJ", language: "fr", category: "adherent_individual" },
      { full_name: "Esi Owusu", email: "esi@example.org", country_code: "TG", language: "en", category: "honorary" },
      { full_name: "Kofi Mensah", email: "kofi@example.org", country_code: "GH", language: "en", category: "adherent_individual" },
      { full_name: "Yao Kouassi", email: "yao@example.org", country_code: "CI", language: "fr", category: "adherent_organization" },
    ]);
    const joined = await db.query<{ created_at: string }>(`SELECT created_at FROM members WHERE email = 'awa@example.org'`);
    expect(new Date(joined[0]!.created_at).toISOString()).toBe("2025-03-02T09:00:00.000Z");
  });

  it("links every application to its member", async () => {
    const rows = await db.query<{ id: string; email: string }>(
      `SELECT a.id, m.email FROM memberships a LEFT JOIN members m ON m.id = a.member_id ORDER BY a.id`,
    );
    expect(rows).toEqual([
      { id: AWA_1, email: "awa@example.org" },
      { id: AWA_2, email: "awa@example.org" },
      { id: KOFI, email: "kofi@example.org" },
      { id: KOFI_2, email: "kofi@example.org" },
      { id: ESI, email: "esi@example.org" },
      { id: YAO, email: "yao@example.org" },
      { id: NEW_YEAR, email: "ama@example.org" },
    ]);
  });

  it("gives each paid application its year, with its dues and the payment that paid it; nothing for what was not paid", async () => {
    const years = await db.query<Record<string, unknown>>(`
      SELECT m.email, y.year, y.category, y.dues_amount, y.dues_currency, p.provider_ref
      FROM membership_years y JOIN members m ON m.id = y.member_id LEFT JOIN payments p ON p.id = y.payment_id
      WHERE y.paid_at IS NOT NULL ORDER BY m.email, y.year`);
    expect(years).toEqual([
      // Paid at 00:30 on 1 January in Cotonou: the new year, whatever UTC says.
      { email: "ama@example.org", year: 2026, category: "adherent_individual", dues_amount: 12000, dues_currency: "XOF", provider_ref: "1004" },
      { email: "awa@example.org", year: 2025, category: "adherent_individual", dues_amount: 12000, dues_currency: "XOF", provider_ref: "pi_awa" },
      { email: "awa@example.org", year: 2026, category: "adherent_individual", dues_amount: 12000, dues_currency: "XOF", provider_ref: "1001" },
      // Paid twice: the first payment pays the year; the second is still there, for staff to refund.
      { email: "yao@example.org", year: 2026, category: "adherent_organization", dues_amount: 120000, dues_currency: "XOF", provider_ref: "R-17" },
    ]);
  });

  it("keeps every payment as it was", async () => {
    const payments = await db.query<{ provider_ref: string; status: string; payable_id: string }>(`SELECT provider_ref, status, payable_id FROM payments ORDER BY provider_ref`);
    expect(payments).toHaveLength(6);
    expect(payments.find((p) => p.provider_ref === "1003")).toEqual({ provider_ref: "1003", status: "succeeded", payable_id: YAO });
    expect(payments.find((p) => p.provider_ref === "1002")?.status).toBe("failed");
  });

  it("says what it did in the audit list", async () => {
    const entries = await db.query<{ username: string; entity: string; changes: Record<string, { to: number }> }>(`SELECT username, entity, changes FROM audit_log`);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.username).toBe("migration");
    expect(entries[0]!.entity).toBe("members");
    const counts = Object.fromEntries(Object.entries(entries[0]!.changes).map(([key, change]) => [key, Number(change.to)]));
    expect(counts).toEqual({ applications: 7, members: 5, yearsPaid: 4, paymentsKept: 6 });
  });
});
