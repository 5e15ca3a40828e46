import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import type { InsertContact } from "@shared/schema";
import { apiRequest } from "@/lib/api";

/**
 * POST /api/contacts: files a contact message; the server answers with its thanks. Used by the
 * contact form and the volunteering form (an offer of help is a message 'Volunteering', docs/rules.md R31).
 * Endpoints that several features call live in client/src/api/, since features do not import each other.
 */
export async function createContact(input: InsertContact): Promise<MessageResponse> {
  const res = await apiRequest("POST", apiPaths.contacts, input);
  return (await res.json()) as MessageResponse;
}

export const useCreateContact = () => useMutation({ mutationFn: createContact });
