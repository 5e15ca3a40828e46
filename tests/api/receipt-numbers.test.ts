/**
 * Receipt numbers (server/services/receipts-and-attestations/assign-receipt-number.ts): one per succeeded payment,
 * sequential within Benin's calendar year, never repeated nor skipped, also when many payments
 * are numbered at once — on PGlite and, in the PostgreSQL project, on a server with a pool of
 * connections where the transactions really run side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignReceiptNumber } from "../../server/services/receipts-and-attestations/assign-receipt-number";
import type { Database } from "../../server/db";
import { createDonation, createPayment } from "../helpers/factories";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const paidPayment = async (paidAt: Date) => {
  const donation = await createDonation(database.db, { amount: 12_000, currency: "XOF" });
  return createPayment(database.db, { payableKind: "donation", payableId: donation.id, statusAt: paidAt, paidAt });
};

describe("receipt numbers", () => {
  it("are 1 to 20 for 20 payments numbered at the same time: no gap, no repeat", async () => {
    const paidAt = new Date("2031-06-01T10:00:00Z");
    const paid = await Promise.all(Array.from({ length: 20 }, () => paidPayment(paidAt)));
    const numbered = await Promise.all(paid.map((payment) => assignReceiptNumber(database.db, payment)));
    expect(numbered.map((r) => r!.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(numbered.map((r) => r!.paymentId)).size).toBe(20);
    expect(numbered.map((r) => r!.label)).toContain("2031-000020");
  });

  it("give one payment one number, however often and however concurrently it is asked for", async () => {
    const payment = await paidPayment(new Date("2032-03-01T10:00:00Z"));
    const other = await paidPayment(new Date("2032-03-02T10:00:00Z"));
    const answers = await Promise.all([...Array.from({ length: 10 }, () => assignReceiptNumber(database.db, payment)), assignReceiptNumber(database.db, other)]);
    const mine = answers.slice(0, 10);
    expect(new Set(mine.map((r) => r!.label)).size).toBe(1);
    expect([mine[0]!.number, answers[10]!.number].sort()).toEqual([1, 2]);
    expect(await assignReceiptNumber(database.db, payment)).toEqual(mine[0]);
  });

  it("start again at 1 each year, by the calendar of Cotonou (UTC+1)", async () => {
    // 23:30 UTC on 31 December is already 1 January in Cotonou.
    const late = await paidPayment(new Date("2033-12-31T22:30:00Z"));
    const newYear = await paidPayment(new Date("2033-12-31T23:30:00Z"));
    expect((await assignReceiptNumber(database.db, late))!.label).toBe("2033-000001");
    expect((await assignReceiptNumber(database.db, newYear))!.label).toBe("2034-000001");
  });

  it("are given only to payments that succeeded", async () => {
    const donation = await createDonation(database.db, { status: "pending" });
    for (const status of ["pending", "processing", "failed", "canceled"] as const) {
      const payment = await createPayment(database.db, { payableKind: "donation", payableId: donation.id, status });
      expect(await assignReceiptNumber(database.db, payment)).toBeNull();
    }
    expect(await assignReceiptNumber(database.db, { id: "00000000-0000-4000-8000-000000000000" })).toBeNull();
  });

  it("are numbered in the caller's transaction, and given back when it rolls back", async () => {
    const first = await paidPayment(new Date("2035-05-05T10:00:00Z"));
    await expect(
      database.db.transaction(async (tx) => {
        expect((await assignReceiptNumber(tx, first))!.label).toBe("2035-000001");
        throw new Error("the payment's transaction fails");
      }),
    ).rejects.toThrow("the payment's transaction fails");
    const second = await paidPayment(new Date("2035-05-06T10:00:00Z"));
    expect((await assignReceiptNumber(database.db, second))!.label).toBe("2035-000001");
    expect((await assignReceiptNumber(database.db, first))!.label).toBe("2035-000002");
  });
});
