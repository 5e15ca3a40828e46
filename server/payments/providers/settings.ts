/**
 * Every provider's settings, which server/env.ts parses with the rest of the configuration: a
 * provider's folder brings its variables, what they make (its config), and its cross-checks.
 * The test provider has no variables of its own (ALLOW_TEST_PAYMENTS belongs to the whole site).
 */
import type { EnvSource } from "../../lib/env-fields";
import { fedapaySettings } from "./fedapay/settings";
import { stripeSettings } from "./stripe/settings";

const settings = [stripeSettings, fedapaySettings];

export const providerVariables = { ...stripeSettings.variables, ...fedapaySettings.variables };

/** Every provider's configuration problems, in the order of the providers. */
export const providerProblems = (source: EnvSource) => settings.flatMap((provider) => provider.problems(source));

/** True when any real provider has a key set. */
export const anyProviderSet = (source: EnvSource) => settings.some((provider) => provider.isSet(source));

export { fedapaySettings, stripeSettings };
export type { FedapayConfig, FedapayEnvironment } from "./fedapay/settings";
export type { StripeConfig } from "./stripe/settings";
