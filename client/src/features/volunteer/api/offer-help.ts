import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import type { InsertContact } from "@shared/schema";
import { apiRequest } from "@/lib/api";

/** A volunteering offer is filed as a contact message (CONTRACT §4.1): POST /api/contacts. */
export async function offerHelp(input: InsertContact): Promise<MessageResponse> {
  const res = await apiRequest("POST", apiPaths.contacts, input);
  return (await res.json()) as MessageResponse;
}

export const useOfferHelp = () => useMutation({ mutationFn: offerHelp });
