import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import type { InsertContact } from "@shared/schema";
import { apiRequest } from "@/lib/api";

/** POST /api/contacts: files a contact message; the server answers with its thanks. */
export async function createContact(input: InsertContact): Promise<MessageResponse> {
  const res = await apiRequest("POST", apiPaths.contacts, input);
  return (await res.json()) as MessageResponse;
}

export const useCreateContact = () => useMutation({ mutationFn: createContact });
