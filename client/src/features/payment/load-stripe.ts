/**
 * Stripe.js and its React bindings, fetched only when a payment step opens with the Stripe
 * provider: they are never part of a page's own chunk. Loading fails (instead of waiting
 * forever) when js.stripe.com cannot be reached, does not answer within the time limit, or
 * the script loads without providing Stripe.
 */
import type { Stripe } from "@stripe/stripe-js";
import type { StripeCheckout } from "./components/stripe-checkout";

export const STRIPE_LOAD_TIMEOUT_MS = 15_000;

export type LoadedStripe = { stripe: Stripe; Checkout: typeof StripeCheckout };

export class StripeUnavailableError extends Error {
  constructor(reason: string) {
    super(`Stripe.js could not be loaded: ${reason}`);
    this.name = "StripeUnavailableError";
  }
}

export async function loadStripeCheckout(publishableKey: string, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<LoadedStripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StripeUnavailableError(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const [stripe, checkout] = await Promise.race([
      Promise.all([import("@stripe/stripe-js").then(({ loadStripe }) => loadStripe(publishableKey)), import("./components/stripe-checkout")]),
      timeout,
    ]);
    if (!stripe) throw new StripeUnavailableError("the script did not provide Stripe");
    return { stripe, Checkout: checkout.StripeCheckout };
  } finally {
    clearTimeout(timer);
  }
}
