/**
 * One interface for every online payment provider (docs/rules.md R10): Stripe, FedaPay and the
 * built-in test provider are live side by side, each behind this interface, found through the
 * registry (./index.ts). A fourth provider is one new folder of ./providers/ and its tests
 * (docs/adding-a-payment-provider.md).
 *
 * A provider never decides an amount: `start` is given the amount of our own payment record,
 * which the payables module (services/payments/payables.ts) read from the stored donation or
 * membership. Amounts are minor units from shared/money.ts.
 */
import type { NextStep } from "../../shared/api-types";
import type { Currency, Language, MobileOperator, OnlineMethod, OnlineProviderName, PaymentState } from "../../shared/domain";

/** A payment as the provider knows it, read back from its API (or parsed from a verified webhook). */
export type ProviderPayment = {
  /** The provider's own reference (Stripe's PaymentIntent id, FedaPay's transaction id). */
  ref: string;
  amount: number;
  currency: Currency;
  state: PaymentState;
  /** Our payment's id, as we stored it in the provider's metadata (null for older payments). */
  paymentId: string | null;
  /** Why it failed, in the provider's words (e.g. FedaPay's `INSUFFICIENT_FUND_ERROR`). */
  failureReason?: string | null;
  /**
   * Mobile money, as the provider reports it once paid: the operator's own transaction id (on the
   * MTN / Moov / Celtiis statement), the paying number (10 national digits) and its operator.
   */
  operatorRef?: string | null;
  payerNumber?: string | null;
  operator?: MobileOperator | null;
};

/** A payer's mobile-money number: 10 national digits (`01…`), and the operator that carries it. */
export type MobileNumber = { number: string; operator: MobileOperator };

export type StartInput = {
  /** Our payment's id: in the provider's metadata, and the key that makes a repeated start one payment. */
  paymentId: string;
  method: OnlineMethod;
  amount: number;
  currency: Currency;
  description: string;
  /** Null for a member staff added without e-mail (a walk-in paying a renewal link). */
  email: string | null;
  name: string | null;
  language: Language;
  /** With mobile money: where to push the request. */
  phone: MobileNumber | null;
  /** Where a hosted page sends the payer back (our return page, with our payment's id). */
  returnUrl: string;
};

export type Started = {
  ref: string;
  next: NextStep;
  state: PaymentState;
  /**
   * With `state` failed at once (FedaPay: the transaction was made but the push to the phone
   * failed): why, as a code the payment step words (the provider's own, or `push_…`), and what the
   * provider said, for the log.
   */
  failureReason?: string | null;
  failureDetail?: string | null;
};

/** A verified webhook: a payment to re-check (`ref`), or an event we do not act on. */
export type WebhookEvent =
  | { type: "payment"; eventId: string; eventType: string; ref: string; createdAt: Date; payment: ProviderPayment | null }
  /** `unreadable`: signed, but not in a shape we know; its shape (keys and types, no values) is logged. */
  | { type: "ignored"; eventId: string; eventType: string; unreadable?: string };

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** The hosts a provider's browser code needs, added to the pages' policies. */
export type ProviderHosts = {
  script?: string[];
  connect?: string[];
  frame?: string[];
  img?: string[];
  /** Hosts allowed the Payment Request API (Permissions-Policy `payment`). */
  payment?: string[];
};

export interface PaymentProvider {
  readonly name: OnlineProviderName;
  /** The methods it takes in a currency, none when it does not take that currency. */
  methods(currency: Currency): readonly OnlineMethod[];
  /** What the browser needs before any payment starts (Stripe's publishable key); null: nothing. */
  readonly browserConfig: { stripePublishableKey: string } | null;
  readonly hosts: ProviderHosts;
  /** Creates the payment with the provider (once for one `paymentId`) and says what the payer does next. */
  start(input: StartInput): Promise<Started>;
  /** The payment as the provider knows it now; null when it knows no such payment (or keeps no state). */
  retrieve(ref: string): Promise<ProviderPayment | null>;
  /** Verifies a webhook's signature and reads it; throws WebhookSignatureError on a bad or stale one. */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): WebhookEvent;
  /** True when `secret` is the provider's own proof for `ref` (Stripe's client secret: docs/rules.md R15). */
  checkClientSecret?(ref: string, secret: string): Promise<boolean>;
}

export class WebhookSignatureError extends Error {
  constructor(reason = "Invalid webhook signature") {
    super(reason);
    this.name = "WebhookSignatureError";
  }
}

/** The provider could not be reached or refused the request: the payer may try again. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: OnlineProviderName,
    message: string,
    /** The provider refused what we sent (e.g. a number it does not serve), rather than being down. */
    readonly refused = false,
    /** The provider's reference when it created the payment before failing. */
    readonly ref: string | null = null,
    /** The provider named the payer's phone number as what it refused (the payer can fix it). */
    readonly aboutPhone = false,
  ) {
    super(message);
    this.name = "ProviderUnavailableError";
  }
}

/** A header's single value. */
export const headerValue = (headers: WebhookHeaders, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};
