/**
 * What one provider's folder (server/payments/providers/<name>/index.ts) gives the registry: its
 * name (a line of shared/payment-providers.ts, which holds its labels), which methods it is asked
 * for first, how the configuration makes it live, and how the doctor checks its keys. Its
 * variables are in its settings.ts.
 */
import type { OnlineMethod, OnlineProviderName } from "../../../shared/domain";
import type { Check, CheckOptions } from "../../lib/checks";
import type { ProvidersEnv } from "./settings";
import type { PaymentProvider } from "../provider";

export type ProviderContext = {
  env: ProvidersEnv;
  /** The site's secret, for what a provider signs itself (the test provider's client secrets). */
  secret: string;
  /** The providers of the folders listed before this one that the configuration made live. */
  live: readonly PaymentProvider[];
};

export type ProviderFolder = {
  readonly name: OnlineProviderName;
  /** Its rank for each method it may take: the lowest rank that takes a method in a currency takes it. */
  readonly preference: Partial<Record<OnlineMethod, number>>;
  /** The provider, when the configuration makes it live; else null. */
  create(context: ProviderContext): PaymentProvider | null;
  /** What `npm run doctor` says of its keys (asking the provider whether it accepts them); nothing when unset. */
  checkKeys?(env: ProvidersEnv, options: CheckOptions): Promise<Check[]>;
};
