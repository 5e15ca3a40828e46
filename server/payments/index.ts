/**
 * The providers live on this server, side by side, and which one takes a method in a
 * currency. Stripe takes cards when configured; FedaPay takes mobile money (and cards, through its
 * hosted page) in FCFA; the built-in test provider fills what the real ones leave open, where it
 * may be live (docs/rules.md R11: a loopback PUBLIC_URL or ALLOW_TEST_PAYMENTS=true).
 */
import type { Currency, OnlineMethod, OnlineProviderName } from "../../shared/domain";
import { currencies, onlineMethods } from "../../shared/domain";
import type { PaymentsConfig } from "../../shared/site";
import type { Env } from "../env";
import { createFedapayProvider } from "./fedapay-provider";
import type { PaymentProvider, ProviderHosts } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { createTestProvider } from "./test-provider";

export type PaymentRegistry = {
  readonly providers: readonly PaymentProvider[];
  byName(name: string): PaymentProvider | undefined;
  /** The provider that takes this method in this currency, if any. */
  forMethod(method: OnlineMethod, currency: Currency): PaymentProvider | undefined;
  /** The methods offered in a currency, mobile money first. */
  methodsFor(currency: Currency): OnlineMethod[];
  /** What the browser needs (embedded in every page). */
  readonly browserConfig: PaymentsConfig;
  /** Every live provider's hosts, for the pages' policies. */
  readonly hosts: Required<ProviderHosts>;
};

/** Who is asked first for a method: a real provider before the test one. */
const preference: Record<OnlineMethod, readonly OnlineProviderName[]> = {
  mobile_money: ["fedapay", "test"],
  card: ["stripe", "test", "fedapay"],
};

export function createPaymentRegistry(providers: readonly PaymentProvider[]): PaymentRegistry {
  const byName = (name: string) => providers.find((provider) => provider.name === name);
  const forMethod = (method: OnlineMethod, currency: Currency) =>
    preference[method].map(byName).find((provider) => provider?.methods(currency).includes(method));
  const methodsFor = (currency: Currency) => onlineMethods.filter((method) => forMethod(method, currency));
  const union = (key: keyof ProviderHosts) => [...new Set(providers.flatMap((provider) => provider.hosts[key] ?? []))];
  const stripe = providers.find((provider) => provider.browserConfig)?.browserConfig;
  return {
    providers,
    byName,
    forMethod,
    methodsFor,
    browserConfig: {
      methods: Object.fromEntries(currencies.map((currency) => [currency, methodsFor(currency)])) as Record<Currency, OnlineMethod[]>,
      stripePublishableKey: stripe?.stripePublishableKey ?? null,
      testMode: Boolean(byName("test")),
      testMethods: onlineMethods.filter((method) => currencies.some((currency) => forMethod(method, currency)?.name === "test")),
    },
    hosts: { script: union("script"), connect: union("connect"), frame: union("frame"), img: union("img"), payment: union("payment") },
  };
}

/** The providers the configuration makes live. */
export function createPaymentProviders(env: Env, secret: string): PaymentProvider[] {
  const providers: PaymentProvider[] = [];
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET)
    providers.push(
      createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE,
      }),
    );
  if (env.fedapay) providers.push(createFedapayProvider(env.fedapay));
  // Where it may be live, the test provider takes what no real provider does (all of it when none is set).
  if (env.testPaymentsAllowed && providers.length < 2) providers.push(createTestProvider(secret));
  return providers;
}

export const createPaymentsFromEnv = (env: Env, secret: string) => createPaymentRegistry(createPaymentProviders(env, secret));

export type { PaymentProvider } from "./provider";
