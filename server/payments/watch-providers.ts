/**
 * The providers as the site calls them, each call's outcome told to `told` (the dashboard counts
 * a provider that does not answer: services/admin/service-health.ts). What a call answers or
 * throws is left exactly as it was: this only listens.
 */
import type { OnlineProviderName } from "../../shared/domain";
import { createPaymentRegistry, type PaymentRegistry } from "./index";
import { ProviderUnavailableError, type PaymentProvider } from "./provider";

/** A call answered (`null`), or the provider could not be reached or failed (its error). A refusal of what we sent is no outage. */
export type ProviderOutcome = (provider: OnlineProviderName, failure: ProviderUnavailableError | null) => void;

const calls = new Set<PropertyKey>(["start", "retrieve"]);

function watch(provider: PaymentProvider, told: ProviderOutcome): PaymentProvider {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!calls.has(property) || typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        try {
          const result: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          told(target.name, null);
          return result;
        } catch (error) {
          if (error instanceof ProviderUnavailableError && !error.refused) told(target.name, error);
          throw error;
        }
      };
    },
  });
}

export function watchProviders(registry: PaymentRegistry, told: ProviderOutcome): PaymentRegistry {
  return createPaymentRegistry(registry.providers.map((provider) => (provider.name === "test" ? provider : watch(provider, told))));
}
