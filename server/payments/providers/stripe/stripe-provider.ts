import Stripe from "stripe";
import { currencies, type Currency } from "../../../../shared/domain";
import { providerCurrency } from "../../../../shared/money";
import type { PaymentState } from "../../../../shared/domain";
import type { PaymentProvider, ProviderPayment, StartInput, Started, WebhookEvent, WebhookHeaders } from "../../provider";
import { sameSecret } from "../../../lib/signed-token";
import { headerValue, ProviderUnavailableError, WebhookSignatureError } from "../../provider";

export type StripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local server that answers as Stripe's API does. */
  apiBase?: string;
};

const stateOf = (intent: Stripe.PaymentIntent): PaymentState => {
  switch (intent.status) {
    case "succeeded":
      return "succeeded";
    case "processing":
      return "processing";
    case "canceled":
      return "canceled";
    default:
      // A declined card leaves the intent open for another try; its last error says it failed.
      return intent.last_payment_error ? "failed" : "pending";
  }
};

const toCurrency = (code: string): Currency => {
  const upper = code.toUpperCase();
  const found = currencies.find((c) => c === upper);
  if (!found) throw new Error(`Unexpected currency from Stripe: ${code}`);
  return found;
};

const fromStripe = (intent: Stripe.PaymentIntent): ProviderPayment => ({
  ref: intent.id,
  amount: intent.amount,
  currency: toCurrency(intent.currency),
  state: stateOf(intent),
  paymentId: intent.metadata?.payment_id ?? null,
  failureReason: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
});

/** Stripe.js and the Payment Element load from, talk to and frame these hosts. */
const stripeHosts = {
  script: ["https://js.stripe.com"],
  connect: ["https://api.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  // Card brand and wallet images.
  img: ["https://*.stripe.com"],
  payment: ["https://js.stripe.com"],
};

/** Stripe: cards (and the wallets of the Payment Element) in every currency of the site. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: Number(base.port || (base.protocol === "https:" ? 443 : 80)), protocol: base.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });

  const retrieveIntent = async (id: string) => {
    try {
      return await stripe.paymentIntents.retrieve(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError)
        throw new ProviderUnavailableError("stripe", error.message);
      throw error;
    }
  };

  return {
    name: "stripe",
    methods: () => ["card"],
    browserConfig: { stripePublishableKey: options.publishableKey },
    hosts: stripeHosts,

    async start(input: StartInput): Promise<Started> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: providerCurrency(input.currency),
            automatic_payment_methods: { enabled: true },
            description: input.description,
            ...(input.email ? { receipt_email: input.email } : {}),
            metadata: { payment_id: input.paymentId },
          },
          // One PaymentIntent for one payment of ours, however often the start is retried.
          { idempotencyKey: `payment-${input.paymentId}` },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError)
          throw new ProviderUnavailableError("stripe", error.message);
        throw error;
      }
      return { ref: intent.id, state: stateOf(intent), next: { type: "card", provider: "stripe", clientSecret: intent.client_secret ?? "" } };
    },

    async retrieve(ref: string) {
      const intent = await retrieveIntent(ref);
      return intent ? fromStripe(intent) : null;
    },

    async checkClientSecret(ref: string, clientSecret: string) {
      const intent = await retrieveIntent(ref);
      return Boolean(intent?.client_secret) && sameSecret(intent!.client_secret!, clientSecret);
    },

    parseWebhook(rawBody: Buffer, headers: WebhookHeaders): WebhookEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, headerValue(headers, "stripe-signature") ?? "", options.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      switch (event.type) {
        case "payment_intent.succeeded":
        case "payment_intent.payment_failed":
        case "payment_intent.processing":
        case "payment_intent.canceled": {
          const payment = fromStripe(event.data.object);
          // The event says what happened, whatever the intent looks like now.
          const state = ({ "payment_intent.succeeded": "succeeded", "payment_intent.payment_failed": "failed", "payment_intent.processing": "processing", "payment_intent.canceled": "canceled" } as const)[event.type];
          return { type: "payment", eventId: `stripe:${event.id}`, eventType: event.type, ref: payment.ref, createdAt: new Date(event.created * 1000), payment: { ...payment, state } };
        }
        default:
          return { type: "ignored", eventId: `stripe:${event.id}`, eventType: event.type };
      }
    },
  };
}
