/**
 * A missed webhook never leaves a payer unpaid: payments still open a while after they
 * started (or failed at once, their transaction still payable) are asked of their provider again, by the jobs room (server/site-jobs.ts). Each
 * round claims its payments with `FOR UPDATE SKIP LOCKED` and stamps them checked, so several server processes share the work
 * without asking twice, and a payment is asked again only after `recheckAfterMs`.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { payments } from "../../../shared/schema";
import type { Db } from "../../db";
import type { Logger } from "../../lib/logger";
import type { PaymentRegistry } from "../../payments";
import { applyPaymentOutcome, logPaidTwice } from "./apply-payment-outcome";
import { refreshPayment } from "./get-payment-status";

export type ReconcileOptions = {
  /** A payment younger than this is left to its webhook. */
  olderThanMs?: number;
  /** How long before the same payment is asked again. */
  recheckAfterMs?: number;
  /** A payment its provider still calls open after this long was abandoned: it is closed as expired. */
  expireAfterMs?: number;
  /** Payments older than this are no longer asked about (a request to a phone expires long before). */
  giveUpAfterMs?: number;
  batch?: number;
  /** Where a payment found paid twice is written (apply-payment-outcome.ts, logPaidTwice). */
  log?: Pick<Logger, "error">;
};

export type ReconcileReport = { checked: number; changed: number; failed: number };

export async function reconcilePendingPayments(db: Db, registry: PaymentRegistry, now: Date, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const { olderThanMs = 5 * 60_000, recheckAfterMs = 10 * 60_000, expireAfterMs = 24 * 3_600_000, giveUpAfterMs = 7 * 24 * 3_600_000, batch = 50 } = options;
  const askable = registry.providers.filter((provider) => provider.name !== "test").map((provider) => provider.name);
  if (askable.length === 0) return { checked: 0, changed: 0, failed: 0 };
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          or(
            inArray(payments.status, ["pending", "processing"]),
            // A try that failed while its transaction stays payable (a push refused, FedaPay's page
            // offered instead) is asked for a day: a success there counts even without its webhook.
            and(eq(payments.status, "failed"), gt(payments.createdAt, new Date(now.getTime() - expireAfterMs))),
          ),
          inArray(payments.provider, askable),
          isNotNull(payments.providerRef),
          lt(payments.createdAt, new Date(now.getTime() - olderThanMs)),
          gt(payments.createdAt, new Date(now.getTime() - giveUpAfterMs)),
          or(isNull(payments.checkedAt), lt(payments.checkedAt, new Date(now.getTime() - recheckAfterMs))),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(batch)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(payments)
      .set({ checkedAt: now })
      .where(inArray(payments.id, due.map((row) => row.id)))
      .returning();
  });
  const report: ReconcileReport = { checked: claimed.length, changed: 0, failed: 0 };
  for (const payment of claimed) {
    try {
      // A success found here queued its mail; the jobs room that runs this round sends it at its next look.
      const refreshed = await refreshPayment(db, registry, payment, now);
      if (refreshed.paidTwice && options.log) logPaidTwice(options.log, refreshed.payment);
      let after = refreshed.payment;
      // Nobody approved it in a day (a phone request lapses within minutes, a card form was left):
      // closed, so lists and totals stop counting it as under way. A late approval still applies.
      if ((after.status === "pending" || after.status === "processing") && after.createdAt.getTime() < now.getTime() - expireAfterMs)
        after = (await applyPaymentOutcome(db, { paymentId: after.id, state: "canceled", at: now, failureReason: "expired" })).payment ?? after;
      if (after.status !== payment.status) report.changed += 1;
    } catch {
      // The provider is down: the payment is asked again on a later round.
      report.failed += 1;
    }
  }
  return report;
}
