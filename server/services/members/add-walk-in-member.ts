/**
 * A member who walks in: staff add the person — name, telephone (WhatsApp), country,
 * category, the year, e-mail optional — and, when the dues are paid there and then, record the
 * payment through the same path as any payment staff record (record-payment.ts recordPayment): one
 * payment, one receipt, the year paid through payYear, the application active, the same audit
 * entry. All in one transaction: a refused payment (a receipt number recorded already, a day in
 * the future) leaves no member behind. Without an address nothing is mailed (mail/outbox.ts skips
 * a mail with no address); staff print the receipt or send its link on WhatsApp.
 */
import { eq } from "drizzle-orm";
import type { WalkInMember } from "../../../shared/admin";
import { countryFields } from "../../../shared/countries";
import { staffPayableYears } from "../../../shared/membership";
import { duesTable, duesToCharge, DUES_CURRENCY, type DuesAmounts } from "../../../shared/money";
import { members, memberships, type Membership, type Payment } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import type { Effect } from "../effects";
import { recordPayment, type RecordPaymentResult } from "../payments/record-payment";
import { memberForApplication } from "./member-years";

export type WalkInResult =
  | { kind: "added"; membership: Membership; payment: Payment | null; effects: readonly Effect[] }
  /** The payment was refused (the amount, the day, the year, the reference): nothing was written. */
  | { kind: "refused"; refused: Exclude<RecordPaymentResult, { kind: "recorded" }> };

/** Rolls the walk-in's transaction back with the payment's refusal. */
class PaymentRefused extends Error {
  constructor(readonly refused: Exclude<RecordPaymentResult, { kind: "recorded" }>) {
    super(refused.kind);
  }
}

export async function addWalkInMember(db: Db, actor: Actor, input: WalkInMember, duesInForce: DuesAmounts, now: Date): Promise<WalkInResult> {
  // The year: one staff may record dues for today (the same choice as the payment dialog's).
  if (!staffPayableYears(now).includes(input.year)) return { kind: "refused", refused: { kind: "invalid", problems: [{ path: "year", problem: "yearNotRecordable" }] } };
  const table = duesTable(duesInForce);
  // A patron's dues are what they give (at least the least in force); others', the category's.
  const dues = duesToCharge(input.category, input.payment && input.payment.currency === DUES_CURRENCY ? input.payment.amount : undefined, table);
  const patron = table[input.category];
  if (input.payment && dues === null && patron.kind === "minimum")
    return { kind: "refused", refused: { kind: "invalid", problems: [{ path: "amount", problem: "recordedAmountDue", due: { amount: patron.minimum, currency: DUES_CURRENCY } }] } };
  if (input.payment && dues === null) return { kind: "refused", refused: { kind: "nothingDue" } };

  try {
    return await db.transaction(async (tx) => {
      const details = { fullName: input.fullName, email: input.email, ...countryFields(input.country, input.language) };
      const member = await memberForApplication(tx, { ...details, language: input.language, category: input.category, consent: false });
      if (input.phone) await tx.update(members).set({ phone: input.phone, updatedAt: now }).where(eq(members.id, member.id));
      const [application] = await tx
        .insert(memberships)
        .values({ ...details, memberId: member.id, category: input.category, language: input.language, duesCurrency: DUES_CURRENCY, duesAmount: dues ?? 0, membershipYear: input.year })
        .returning();
      await recordChange(tx, actor, {
        action: "membership.add",
        entity: "membership",
        entityId: application!.id,
        label: input.fullName,
        changes: {
          fullName: { from: null, to: input.fullName },
          ...(input.email ? { email: { from: null, to: input.email } } : {}),
          ...(input.phone ? { phone: { from: null, to: input.phone } } : {}),
          category: { from: null, to: input.category },
          year: { from: null, to: input.year },
        },
      });
      if (!input.payment) return { kind: "added" as const, membership: application!, payment: null, effects: [] };
      // The staff's "record a payment" path itself, in this transaction (a savepoint).
      const paid = await recordPayment(tx, actor, { kind: "membership", id: application!.id, year: input.year, ...input.payment }, now);
      if (paid.kind !== "recorded") throw new PaymentRefused(paid);
      if (paid.record.kind !== "membership") throw new Error("a walk-in's payment paid something else");
      return { kind: "added" as const, membership: paid.record.row, payment: paid.payment, effects: paid.effects };
    });
  } catch (error) {
    if (error instanceof PaymentRefused) return { kind: "refused", refused: error.refused };
    throw error;
  }
}
