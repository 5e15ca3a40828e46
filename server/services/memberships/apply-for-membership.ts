import { duesTable, duesToCharge, DUES_CURRENCY, type DuesAmounts } from "../../../shared/money";
import { memberships, type InsertMembership } from "../../../shared/schema";
import type { Db } from "../../db";
import type { PaymentProvider } from "../../payments/provider";
import { startPayment } from "../payments/start-payment";

/**
 * Files a membership application. Categories whose dues are paid online get their payment
 * started at once (the dues in force, `duesInForce`, through shared/money.ts); the others stay
 * pending for the administrator. The application keeps the amount it was charged, so a later
 * change of the dues leaves it as it is.
 */
export async function applyForMembership(
  db: Db,
  provider: PaymentProvider,
  input: InsertMembership,
  options: { siteName: string; duesInForce: DuesAmounts },
) {
  const { contributionAmount, ...application } = input;
  const dues = duesToCharge(application.category ?? "adherent_individual", contributionAmount, duesTable(options.duesInForce));
  const [membership] = await db
    .insert(memberships)
    .values({ ...application, duesCurrency: DUES_CURRENCY, duesAmount: dues ?? 0 })
    .returning();
  if (!membership) throw new Error("insert returned no row");
  if (dues === null) return { membership, intent: null };
  const intent = await startPayment(
    db,
    provider,
    { kind: "membership", id: membership.id, amount: dues, currency: DUES_CURRENCY, email: membership.email, paymentIntentId: null },
    `${options.siteName}: membership dues (${membership.category})`,
  );
  return { membership: { ...membership, paymentIntentId: intent.id }, intent };
}
