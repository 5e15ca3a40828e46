/**
 * Privacy requests (docs/rules.md R53): the list (GET /api/admin/privacy-requests, open first with
 * what is held per address), completing one, and the address of the file of a person's data.
 */
import { useQuery } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/api-types";
import type { Language } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import type { PrivacyRequestItem, PrivacyRequestList } from "@shared/privacy";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, adminUrl, useAdminApi } from "../../lib/admin-api";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { texts } from "../texts";

export function usePrivacyRequests() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<PrivacyRequestList>(apiPaths.admin.privacyRequests, lang));
}

/** The JSON file of everything held for the request's address, as the person receives it. */
export const privacyCopyUrl = (id: string, lang: Language) => adminUrl(apiPaths.admin.privacyCopy(id), lang);
/** The same copy to read or print for the person, in their language (a PDF). */
export const privacyReadableCopyUrl = (id: string) => apiPaths.admin.privacyCopyReadable(id);

/** Completes a request; the list (and the audit) are read again, and a toast says so. */
export function useCompletePrivacyRequest(onSuccess?: () => void) {
  const t = useTexts(texts);
  return useAdminMutation<PrivacyRequestItem, MessageResponse>({
    mutationFn: (request, lang) => adminSend<MessageResponse>("POST", apiPaths.admin.completePrivacyRequest(request.id), lang),
    reloads: [apiPaths.admin.privacyRequests, apiPaths.admin.audit],
    success: (result) => result.message,
    failure: t.completeFailed,
    onSuccess,
  });
}
