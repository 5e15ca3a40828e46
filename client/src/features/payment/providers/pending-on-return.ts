/**
 * Whether a payment still pending when the payer comes back to the return page is being decided
 * (shown as processing): a provider whose hosted page sends the payer back before the outcome may
 * have reached us (FedaPay's, before the operator answers). Keyed by the names of
 * shared/payment-providers.ts, so a provider left out is a type error. Only the return page
 * imports it; the card forms stay in the payment step's chunk.
 */
import type { OnlineProviderName } from "@shared/domain";

export const pendingOnReturnIsProcessing: Record<OnlineProviderName, boolean> = {
  stripe: false,
  fedapay: true,
  test: false,
};
