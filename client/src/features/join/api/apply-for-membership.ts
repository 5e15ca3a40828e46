import { useMutation } from "@tanstack/react-query";
import type { MembershipApplicationResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import type { InsertMembership } from "@shared/public-forms";
import { apiRequest } from "@/lib/api";

/** POST /api/memberships: files an application; paid categories come back with a payment to confirm. */
export async function applyForMembership(input: InsertMembership): Promise<MembershipApplicationResponse> {
  const res = await apiRequest("POST", apiPaths.memberships, input);
  return (await res.json()) as MembershipApplicationResponse;
}

export const useApplyForMembership = () => useMutation({ mutationFn: applyForMembership });
