import { useMutation } from "@tanstack/react-query";
import type { DonationResponse, PaymentIntentResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import type { InsertDonation } from "@shared/public-forms";
import { apiRequest } from "@/lib/api";
import { createPaymentIntent } from "./create-payment-intent";

/** POST /api/donations: `amount` in whole major units (50 for $50); the server stores minor units. */
export async function createDonation(input: InsertDonation): Promise<DonationResponse> {
  const res = await apiRequest("POST", apiPaths.donations, input);
  return (await res.json()) as DonationResponse;
}

/** The donate action (specification §7): the donation, then its payment. */
export async function donate(input: InsertDonation): Promise<{ donation: DonationResponse["donation"]; intent: PaymentIntentResponse }> {
  const { donation } = await createDonation(input);
  const intent = await createPaymentIntent(donation, input.language ?? "en");
  return { donation, intent };
}

export const useDonate = () => useMutation({ mutationFn: donate });
