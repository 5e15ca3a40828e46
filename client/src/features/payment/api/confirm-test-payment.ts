import { useMutation } from "@tanstack/react-query";
import type { Language } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { apiRequest } from "@/lib/api";
import type { PaymentStatus } from "../types";

export type TestOutcome = "succeeded" | "failed";

/**
 * POST /api/payments/:id/test-confirm: the test provider's card form and its phone's Approve and
 * Decline. The server applies the outcome as it would a provider's confirmation and answers with
 * the payment's new status. `token`: the payer's proof, from the payment's start.
 */
export async function confirmTestPayment(payment: { id: string; token: string }, outcome: TestOutcome, lang: Language): Promise<PaymentStatus> {
  const res = await apiRequest("POST", `${apiPaths.testConfirmPayment(payment.id)}?lang=${lang}`, { clientSecret: payment.token, outcome });
  return (await res.json()) as PaymentStatus;
}

export const useConfirmTestPayment = (payment: { id: string; token: string }, lang: Language) =>
  useMutation({ mutationFn: (outcome: TestOutcome) => confirmTestPayment(payment, outcome, lang) });
