/**
 * What `npm run doctor` says of Stripe's keys (server/ops/doctor.ts runs every provider's check).
 */
import Stripe from "stripe";
import { ok, problem, reasonOf, warning, type Check, type CheckOptions } from "../../../lib/checks";
import type { ProvidersEnv } from "../settings";

/**
 * The Stripe key, by reading a payment intent that does not exist: a valid key is answered 404,
 * a refused one 401 (or 403 for a restricted key without that permission, which the site needs).
 */
export async function checkStripe(env: ProvidersEnv, { timeoutMs = 10_000 }: CheckOptions = {}): Promise<Check[]> {
  if (!env.STRIPE_SECRET_KEY) return [];
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 0,
    timeout: timeoutMs,
    ...(base
      ? { host: base.hostname, port: Number(base.port || (base.protocol === "https:" ? 443 : 80)), protocol: base.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });
  const mode = /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY) ? "live" : "test";
  const webhook = ok(
    `Stripe webhook: in Stripe's dashboard, add the endpoint ${env.PUBLIC_URL}/api/webhooks/stripe with the events payment_intent.succeeded, payment_intent.payment_failed, payment_intent.processing and payment_intent.canceled; its signing secret is STRIPE_WEBHOOK_SECRET.`,
  );
  let key: Check;
  try {
    await stripe.paymentIntents.retrieve("pi_doctor_check_does_not_exist");
    key = ok(`Stripe accepts the ${mode} key.`);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) key = ok(`Stripe accepts the ${mode} key.`);
    else if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError)
      key = problem(`Stripe: the key is refused (${error.statusCode ?? "?"}: ${error.message}). Copy STRIPE_SECRET_KEY again from Stripe's dashboard (Developers → API keys).`);
    else if (error instanceof Stripe.errors.StripeConnectionError) key = warning(`Stripe could not be reached to check the key: ${error.message}`);
    else key = warning(`Stripe: the key could not be checked: ${reasonOf(error)}`);
  }
  const live = mode === "live" ? [] : [warning("Stripe: a test key (sk_test_…): card payments are not real; set the live keys before going live.")];
  return [key, ...live, webhook];
}
