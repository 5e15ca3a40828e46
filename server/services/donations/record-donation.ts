/**
 * A donation received offline (cash handed over at an event, a bank transfer), added by staff
 *: the donation and its payment recorded by staff, settled as an online payment
 * settles it, with the audit entry — one transaction, so a donation never appears without the
 * payment that paid it. It then counts in the totals as any succeeded donation does.
 */
import { eq } from "drizzle-orm";
import type { RecordDonation } from "../../../shared/admin";
import { toMinor } from "../../../shared/money";
import { donations, type Donation, type Payment } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import type { Effect } from "../effects";
import { insertStaffPayment, paidOnProblem, paymentChanges, type FieldProblem, type StaffPayment } from "../payments/record-payment";

export type RecordDonationResult = { kind: "recorded"; donation: Donation; payment: Payment; effects: readonly Effect[] } | { kind: "invalid"; problems: FieldProblem[] };

export async function recordDonation(db: Db, actor: Actor, input: RecordDonation, now: Date): Promise<RecordDonationResult> {
  const dayProblem = paidOnProblem(input.paidOn, now);
  if (dayProblem) return { kind: "invalid", problems: [{ path: "paidOn", problem: dayProblem }] };
  const amount = toMinor(input.amount, input.currency);
  const staff: StaffPayment = {
    method: input.method,
    amount,
    currency: input.currency,
    paidOn: input.paidOn,
    reference: input.reference,
    note: input.note,
    operator: input.operator,
  };
  try {
    return await db.transaction(async (tx) => insertDonation(tx, actor, input, staff));
  } catch (error) {
    if (error instanceof ReferenceTaken) return { kind: "invalid", problems: [{ path: "reference", problem: "referenceTaken" }] };
    throw error;
  }
}

/** Thrown to roll the new donation back when its payment's reference is recorded already. */
class ReferenceTaken extends Error {}

async function insertDonation(tx: Db, actor: Actor, input: RecordDonation, staff: StaffPayment): Promise<RecordDonationResult> {
  const [created] = await tx
    .insert(donations)
    .values({
      email: input.email,
      phone: input.phone,
      donorName: input.donorName,
      amount: staff.amount,
      currency: input.currency,
      impactTier: input.impactTier ?? null,
      language: input.language,
    })
    .returning();
  const inserted = await insertStaffPayment(tx, actor, { kind: "donation", id: created!.id }, staff);
  if (inserted === "referenceTaken") throw new ReferenceTaken();
  const [donation] = await tx.select().from(donations).where(eq(donations.id, created!.id));
  await recordChange(tx, actor, {
    action: "donation.record",
    entity: "donation",
    entityId: created!.id,
    label: input.donorName ?? input.email ?? input.phone ?? "",
    changes: {
      ...(input.email ? { email: { from: null, to: input.email } } : {}),
      ...(input.phone ? { phone: { from: null, to: input.phone } } : {}),
      ...(input.donorName ? { donorName: { from: null, to: input.donorName } } : {}),
      ...(input.impactTier ? { impactTier: { from: null, to: input.impactTier } } : {}),
      ...paymentChanges(staff),
    },
  });
  return { kind: "recorded", donation: donation!, payment: inserted.payment, effects: inserted.effects };
}
