/**
 * Each online provider's card form on our page, for a next step `{ type: "card", provider }`;
 * null for one that takes no card here (it sends the payer to its hosted page, `redirect`).
 * Keyed by the names of shared/payment-providers.ts, so a provider left out is a type error.
 * Only the payment step imports it, in its own chunk: the public pages do not carry the forms.
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

export const cardForms: Record<OnlineProviderName, ComponentType<CardFormProps> | null> = {
  stripe: StripeCardForm,
  fedapay: null,
  test: TestPaymentForm,
};
