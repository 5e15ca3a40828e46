/**
 * Creates (or finds again) the payment of a donation or a membership: the amount and currency
 * come from the stored record, never from the request.
 */
import { eq } from "drizzle-orm";
import type { Currency } from "../../../shared/domain";
import { donations, memberships } from "../../../shared/schema";
import type { Db } from "../../db";
import type { PaymentIntent, PaymentKind, PaymentProvider } from "../../payments/provider";

type Payable = { kind: PaymentKind; id: string; amount: number; currency: Currency; email: string; paymentIntentId: string | null };

export async function startPayment(db: Db, provider: PaymentProvider, record: Payable, description: string): Promise<PaymentIntent> {
  // A reload of the payment step: the same payment, if the provider still has it open.
  if (record.paymentIntentId) {
    const existing = await provider.retrieveIntent(record.paymentIntentId);
    if (existing && existing.amount === record.amount && existing.state === "requires_payment") return existing;
  }
  const intent = await provider.createIntent({
    amount: record.amount,
    currency: record.currency,
    kind: record.kind,
    recordId: record.id,
    idempotencyKey: `${record.kind}-${record.id}-${record.amount}-${record.currency}`,
    description,
    email: record.email,
  });
  const table = record.kind === "donation" ? donations : memberships;
  await db.update(table).set({ paymentIntentId: intent.id }).where(eq(table.id, record.id));
  return intent;
}
