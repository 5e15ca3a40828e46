import { toMinor } from "../../../shared/money";
import { donations, type InsertDonation } from "../../../shared/schema";
import type { Db } from "../../db";

/** Records a pledged donation (pending until paid), its amount in minor units. */
export async function createDonation(db: Db, input: InsertDonation) {
  const currency = input.currency ?? "USD";
  const [donation] = await db
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
  return donation;
}
