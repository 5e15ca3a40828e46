/**
 * What a provider's word about a payment changes (docs/rules.md R12), for every provider and
 * every payable alike: the payment's state, then its payable (a donation becomes succeeded, a
 * membership active). In one transaction, applied once per provider event (its id is inserted
 * with the change), never from an event older than the one that set the current state, and a
 * success is final — so redeliveries, late events and `declined` after `approved` leave the
 * right state. A success whose amount or currency differs from our record is refused.
 */
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { Currency, PaymentState } from "../../../shared/domain";
import { memberships, membershipYears, payments, processedWebhookEvents, type Payment } from "../../../shared/schema";
import type { Db } from "../../db";
import type { Logger } from "../../lib/logger";
import type { ProviderPayment } from "../../payments/provider";
import type { Effect } from "../effects";
import { payables } from "./payables";

export type OutcomeInput = {
  paymentId: string;
  state: PaymentState;
  /** When the provider says it happened. */
  at: Date;
  /** The provider event's id, to apply each event once. */
  eventId?: string;
  eventType?: string;
  /** What the provider says it charged: a success must match our payment's amount and currency. */
  charged?: { amount: number; currency: Currency };
  failureReason?: string | null;
  /** Mobile money, as the provider reports it: kept with a success (the operator's id, the number and operator that paid). */
  mobile?: MobileDetails;
};

/** The operator's transaction id, the paying number (10 national digits) and its operator, as a provider reported them. */
export type MobileDetails = Pick<ProviderPayment, "operatorRef" | "payerNumber" | "operator">;

/** What a provider's payment says of its mobile money (nothing when it says nothing). */
export const mobileDetailsOf = (payment: ProviderPayment | null | undefined): MobileDetails | undefined =>
  payment && (payment.operatorRef || payment.payerNumber || payment.operator)
    ? { operatorRef: payment.operatorRef ?? null, payerNumber: payment.payerNumber ?? null, operator: payment.operator ?? null }
    : undefined;

export type OutcomeResult = "applied" | "duplicate" | "stale" | "unknown" | "mismatch";

/** What a verified webhook comes to: nothing yet, ask the provider to deliver again, or a state to apply. */
export type WebhookVerdict =
  | { kind: "pending" }
  | { kind: "retry" }
  | {
      kind: "apply";
      state: Exclude<PaymentState, "pending">;
      charged?: { amount: number; currency: Currency };
      failureReason: string | null;
      mobile?: MobileDetails;
    };

/**
 * A verified webhook's payment (`event`, from its signed body) against the provider's API asked
 * about it just now (`known`; null: it knows no such payment; undefined: it could not be reached).
 * The body is news to re-check, not the authority: a success counts only when the API says so,
 * with what it charged, and a success the API knows wins over an older event. A failure may come
 * from the event alone (Stripe's `payment_failed` leaves the intent open for another try).
 */
export function webhookVerdict(event: ProviderPayment | null, known: ProviderPayment | null | undefined): WebhookVerdict {
  let state = known?.state === "succeeded" ? "succeeded" : (event?.state ?? known?.state);
  if (state === "succeeded" && known?.state !== "succeeded") {
    if (known === undefined) return { kind: "retry" };
    state = known?.state;
  }
  if (!state || state === "pending") return { kind: "pending" };
  const current = known ?? event;
  return {
    kind: "apply",
    state,
    charged: current ? { amount: current.amount, currency: current.currency } : undefined,
    failureReason: current?.failureReason ?? null,
    mobile: mobileDetailsOf(current),
  };
}

export type Outcome = {
  result: OutcomeResult;
  payment: Payment | null;
  /**
   * Another payment had already paid what this one pays: the payer paid twice (a second try while
   * the first request was still open on the phone, a late webhook). Both are kept, this one
   * flagged `duplicateOf` the first: "paid twice — to refund" (docs/decisions/016-paid-twice-refunds-and-voids.md).
   */
  paidTwice?: boolean;
  /** What the caller runs once the change committed (a receipt queued: the jobs room is woken). */
  effects: readonly Effect[];
};

/**
 * Whether an outcome dated `at` may replace the current state: never over a success; a success
 * always (money received counts, whatever our clock said before — a request we closed as expired,
 * a decline the payer retried); anything else only when it is not older than the current state.
 */
const applies = (current: Payment, next: PaymentState, at: Date) =>
  current.status !== "succeeded" &&
  current.status !== next &&
  (next === "succeeded" || current.statusAt === null || current.statusAt.getTime() <= at.getTime());

/** The line every path that finds a payment paid twice writes (webhooks, the payer's confirmation, the test provider's, the reconciliation). */
export const PAID_TWICE_MESSAGE = "paid twice: this payment succeeded after another one had paid the same record; refund one from the provider's dashboard";

/** Logs a payment found paid twice, the same from every path, so one search finds them all. */
export function logPaidTwice(log: Pick<Logger, "error">, payment: Payment) {
  log.error({ paymentId: payment.id, provider: payment.provider, ref: payment.providerRef, payable: `${payment.payableKind}:${payment.payableId}` }, PAID_TWICE_MESSAGE);
}

export async function applyPaymentOutcome(db: Db, input: OutcomeInput): Promise<Outcome> {
  return db.transaction(async (tx) => {
    if (input.eventId) {
      const [fresh] = await tx
        .insert(processedWebhookEvents)
        .values({ id: input.eventId, type: input.eventType ?? input.state })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return { result: "duplicate" as const, payment: null, effects: [] };
    }
    const [current] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
    if (!current) return { result: "unknown" as const, payment: null, effects: [] };
    if (input.state === "succeeded" && input.charged && (input.charged.amount !== current.amount || input.charged.currency !== current.currency))
      return { result: "mismatch" as const, payment: current, effects: [] };
    if (!applies(current, input.state, input.at)) return { result: "stale" as const, payment: current, effects: [] };
    const [payment] = await tx
      .update(payments)
      .set({
        status: input.state,
        statusAt: input.at,
        ...(input.state === "succeeded" ? { paidAt: input.at, failureReason: null, ...mobileColumns(input.mobile) } : {}),
        ...(input.state === "failed" || input.state === "canceled" ? { failureReason: input.failureReason ?? null } : {}),
      })
      .where(and(eq(payments.id, current.id)))
      .returning();
    const effects = await payables[payment!.payableKind].settle(tx, payment!.payableId, payment!);
    // Money taken for what another payment had paid: kept, with its receipt, flagged to refund.
    const first = input.state === "succeeded" ? await paidBefore(tx, payment!) : null;
    if (!first) return { result: "applied" as const, payment: payment!, paidTwice: false, effects };
    const [flagged] = await tx.update(payments).set({ duplicateOf: first }).where(eq(payments.id, payment!.id)).returning();
    return { result: "applied" as const, payment: flagged!, paidTwice: true, effects };
  });
}

/**
 * What a success keeps of the provider's mobile-money details (docs/decisions/020-matching-operator-statements.md), for staff to match the
 * operator's statement: the operator's transaction id, and the number and operator that paid as
 * the provider reports them — over what the payer typed on our page, for one who paid on the
 * provider's hosted page after all (another phone, another operator) is on that operator's statement.
 */
function mobileColumns(mobile: MobileDetails | undefined): Partial<Pick<Payment, "operatorRef" | "phone" | "operator">> {
  if (!mobile) return {};
  return {
    ...(mobile.operatorRef ? { operatorRef: mobile.operatorRef } : {}),
    ...(mobile.payerNumber ? { phone: mobile.payerNumber } : {}),
    ...(mobile.operator ? { operator: mobile.operator } : {}),
  };
}

/**
 * The payment that had already paid what `payment` (a success just settled) pays, when it paid
 * nothing itself: dues whose year another payment holds (membership_years.payment_id), a donation
 * another payment still stands for. Null when this payment paid something (a year it took, a
 * donation's first success).
 */
export async function paidBefore(tx: Db, payment: Payment): Promise<string | null> {
  if (payment.payableKind !== "donation") {
    const [own] = await tx.select({ id: membershipYears.id }).from(membershipYears).where(eq(membershipYears.paymentId, payment.id)).limit(1);
    if (own) return null;
    const year =
      payment.payableKind === "membership_year"
        ? (await tx.select({ paymentId: membershipYears.paymentId }).from(membershipYears).where(eq(membershipYears.id, payment.payableId)).limit(1))[0]
        : (
            await tx
              .select({ paymentId: membershipYears.paymentId })
              .from(memberships)
              .innerJoin(membershipYears, and(eq(membershipYears.memberId, memberships.memberId), eq(membershipYears.year, memberships.membershipYear)))
              .where(eq(memberships.id, payment.payableId))
              .limit(1)
          )[0];
    if (year?.paymentId && year.paymentId !== payment.id) return year.paymentId;
  }
  // A donation (or an application paid before members had years): another of its payments that still stands.
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.payableKind, payment.payableKind),
        eq(payments.payableId, payment.payableId),
        eq(payments.status, "succeeded"),
        isNull(payments.reversal),
        isNull(payments.duplicateOf),
        ne(payments.id, payment.id),
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.createdAt))
    .limit(1);
  return other?.id ?? null;
}

/** Our payment behind a provider's reference. */
export async function findPaymentByRef(db: Db, provider: Payment["provider"], ref: string): Promise<Payment | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
    .limit(1);
  return payment ?? null;
}
