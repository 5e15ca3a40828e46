/**
 * The API of a person's own page (shared/my-membership.ts): ask for a sign-in link, read the page
 * through the link's proof, change one's details.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Language } from "@shared/domain";
import type { MyDetailsInput, MyDetailsResponse, MyMembershipLinkInput, MyMembershipLinkResponse, MyMembershipResponse } from "@shared/my-membership";
import { apiPaths, withQuery } from "@shared/paths";
import { apiRequest, getJson } from "@/lib/api";

/** The page of the address a link proves, in the page's language (a refused link says why in it). */
export const myMembershipQueryOptions = (email: string, token: string, lang: Language) => ({
  queryKey: [apiPaths.myMembership, email, token, lang],
  queryFn: async () => (await getJson(withQuery(apiPaths.myMembership, { email, token, lang }))) as MyMembershipResponse,
  retry: false,
  staleTime: Infinity,
});

/** Read in the browser only: the server's page shows "opening" (nothing of the person is rendered there). */
export const useMyMembership = (email: string, token: string, lang: Language, enabled: boolean) =>
  useQuery({ ...myMembershipQueryOptions(email, token, lang), enabled });

export function useAskSignInLink() {
  return useMutation({
    mutationFn: async (input: MyMembershipLinkInput) => (await (await apiRequest("POST", apiPaths.myMembershipLink, input)).json()) as MyMembershipLinkResponse,
  });
}

/** Saves the member's details; the page is read again. */
export function useSaveMyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MyDetailsInput) => (await (await apiRequest("PATCH", withQuery(apiPaths.myMembership, { lang: input.language }), input)).json()) as MyDetailsResponse,
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: [apiPaths.myMembership, input.email] }),
  });
}
