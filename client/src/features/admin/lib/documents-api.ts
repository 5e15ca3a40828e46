/**
 * Send again: a payment's receipt (POST /api/admin/payments/:id/receipt/resend) or a member's
 * attestation (POST /api/admin/memberships/:id/attestation/resend), mailed once more to the person.
 * The server answers 202 with what it does, in the admin's language: a toast says it, or says
 * that it failed. Not the dialogs' save: a failure here never offers to submit the dialog's form.
 */
import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/api-types";
import { apiPaths } from "@shared/paths";
import { toast } from "@/hooks/use-toast";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import { ApiError, adminSend, serverMessage, useAdminApi } from "./admin-api";

function useResend(path: (id: string) => string) {
  const t = useTexts(texts);
  const { lang, reload } = useAdminApi();
  return useMutation({
    mutationFn: (id: string) => adminSend<MessageResponse>("POST", path(id), lang),
    networkMode: "always",
    onSuccess: async (result) => {
      toast({ title: result.message });
      await reload(apiPaths.admin.audit);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return; // the sign-in form comes back
      toast({ variant: "destructive", title: t.common.error, description: (error instanceof ApiError && serverMessage(error)) || t.documents.resendFailed });
    },
  });
}

export const useResendReceipt = () => useResend(apiPaths.admin.resendReceipt);
export const useResendAttestation = () => useResend(apiPaths.admin.resendAttestation);
