/**
 * One payment provider interface (CONTRACT §5), two implementations: Stripe when its keys are
 * set, the built-in test provider otherwise. Amounts are minor units from shared/money.ts.
 */
import { timingSafeEqual } from "node:crypto";
import type { Currency } from "../../shared/domain";

export type PaymentKind = "donation" | "membership";

/** Where a payment stands, in our words (Stripe's statuses map onto these). */
export type PaymentState = "requires_payment" | "processing" | "succeeded" | "failed" | "canceled";

export type PaymentIntent = {
  id: string;
  clientSecret: string;
  amount: number;
  currency: Currency;
  state: PaymentState;
  /** The record it pays for, as stored in the provider's metadata. */
  kind: PaymentKind | null;
  recordId: string | null;
};

export type CreateIntentInput = {
  amount: number;
  currency: Currency;
  kind: PaymentKind;
  recordId: string;
  /** The same key for the same record: a retried request does not create a second payment. */
  idempotencyKey: string;
  description: string;
  email: string;
};

/** A provider event we act on; anything else is acknowledged and ignored. */
export type PaymentEvent =
  | { type: "succeeded" | "failed" | "processing"; id: string; createdAt: Date; intent: PaymentIntent }
  | { type: "ignored"; id: string; eventType: string };

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  /** What the browser needs to show the payment step. */
  readonly publicConfig: { provider: "stripe"; publishableKey: string } | { provider: "test" };
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** True when `clientSecret` is the secret of the intent `id` (the payer's proof). */
  checkClientSecret(id: string, clientSecret: string): Promise<boolean>;
  /** Verifies a webhook's signature and reads it; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {
  constructor() {
    super("Invalid webhook signature");
    this.name = "WebhookSignatureError";
  }
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
