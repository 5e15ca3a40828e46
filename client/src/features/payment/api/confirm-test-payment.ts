import { useMutation } from "@tanstack/react-query";
import type { Language } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { apiRequest } from "@/lib/api";
import type { PaymentStatus, PendingPayment } from "../types";

export type TestOutcome = "succeeded" | "failed";

/**
 * POST /api/payments/:id/test-confirm: the test provider's "card form". The server applies the
 * outcome as it would a provider's confirmation and answers with the payment's new status.
 */
export async function confirmTestPayment(payment: PendingPayment, outcome: TestOutcome, lang: Language): Promise<PaymentStatus> {
  const res = await apiRequest("POST", `${apiPaths.testConfirmPayment(payment.paymentIntentId)}?lang=${lang}`, {
    clientSecret: payment.clientSecret,
    outcome,
  });
  return (await res.json()) as PaymentStatus;
}

export const useConfirmTestPayment = (payment: PendingPayment, lang: Language) =>
  useMutation({ mutationFn: (outcome: TestOutcome) => confirmTestPayment(payment, outcome, lang) });
