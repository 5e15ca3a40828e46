import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Language } from "@shared/domain";
import { apiPaths, withQuery } from "@shared/paths";
import type { PrivacyLinkResponse, PrivacyRequestInput, PrivacyRequestResponse } from "@shared/privacy";
import { apiRequest, getJson } from "@/lib/api";

/** The query of a private link: the address it proves and the requests still open for it. */
export const privacyLinkQueryOptions = (email: string, token: string, lang: Language) => ({
  queryKey: [apiPaths.privacyLink, email, token, lang],
  // In the page's language: a refused link says why in it.
  queryFn: async () => (await getJson(withQuery(apiPaths.privacyLink, { email, token, lang }))) as PrivacyLinkResponse,
  retry: false,
  staleTime: Infinity,
});

/** Checked in the browser only: the server's page shows "checking" (nothing of the person is rendered there). */
export const usePrivacyLink = (email: string, token: string, lang: Language, enabled: boolean) =>
  useQuery({ ...privacyLinkQueryOptions(email, token, lang), enabled });

export async function askPrivacyRequest(input: PrivacyRequestInput): Promise<PrivacyRequestResponse> {
  const res = await apiRequest("POST", apiPaths.privacyRequests, input);
  return (await res.json()) as PrivacyRequestResponse;
}

/** Files a request; the link's query then shows it among the open ones. */
export function useAskPrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askPrivacyRequest,
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: [apiPaths.privacyLink, input.email] }),
  });
}
