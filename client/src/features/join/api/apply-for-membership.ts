import { useMutation } from "@tanstack/react-query";
import type { AlreadyMemberError, MembershipApplicationResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import type { InsertMembership } from "@shared/public-forms";
import { ApiError, apiRequest } from "@/lib/api";
import { useSubmissionKey } from "@/lib/idempotency-key";

/**
 * POST /api/memberships?payment=later: files an application. Paid categories come back with what
 * the payment step pays (`payable`); the payment starts there, once the applicant chose how to pay.
 */
export async function applyForMembership(input: InsertMembership, idempotencyKey?: string): Promise<MembershipApplicationResponse> {
  const res = await apiRequest("POST", `${apiPaths.memberships}?payment=later`, input, idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {});
  return (await res.json()) as MembershipApplicationResponse;
}

/** The form's submission key goes with each try (lib/idempotency-key.ts); a new one once accepted. */
export function useApplyForMembership() {
  const { key, renew } = useSubmissionKey();
  return useMutation({ mutationFn: (input: InsertMembership) => applyForMembership(input, key), onSuccess: renew });
}

/**
 * The refusal of an applicant paid up for every year dues can pay today (409 with `paidThrough`):
 * the server's message, in their language, and the last year paid; null for any other error.
 */
export function alreadyMember(error: unknown): AlreadyMemberError | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<AlreadyMemberError> | null;
  return body && typeof body.paidThrough === "number" ? { message: body.message ?? "", paidThrough: body.paidThrough } : null;
}
