/**
 * Every provider's settings, which server/env.ts parses with the rest of the configuration: a
 * provider's folder brings its variables, what they make (its config), and its cross-checks.
 * The test provider has no variables of its own (ALLOW_TEST_PAYMENTS belongs to the whole site).
 */
import type { z } from "zod";
import type { EnvSource } from "../../lib/env-fields";
import type { FedapayConfig } from "./fedapay/settings";
import type { StripeConfig } from "./stripe/settings";
import { fedapaySettings } from "./fedapay/settings";
import { stripeSettings } from "./stripe/settings";

const settings = [stripeSettings, fedapaySettings];

export const providerVariables = { ...stripeSettings.variables, ...fedapaySettings.variables };

/** Every provider's configuration problems, in the order of the providers. */
export const providerProblems = (source: EnvSource) => settings.flatMap((provider) => provider.problems(source));

/** True when any real provider has a key set. */
export const anyProviderSet = (source: EnvSource) => settings.some((provider) => provider.isSet(source));

/** The variables' values as server/env.ts parses them (each optional). */
type ProviderVariables = { [K in keyof typeof providerVariables]?: z.output<(typeof providerVariables)[K]> };

/**
 * What the payment providers read of the site's configuration: their variables, what those make,
 * the site's address and whether the test provider may run. server/env.ts's `Env` holds all of it;
 * the providers name only this, so that the payments room never imports the configuration above it.
 */
export type ProvidersEnv = ProviderVariables & {
  PUBLIC_URL: string;
  testPaymentsAllowed: boolean;
  stripe: StripeConfig | null;
  fedapay: FedapayConfig | null;
};

export { fedapaySettings, stripeSettings };
export type { FedapayConfig, FedapayEnvironment } from "./fedapay/settings";
export type { StripeConfig } from "./stripe/settings";
