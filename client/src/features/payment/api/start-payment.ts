import { useMutation } from "@tanstack/react-query";
import type { StartPaymentRequest } from "@shared/api-types";
import type { Language } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { ApiError, apiRequest } from "@/lib/api";
import type { StartedPayment } from "../types";

/**
 * POST /api/payments: starts a payment of a donation or membership by the method the payer
 * chose, and says what happens next (a card form, a hosted page, "confirm on your phone").
 * Errors come in the request's language: 400 on `phone`, 404, 409 (already paid), 503.
 */
export async function startPayment(request: StartPaymentRequest, lang: Language): Promise<StartedPayment> {
  const res = await apiRequest("POST", `${apiPaths.payments}?lang=${lang}`, request);
  return (await res.json()) as StartedPayment;
}

/**
 * Sent once more when no answer came (a dropped mobile connection): with the same idempotency
 * key, the server answers with the payment it may already have started, never a second one.
 */
export const useStartPayment = (lang: Language) =>
  useMutation({
    mutationFn: (request: StartPaymentRequest) => startPayment(request, lang),
    retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
    retryDelay: 1_500,
  });
