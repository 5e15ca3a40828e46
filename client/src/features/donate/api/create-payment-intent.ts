import type { Currency } from "@shared/domain";
import type { Language } from "@shared/validation";
import { apiRequest } from "@/lib/api";

export type PaymentIntentResponse = {
  clientSecret: string;
  paymentIntentId: string;
  /** Minor units of currency, as the server charges them. */
  amount: number;
  currency: Currency;
};

/**
 * POST /api/create-payment-intent: starts the payment of a stored donation. The amount sent is
 * the stored one (minor units), which the server checks; it charges what it stored.
 */
export async function createPaymentIntent(
  donation: { id: string; amount: number; currency: Currency },
  lang: Language,
): Promise<PaymentIntentResponse> {
  const res = await apiRequest("POST", `/api/create-payment-intent?lang=${lang}`, {
    donationId: donation.id,
    type: "donation",
    amount: donation.amount,
    currency: donation.currency,
  });
  return (await res.json()) as PaymentIntentResponse;
}
