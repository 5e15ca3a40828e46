import type { Env } from "../env";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { createTestProvider } from "./test-provider";

/** Stripe when its keys are configured, the test provider otherwise. */
export function createPaymentProvider(env: Env, secret: string): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET)
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    });
  return createTestProvider(secret);
}

export type { PaymentProvider } from "./provider";
