/**
 * Each online provider's part in the payer's browser (docs/adding-a-payment-provider.md): its card
 * form on our page, when its next step is one, and how the return page reads a payment still
 * pending when the payer comes back from its hosted page. Keyed by the names of
 * shared/payment-providers.ts, so a provider left out is a type error. Only the payment step and
 * the return page import it, each its own chunk: the public pages do not carry it.
 */
import type { ComponentType } from "react";
import type { OnlineProviderName } from "@shared/domain";
import { TestPaymentForm } from "../components/test-payment-form";
import type { CardPayment, PaymentSuccess } from "../types";
import { StripeCardForm } from "./stripe-card-form";

export type CardFormProps = {
  payment: CardPayment;
  onSuccess: (outcome: PaymentSuccess) => void;
  onBusyChange: (busy: boolean) => void;
};

export type BrowserPart = {
  /** The card form for a next step `{ type: "card", provider }`. */
  CardForm?: ComponentType<CardFormProps>;
  /** Its hosted page sends the payer back before the outcome may have reached us: pending means being decided. */
  pendingOnReturnIsProcessing?: boolean;
};

export const browserParts: Record<OnlineProviderName, BrowserPart> = {
  stripe: { CardForm: StripeCardForm },
  fedapay: { pendingOnReturnIsProcessing: true },
  test: { CardForm: TestPaymentForm },
};
