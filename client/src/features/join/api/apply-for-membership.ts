import { useMutation } from "@tanstack/react-query";
import type { Currency, MembershipCategory, MembershipStatus } from "@shared/domain";
import type { InsertMembership } from "@shared/schema";
import { apiRequest } from "@/lib/api";

export type MembershipApplicationResponse = {
  /** The server's word to the applicant, in their language. */
  message: string;
  requiresPayment: boolean;
  /** With requiresPayment: the payment the applicant confirms with the provider. */
  clientSecret?: string;
  paymentIntentId?: string;
  membership: {
    id: string;
    fullName: string;
    category: MembershipCategory;
    status: MembershipStatus;
    /** Minor units of duesCurrency (XOF has none: 12000 is 12,000 FCFA). */
    duesAmount: number;
    duesCurrency: Currency;
  };
};

/** POST /api/memberships: files an application; paid categories come back with a payment to confirm. */
export async function applyForMembership(input: InsertMembership): Promise<MembershipApplicationResponse> {
  const res = await apiRequest("POST", "/api/memberships", input);
  return (await res.json()) as MembershipApplicationResponse;
}

export const useApplyForMembership = () => useMutation({ mutationFn: applyForMembership });
