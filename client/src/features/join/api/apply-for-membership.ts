import { useMutation } from "@tanstack/react-query";
import type { MembershipApplicationResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import type { InsertMembership } from "@shared/public-forms";
import { apiRequest } from "@/lib/api";

/**
 * POST /api/memberships?payment=later: files an application. Paid categories come back with what
 * the payment step pays (`payable`); the payment starts there, once the applicant chose how to pay.
 */
export async function applyForMembership(input: InsertMembership): Promise<MembershipApplicationResponse> {
  const res = await apiRequest("POST", `${apiPaths.memberships}?payment=later`, input);
  return (await res.json()) as MembershipApplicationResponse;
}

export const useApplyForMembership = () => useMutation({ mutationFn: applyForMembership });
