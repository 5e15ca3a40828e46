import Stripe from "stripe";
import { currencies, type Currency } from "../../shared/domain";
import { providerCurrency } from "../../shared/money";
import type { CreateIntentInput, PaymentEvent, PaymentIntent, PaymentKind, PaymentProvider, PaymentState } from "./provider";
import { sameSecret, WebhookSignatureError } from "./provider";

export type StripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local server that answers as Stripe's API does. */
  apiBase?: string;
};

const stateOf = (status: Stripe.PaymentIntent.Status): PaymentState => {
  switch (status) {
    case "succeeded":
      return "succeeded";
    case "processing":
      return "processing";
    case "canceled":
      return "canceled";
    default:
      return "requires_payment";
  }
};

const toCurrency = (code: string): Currency => {
  const upper = code.toUpperCase();
  const found = currencies.find((c) => c === upper);
  if (!found) throw new Error(`Unexpected currency from Stripe: ${code}`);
  return found;
};

const fromStripe = (intent: Stripe.PaymentIntent): PaymentIntent => {
  const kind = intent.metadata?.kind;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    amount: intent.amount,
    currency: toCurrency(intent.currency),
    state: stateOf(intent.status),
    kind: kind === "donation" || kind === "membership" ? (kind as PaymentKind) : null,
    recordId: intent.metadata?.record_id ?? null,
  };
};

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: Number(base.port || (base.protocol === "https:" ? 443 : 80)), protocol: base.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });

  return {
    name: "stripe",
    publicConfig: { provider: "stripe", publishableKey: options.publishableKey },

    async createIntent(input: CreateIntentInput) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: providerCurrency(input.currency),
          automatic_payment_methods: { enabled: true },
          description: input.description,
          receipt_email: input.email,
          metadata: { kind: input.kind, record_id: input.recordId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return fromStripe(intent);
    },

    async retrieveIntent(id: string) {
      try {
        return fromStripe(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async checkClientSecret(id: string, clientSecret: string) {
      const intent = await this.retrieveIntent(id);
      return Boolean(intent?.clientSecret) && sameSecret(intent!.clientSecret, clientSecret);
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", options.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      const createdAt = new Date(event.created * 1000);
      switch (event.type) {
        case "payment_intent.succeeded":
          return { type: "succeeded", id: event.id, createdAt, intent: fromStripe(event.data.object) };
        case "payment_intent.payment_failed":
          return { type: "failed", id: event.id, createdAt, intent: fromStripe(event.data.object) };
        case "payment_intent.processing":
          return { type: "processing", id: event.id, createdAt, intent: fromStripe(event.data.object) };
        default:
          return { type: "ignored", id: event.id, eventType: event.type };
      }
    },
  };
}
