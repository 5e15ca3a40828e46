/** Stripe: cards in every currency, when its three keys are set (settings.ts). */
import type { ProviderFolder } from "../folder";
import { checkStripe } from "./check-keys";
import { createStripeProvider } from "./stripe-provider";

export const stripe: ProviderFolder = {
  name: "stripe",
  preference: { card: 1 },
  create: ({ env }) => (env.stripe ? createStripeProvider(env.stripe) : null),
  checkKeys: checkStripe,
};
