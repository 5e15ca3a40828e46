import type { PaymentIntentResponse } from "@shared/api-types";
import type { Currency, Language } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { apiRequest } from "@/lib/api";

/**
 * POST /api/create-payment-intent: starts the payment of a stored donation. The amount sent is
 * the stored one (minor units), which the server checks; it charges what it stored.
 */
export async function createPaymentIntent(
  donation: { id: string; amount: number; currency: Currency },
  lang: Language,
): Promise<PaymentIntentResponse> {
  const res = await apiRequest("POST", `${apiPaths.createPaymentIntent}?lang=${lang}`, {
    donationId: donation.id,
    type: "donation",
    amount: donation.amount,
    currency: donation.currency,
  });
  return (await res.json()) as PaymentIntentResponse;
}
