import { toMinor } from "../../../shared/money";
import { donations, type Donation, type InsertDonation } from "../../../shared/schema";
import type { Db } from "../../db";

/**
 * Records a pledged donation (pending until paid), its amount in minor units. `within` runs in the
 * same transaction (the form's idempotency key, server/http/idempotent-submissions.ts).
 */
export async function createDonation(db: Db, input: InsertDonation, within?: (tx: Db, donation: Donation) => Promise<void>) {
  const currency = input.currency ?? "USD";
  return db.transaction(async (tx) => {
    const [donation] = await tx
      .insert(donations)
      .values({
        ...input,
        currency,
        amount: toMinor(input.amount, currency),
        impactTier: input.impactTier ?? null,
        // Both optional; left empty on the form: none.
        donorName: input.donorName || null,
        phone: input.phone || null,
      })
      .returning();
    if (!donation) throw new Error("insert returned no row");
    await within?.(tx, donation);
    return donation;
  });
}
