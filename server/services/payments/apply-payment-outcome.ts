/**
 * What a confirmed payment changes (CONTRACT §4.5): a donation becomes succeeded or failed; a
 * membership becomes active, with when it was paid and the membership year it covers. Applied
 * once per provider event (its id is inserted in the same transaction), and an event older
 * than the one that set the current state is ignored, so late or repeated deliveries leave
 * the right final state. A success is final.
 */
import { and, eq } from "drizzle-orm";
import { donations, memberships, processedWebhookEvents } from "../../../shared/schema";
import { site } from "../../../shared/site";
import type { Db } from "../../db";
import type { PaymentKind } from "../../payments/provider";
import type { Currency } from "../../../shared/domain";

export type Outcome = "succeeded" | "failed" | "processing";

export type OutcomeInput = {
  kind: PaymentKind;
  paymentIntentId: string;
  outcome: Outcome;
  /** When the provider says it happened. */
  at: Date;
  /** The provider event's id, to apply each event once. */
  eventId?: string;
  eventType?: string;
  /**
   * What the provider says it charged. A success whose amount or currency differs from the
   * stored record's is not applied ("mismatch"): the record says what is owed, never the event.
   */
  charged?: { amount: number; currency: Currency };
};

const sameCharge = (charged: OutcomeInput["charged"], amount: number, currency: Currency) =>
  charged === undefined || (charged.amount === amount && charged.currency === currency);

/** The calendar year in Benin of an instant: the membership year paid dues cover. */
export const membershipYearOf = (at: Date) =>
  Number(new Intl.DateTimeFormat("en", { timeZone: site.timeZone, year: "numeric" }).format(at));

type Current = { status: string; at: Date | null };

/** Whether an outcome dated `at` may replace the current state. */
const applies = (current: Current, at: Date) =>
  current.status !== "succeeded" && (current.at === null || current.at.getTime() <= at.getTime());

export type OutcomeResult = "applied" | "duplicate" | "stale" | "unknown" | "mismatch";

/** Returns "applied", "duplicate" (event seen before), "stale", "unknown" (no such record) or "mismatch" (another amount). */
export async function applyPaymentOutcome(db: Db, input: OutcomeInput): Promise<OutcomeResult> {
  return db.transaction(async (tx) => {
    if (input.eventId) {
      const [fresh] = await tx
        .insert(processedWebhookEvents)
        .values({ id: input.eventId, type: input.eventType ?? input.outcome })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return "duplicate";
    }
    const paidAt = input.outcome === "succeeded" ? input.at : null;

    if (input.kind === "donation") {
      const [donation] = await tx.select().from(donations).where(eq(donations.paymentIntentId, input.paymentIntentId)).for("update");
      if (!donation) return "unknown";
      if (input.outcome === "succeeded" && !sameCharge(input.charged, donation.amount, donation.currency)) return "mismatch";
      if (!applies({ status: donation.status, at: donation.statusAt }, input.at)) return "stale";
      await tx
        .update(donations)
        .set({ status: input.outcome, statusAt: input.at, ...(paidAt ? { paidAt } : {}) })
        .where(eq(donations.id, donation.id));
      return "applied";
    }

    const [membership] = await tx
      .select()
      .from(memberships)
      .where(eq(memberships.paymentIntentId, input.paymentIntentId))
      .for("update");
    if (!membership) return "unknown";
    if (input.outcome === "succeeded" && !sameCharge(input.charged, membership.duesAmount, membership.duesCurrency)) return "mismatch";
    if (!applies({ status: membership.paymentStatus, at: membership.paymentStatusAt }, input.at)) return "stale";
    await tx
      .update(memberships)
      .set({
        paymentStatus: input.outcome,
        paymentStatusAt: input.at,
        ...(paidAt ? { paidAt, status: "active" as const, membershipYear: membershipYearOf(paidAt) } : {}),
      })
      .where(and(eq(memberships.id, membership.id)));
    return "applied";
  });
}
