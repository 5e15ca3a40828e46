/**
 * The providers live on this server, side by side, and which one takes a method in a currency;
 * each is a folder of ./providers/. Stripe takes cards when configured; FedaPay takes mobile
 * money (and cards, through its hosted page) in FCFA; the built-in test provider fills what the real ones leave open, where it
 * may be live (docs/rules.md R11: a loopback PUBLIC_URL or ALLOW_TEST_PAYMENTS=true).
 */
import type { Currency, OnlineMethod } from "../../shared/domain";
import { currencies, onlineMethods } from "../../shared/domain";
import type { PaymentsConfig } from "../../shared/site";
import type { ProvidersEnv } from "./providers/settings";
import type { PaymentProvider, ProviderHosts } from "./provider";
import { providerFolders } from "./providers";

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

/** Who is asked first for a method: each folder's rank for it, a real provider before the test one. */
const rankOf = (method: OnlineMethod, provider: PaymentProvider) =>
  providerFolders.find((folder) => folder.name === provider.name)?.preference[method] ?? Number.POSITIVE_INFINITY;

export function createPaymentRegistry(providers: readonly PaymentProvider[]): PaymentRegistry {
  const byName = (name: string) => providers.find((provider) => provider.name === name);
  const forMethod = (method: OnlineMethod, currency: Currency) =>
    providers
      .filter((provider) => rankOf(method, provider) < Number.POSITIVE_INFINITY && provider.methods(currency).includes(method))
      .sort((a, b) => rankOf(method, a) - rankOf(method, b))[0];
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

/** The providers the configuration makes live, in the order of the folders. */
export function createPaymentProviders(env: ProvidersEnv, secret: string): PaymentProvider[] {
  return providerFolders.reduce<PaymentProvider[]>((live, folder) => {
    const provider = folder.create({ env, secret, live });
    return provider ? [...live, provider] : live;
  }, []);
}

export const createPaymentsFromEnv = (env: ProvidersEnv, secret: string) => createPaymentRegistry(createPaymentProviders(env, secret));

export type { PaymentProvider } from "./provider";
