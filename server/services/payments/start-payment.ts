/**
 * One way to start a payment for anything payable, once the payer chose the method:
 * our payment record first (pending, the amount and currency read from the payable, never from
 * the request), then the provider that takes that method in that currency. A repeat of the
 * browser's idempotency key — a double tap, a retry after a lost answer — answers the same
 * payment and never starts a second transaction (the key is unique per payable in the table).
 */
import { and, eq } from "drizzle-orm";
import type { NextStep } from "../../../shared/api-types";
import type { OnlineMethod, PayableKind } from "../../../shared/domain";
import { payments, type Payment } from "../../../shared/schema";
import type { Db } from "../../db";
import type { PaymentRegistry } from "../../payments";
import { ProviderUnavailableError, type MobileNumber } from "../../payments/provider";
import { payables } from "./payables";

export type StartPaymentInput = {
  kind: PayableKind;
  id: string;
  method: OnlineMethod;
  phone: MobileNumber | null;
  idempotencyKey: string;
  siteName: string;
  /** Our return page for this payment (a hosted page sends the payer back there). */
  returnUrl: (paymentId: string) => string;
};

export type StartPaymentResult =
  | { kind: "started"; payment: Payment; next: NextStep; /** What the provider said of a start that failed at once, for the log. */ failureDetail?: string | null }
  | { kind: "notFound" | "alreadyPaid" | "methodUnavailable" | "inProgress" | "erased" };

export async function startPayment(db: Db, registry: PaymentRegistry, input: StartPaymentInput): Promise<StartPaymentResult> {
  const payable = await payables[input.kind].load(db, input.id);
  if (!payable) return { kind: "notFound" };
  // Through an old link or a kept token: a person erased is never charged, nor mailed a receipt.
  if (payable.erased) return { kind: "erased" };
  if (payable.paid) return { kind: "alreadyPaid" };
  const provider = registry.forMethod(input.method, payable.currency);
  if (!provider) return { kind: "methodUnavailable" };

  const [created] = await db
    .insert(payments)
    .values({
      payableKind: payable.kind,
      payableId: payable.id,
      provider: provider.name,
      method: input.method,
      amount: payable.amount,
      currency: payable.currency,
      phone: input.phone?.number ?? null,
      operator: input.phone?.operator ?? null,
      idempotencyKey: input.idempotencyKey,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [existing] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.payableKind, payable.kind), eq(payments.payableId, payable.id), eq(payments.idempotencyKey, input.idempotencyKey)))
      .limit(1);
    if (!existing?.nextStep) return { kind: "inProgress" };
    return { kind: "started", payment: existing, next: existing.nextStep };
  }

  try {
    const started = await provider.start({
      paymentId: created.id,
      method: input.method,
      amount: created.amount,
      currency: created.currency,
      description: payable.description(input.siteName),
      email: payable.email,
      name: payable.name,
      language: payable.language,
      phone: input.phone,
      returnUrl: input.returnUrl(created.id),
    });
    const [payment] = await db
      .update(payments)
      .set({
        providerRef: started.ref,
        nextStep: started.next,
        status: started.state,
        // Failed at once (a push FedaPay refused): said to the payer now, dated now. A success
        // on the same transaction later (its hosted page) still counts: a success is final.
        ...(started.state === "failed" ? { statusAt: new Date(), failureReason: started.failureReason ?? null } : {}),
      })
      .where(eq(payments.id, created.id))
      .returning();
    return { kind: "started", payment: payment!, next: started.next, failureDetail: started.failureDetail ?? null };
  } catch (error) {
    // The try is kept, failed, with why (staff see it); its key is released, so a retry starts afresh.
    const ref = error instanceof ProviderUnavailableError ? (error.ref ?? null) : null;
    await db
      .update(payments)
      .set({ status: "failed", statusAt: new Date(), providerRef: ref, idempotencyKey: null, failureReason: error instanceof ProviderUnavailableError && error.refused ? "refused" : "unavailable" })
      .where(eq(payments.id, created.id));
    throw error;
  }
}
