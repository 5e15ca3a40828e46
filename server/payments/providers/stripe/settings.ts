/**
 * Stripe's configuration: all three keys, or none. env.ts parses these variables
 * with the rest at start and reports every bad one.
 */
import { z } from "zod";
import { isSet, optional, type EnvSource } from "../../../lib/env-fields";

export const stripeVariables = {
  STRIPE_SECRET_KEY: optional.pipe(z.string().regex(/^(sk|rk)_(test|live)_/, { message: "must start with sk_test_, sk_live_ or rk_" }).optional()),
  STRIPE_PUBLISHABLE_KEY: optional.pipe(z.string().regex(/^pk_(test|live)_/, { message: "must start with pk_test_ or pk_live_" }).optional()),
  STRIPE_WEBHOOK_SECRET: optional.pipe(z.string().regex(/^whsec_/, { message: "must start with whsec_" }).optional()),
  /** Where the Stripe SDK sends its requests; only tests point it at a local server. */
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
};

type StripeVariables = { [K in keyof typeof stripeVariables]?: z.output<(typeof stripeVariables)[K]> };

export type StripeConfig = { secretKey: string; publishableKey: string; webhookSecret: string; apiBase?: string };

const keys = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

export const stripeSettings = {
  variables: stripeVariables,
  /** Live when the three keys are set. */
  read(env: StripeVariables): StripeConfig | null {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
    return { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE };
  },
  /** True when any of its keys is set (the site then has a real provider, or a problem to fix). */
  isSet: (source: EnvSource) => keys.some((name) => isSet(source, name)),
  problems(source: EnvSource): string[] {
    if (!keys.some((name) => isSet(source, name))) return [];
    return keys
      .filter((name) => !isSet(source, name))
      .map((name) => `${name}: is required when any Stripe key is set (set all three, or none for the test provider)`);
  },
};
