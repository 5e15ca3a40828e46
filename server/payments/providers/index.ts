/**
 * The payment providers: one folder each, listed here (docs/adding-a-payment-provider.md). A
 * folder is imported only through this list (and env.ts reads its settings.ts).
 */
import { fedapay } from "./fedapay";
import type { ProviderFolder } from "./folder";
import { stripe } from "./stripe";
import { test } from "./test";

/** In the order they are made live: the test provider last, as it fills what the others leave. */
export const providerFolders: readonly ProviderFolder[] = [stripe, fedapay, test];

export type { ProviderContext, ProviderFolder } from "./folder";
