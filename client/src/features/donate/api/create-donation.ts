import { useMutation } from "@tanstack/react-query";
import type { DonationResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import type { InsertDonation } from "@shared/public-forms";
import { apiRequest } from "@/lib/api";

/**
 * POST /api/donations: `amount` in whole major units (50 for $50); the server stores minor units
 * and answers with what the payment step pays (`payable`). No payment is started yet: the payer
 * chooses how to pay first.
 */
export async function createDonation(input: InsertDonation): Promise<DonationResponse> {
  const res = await apiRequest("POST", apiPaths.donations, input);
  return (await res.json()) as DonationResponse;
}

export const useDonate = () => useMutation({ mutationFn: createDonation });
