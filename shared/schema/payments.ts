/**
 * Payments, each of one payable (a donation, a membership), through one provider; and the
 * webhook events already applied.
 */
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { type MobileOperator, type PaymentReversal, type OnlineProviderName, type PaymentProviderName, payableKinds, paymentMethods, paymentStates } from "../domain";
import { users } from "./auth";
import { timestamps } from "./columns";
import { currencyEnum } from "./enums";

/**
 * What the payer's browser does next (server/payments/provider.ts), kept with the payment so that
 * a repeated start answers the same step; the API sends it as it is (api-types.ts).
 */
export type NextStep =
  /** A card form on our page: the provider's browser part (client/src/features/payment/providers/). */
  | { type: "card"; provider: OnlineProviderName; clientSecret: string }
  | { type: "redirect"; url: string }
  | { type: "confirm_on_phone"; fallbackUrl: string | null };

export const paymentMethodEnum = pgEnum("payment_method", paymentMethods);
export const paymentStateEnum = pgEnum("payment_state", paymentStates);
export const payableKindEnum = pgEnum("payable_kind", payableKinds);

/**
 * Every payment is its own record (docs/rules.md R13): what it pays (a payable's kind and id), who
 * took it and how, the provider's reference, the amount and currency it was started with (from
 * the payable, through shared/money.ts), where it stands. A donation or a membership may have
 * several: a declined try, then a success; one recorded by staff.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    payableKind: payableKindEnum("payable_kind").notNull(),
    payableId: uuid("payable_id").notNull(),
    /** Text checked by the application (server/payments/providers/): a new provider needs no migration. */
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    method: paymentMethodEnum("method").notNull(),
    /** The provider's own id (Stripe's PaymentIntent, FedaPay's transaction); staff: the receipt or transfer number typed. */
    providerRef: text("provider_ref"),
    /** Minor units of currency (shared/money.ts). */
    amount: integer("amount").notNull(),
    currency: currencyEnum("currency").notNull(),
    status: paymentStateEnum("status").notNull().default("pending"),
    /** When the event that set `status` happened, in the provider's words (older events are ignored). */
    statusAt: timestamp("status_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Mobile money: the payer's national number (`01…`) and its operator. */
    phone: text("phone"),
    operator: text("operator").$type<MobileOperator>(),
    /**
     * The operator's own transaction id, as the MTN / Moov / Celtiis statement shows it: FedaPay's
     * `transaction_key`, read back once it is paid (server/payments/providers/fedapay/); for a
     * mobile-money transfer recorded by staff, the number they typed is `providerRef`.
     */
    operatorRef: text("operator_ref"),
    failureReason: text("failure_reason"),
    /** What the payer's browser was told to do next (a card form's secret, the hosted page): a repeated start answers it again. */
    nextStep: jsonb("next_step").$type<NextStep>(),
    /** Made by the payer's browser when it pressed Pay: a repeat answers this payment (unique per payable). */
    idempotencyKey: text("idempotency_key"),
    /** Recorded by staff: who, and their note. */
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedByName: text("recorded_by_name"),
    note: text("note"),
    /**
     * A success for something another payment had paid already (two tries racing, a late
     * webhook): that payment's id. It stays succeeded, with its receipt (money was taken), and
     * is "paid twice — to refund" until it is refunded (docs/decisions/016-paid-twice-refunds-and-voids.md).
     * No foreign key: a table referring to itself cannot be ordered by the backups (payments are
     * never deleted, so the id always names a payment).
     */
    duplicateOf: uuid("duplicate_of"),
    /** A succeeded payment given back (`refunded`) or recorded by mistake (`voided`): it no longer counts. */
    reversal: text("reversal").$type<PaymentReversal>(),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    reversalReason: text("reversal_reason"),
    reversedBy: uuid("reversed_by").references(() => users.id, { onDelete: "set null" }),
    reversedByName: text("reversed_by_name"),
    /** When the reconciliation last asked the provider about a pending payment. */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("payments_payable_idx").on(t.payableKind, t.payableId, t.createdAt),
    uniqueIndex("payments_provider_ref_idx").on(t.provider, t.providerRef),
    uniqueIndex("payments_idempotency_idx").on(t.payableKind, t.payableId, t.idempotencyKey),
    index("payments_status_idx").on(t.status, t.createdAt),
    index("payments_duplicate_of_idx").on(t.duplicateOf),
    // The money received by day, latest first (the lists' daily totals): only payments that stand.
    // With what a day's total needs of each payment after its instant, so that the days are read from the index alone.
    index("payments_standing_paid_idx")
      .on(t.paidAt, t.payableKind, t.currency, t.amount, t.duplicateOf)
      .where(sql`${t.status} = 'succeeded' and ${t.reversal} is null`),
    // The payments received, newest first (docs/decisions/021-one-list-of-payments.md): the list's pages and its export read it backwards (refunded, voided and paid-twice payments are listed too).
    index("payments_received_idx").on(t.paidAt, t.id).where(sql`${t.status} = 'succeeded'`),
    // The lists' and exports' operator filter (members, donations, payments): the successes carried by one operator, each with what it paid, read from the index alone;
    // and, from the index alone too, their money and its day (the payments list's totals and days by operator). PostgreSQL's INCLUDE as trailing keys: drizzle has no INCLUDE.
    index("payments_succeeded_operator_idx")
      .on(t.operator, t.payableKind, t.method, t.payableId, t.currency, t.amount, t.paidAt, t.reversal, t.duplicateOf)
      .where(sql`${t.status} = 'succeeded'`),
    check("payments_reversal_check", sql`${t.reversal} in ('refunded', 'voided')`),
  ],
);
export type Payment = typeof payments.$inferSelect;

/**
 * The count and sum of the payments received (succeeded, with the instant they were paid) per
 * kind of payable, currency, and whether they stand (neither reversed nor paid twice), kept by a
 * trigger on payments in the same statement (migrations/0029_list_sums.sql): the payments list's
 * totals when only the kind is filtered (docs/decisions/032-sums-kept-by-the-database.md).
 */
export const paymentSums = pgTable(
  "payment_sums",
  {
    payableKind: payableKindEnum("payable_kind").notNull(),
    currency: currencyEnum("currency").notNull(),
    stands: boolean("stands").notNull(),
    count: integer("count").notNull(),
    /** Minor units, as payments.amount; a sum of many payments may pass 2^31. */
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.payableKind, t.currency, t.stands] })],
);

/** Webhook events already applied: a redelivered event id is ignored. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});
