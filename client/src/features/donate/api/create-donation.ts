import { useMutation } from "@tanstack/react-query";
import type { DonationResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import type { InsertDonation } from "@shared/public-forms";
import { apiRequest } from "@/lib/api";
import { useSubmissionKey } from "@/lib/idempotency-key";

/**
 * POST /api/donations: `amount` in whole major units (50 for $50); the server stores minor units
 * and answers with what the payment step pays (`payable`). No payment is started yet: the payer
 * chooses how to pay first.
 */
export async function createDonation(input: InsertDonation, idempotencyKey?: string): Promise<DonationResponse> {
  const res = await apiRequest("POST", apiPaths.donations, input, idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {});
  return (await res.json()) as DonationResponse;
}

/** The form's submission key goes with each try (lib/idempotency-key.ts); a new one once accepted. */
export function useDonate() {
  const { key, renew } = useSubmissionKey();
  return useMutation({ mutationFn: (input: InsertDonation) => createDonation(input, key), onSuccess: renew });
}
