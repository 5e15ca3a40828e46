/**
 * Migration 0006: a database as the site left it before payments were records of their
 * own — donations and applications holding a Stripe or test PaymentIntent id — is migrated, and
 * every payment is carried over with its state, amount and dates; nothing else is invented.
 */
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../server/db";
import { foldersBefore, openEmpty, type Sql } from "../helpers/migration-db";

let db: Sql;
let before: string;
beforeAll(async () => {
  db = await openEmpty();
  before = await foldersBefore("0006_payments");
  await db.migrate(before);
  await db.query(`
    INSERT INTO donations (id, email, amount, currency, impact_tier, payment_intent_id, status, language, status_at, paid_at, created_at) VALUES
      ('11111111-1111-4111-8111-111111111111', 'paid@example.org', 5000, 'USD', 'train_learner', 'pi_paid', 'succeeded', 'en', '2026-01-05T10:00:00Z', '2026-01-05T10:00:00Z', '2026-01-05T09:59:00Z'),
      ('22222222-2222-4222-8222-222222222222', 'failed@example.org', 30000, 'XOF', NULL, 'test_pi_abc', 'failed', 'fr', '2026-01-06T10:00:00Z', NULL, '2026-01-06T09:00:00Z'),
      ('33333333-3333-4333-8333-333333333333', 'pledge@example.org', 4500, 'EUR', NULL, NULL, 'pending', 'en', NULL, NULL, '2026-01-07T09:00:00Z');
    INSERT INTO memberships (id, full_name, email, country, category, status, dues_currency, dues_amount, payment_intent_id, consent, language, payment_status, payment_status_at, paid_at, membership_year, created_at) VALUES
      ('44444444-4444-4444-8444-444444444444', 'Awa Diallo', 'awa@example.org', 'Benin', 'adherent_individual', 'active', 'XOF', 12000, 'pi_dues', true, 'fr', 'succeeded', '2026-02-01T08:00:00Z', '2026-02-01T08:00:00Z', 2026, '2026-02-01T07:55:00Z'),
      ('55555555-5555-4555-8555-555555555555', 'Yao Kouassi', 'yao@example.org', 'Togo', 'honorary', 'pending', 'XOF', 0, NULL, true, 'en', 'pending', NULL, NULL, NULL, '2026-02-02T07:55:00Z');
  `);
  await db.migrate(migrationsFolder);
}, 60_000);
afterAll(async () => {
  await db?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

describe("migration 0006: payments become records of their own", () => {
  it("carries every started payment over, with its provider, state, amount and dates", async () => {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT payable_kind, payable_id, provider, method, provider_ref, amount, currency, status, status_at, paid_at, created_at FROM payments ORDER BY created_at`,
    );
    const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());
    expect(rows.map((row) => ({ ...row, status_at: iso(row.status_at), paid_at: iso(row.paid_at), created_at: iso(row.created_at) }))).toEqual([
      { payable_kind: "donation", payable_id: "11111111-1111-4111-8111-111111111111", provider: "stripe", method: "card", provider_ref: "pi_paid", amount: 5000, currency: "USD", status: "succeeded", status_at: "2026-01-05T10:00:00.000Z", paid_at: "2026-01-05T10:00:00.000Z", created_at: "2026-01-05T09:59:00.000Z" },
      { payable_kind: "donation", payable_id: "22222222-2222-4222-8222-222222222222", provider: "test", method: "card", provider_ref: "test_pi_abc", amount: 30000, currency: "XOF", status: "failed", status_at: "2026-01-06T10:00:00.000Z", paid_at: null, created_at: "2026-01-06T09:00:00.000Z" },
      { payable_kind: "membership", payable_id: "44444444-4444-4444-8444-444444444444", provider: "stripe", method: "card", provider_ref: "pi_dues", amount: 12000, currency: "XOF", status: "succeeded", status_at: "2026-02-01T08:00:00.000Z", paid_at: "2026-02-01T08:00:00.000Z", created_at: "2026-02-01T07:55:00.000Z" },
    ]);
  });

  it("leaves the donations and applications themselves as they were, without the old column", async () => {
    const donations = await db.query<{ id: string; status: string }>(`SELECT id, status FROM donations ORDER BY id`);
    expect(donations.map((d) => d.status)).toEqual(["succeeded", "failed", "pending"]);
    const members = await db.query<{ status: string; payment_status: string }>(`SELECT status, payment_status FROM memberships ORDER BY id`);
    expect(members).toEqual([
      { status: "active", payment_status: "succeeded" },
      { status: "pending", payment_status: "pending" },
    ]);
    const columns = await db.query<{ table_name: string }>(`SELECT table_name FROM information_schema.columns WHERE column_name = 'payment_intent_id'`);
    expect(columns).toEqual([]);
  });

  it("keeps each payment's provider as text (0035), so a new provider needs no migration", async () => {
    const [column] = await db.query<{ data_type: string }>(`SELECT data_type FROM information_schema.columns WHERE table_name = 'payments' AND column_name = 'provider'`);
    expect(column).toEqual({ data_type: "text" });
    expect(await db.query(`SELECT typname FROM pg_type WHERE typname = 'payment_provider'`)).toEqual([]);
    await db.query(`INSERT INTO payments (payable_kind, payable_id, provider, method, amount, currency) VALUES ('donation', '33333333-3333-4333-8333-333333333333', 'paypal', 'card', 4500, 'EUR')`);
    const providers = await db.query<{ provider: string }>(`SELECT provider FROM payments ORDER BY created_at`);
    expect(providers.map((row) => row.provider)).toEqual(["stripe", "test", "stripe", "paypal"]);
  });
});
