import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import type { InsertContact } from "@shared/schema";
import { apiRequest } from "@/lib/api";
import { useSubmissionKey } from "@/lib/idempotency-key";

/**
 * POST /api/contacts: files a contact message; the server answers with its thanks. Used by the
 * contact form and the volunteering form (an offer of help is a message 'Volunteering', docs/rules.md R31).
 * Endpoints that several features call live in client/src/api/, since features do not import each other.
 */
export async function createContact(input: InsertContact, idempotencyKey?: string): Promise<MessageResponse> {
  const res = await apiRequest("POST", apiPaths.contacts, input, idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {});
  return (await res.json()) as MessageResponse;
}

/** The form's submission key goes with each try (lib/idempotency-key.ts); a new one once accepted. */
export function useCreateContact() {
  const { key, renew } = useSubmissionKey();
  return useMutation({ mutationFn: (input: InsertContact) => createContact(input, key), onSuccess: renew });
}
