import { eq } from "drizzle-orm";
import type { Currency } from "../../../shared/domain";
import { donations, memberships } from "../../../shared/schema";
import type { Db } from "../../db";
import type { PaymentKind, PaymentProvider } from "../../payments/provider";
import { applyPaymentOutcome } from "./apply-payment-outcome";

export type PaymentStatus = {
  id: string;
  kind: PaymentKind;
  status: "pending" | "processing" | "succeeded" | "failed";
  amount: number;
  currency: Currency;
};

/**
 * Where a payment stands, for the payer who holds its client secret. The provider is asked
 * again (its word wins over a webhook that has not arrived yet), and what it says is applied.
 * Null when there is no such payment or the secret is wrong.
 */
export async function getPaymentStatus(db: Db, provider: PaymentProvider, id: string, clientSecret: string, now: Date): Promise<PaymentStatus | null> {
  const record = await findRecord(db, id);
  if (!record || !(await provider.checkClientSecret(id, clientSecret))) return null;
  const intent = await provider.retrieveIntent(id);
  if (intent && (intent.state === "succeeded" || intent.state === "processing") && intent.state !== record.status) {
    await applyPaymentOutcome(db, { kind: record.kind, paymentIntentId: id, outcome: intent.state, at: now });
    return { ...record, status: intent.state };
  }
  return record;
}

async function findRecord(db: Db, id: string): Promise<PaymentStatus | null> {
  const [donation] = await db.select().from(donations).where(eq(donations.paymentIntentId, id)).limit(1);
  if (donation) return { id, kind: "donation", status: donation.status, amount: donation.amount, currency: donation.currency };
  const [membership] = await db.select().from(memberships).where(eq(memberships.paymentIntentId, id)).limit(1);
  if (membership)
    return { id, kind: "membership", status: membership.paymentStatus, amount: membership.duesAmount, currency: membership.duesCurrency };
  return null;
}
