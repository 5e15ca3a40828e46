/**
 * The convocations (shared/voters.ts): the ones sent with their mails' counts, one with each
 * recipient's mail, and sending one. While mails wait to be sent, the lists are read again every
 * few seconds, so staff watch them go out.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { votersApiPaths, type ConvocationInput, type ConvocationResponse, type ConvocationsResponse, type SendConvocationResponse } from "@shared/voters";
import { toast } from "@/hooks/use-toast";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";

const WATCH_MS = 3_000;

export function useConvocations() {
  const { lang } = useAdminApi();
  return useQuery({
    ...adminQuery<ConvocationsResponse>(votersApiPaths.convocations, lang),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.mails.waiting > 0) ? WATCH_MS : false),
  });
}

export function useConvocation(id: string) {
  const { lang } = useAdminApi();
  return useQuery({
    ...adminQuery<ConvocationResponse>(votersApiPaths.convocation(id), lang),
    refetchInterval: (query) => ((query.state.data?.convocation.mails.waiting ?? 0) > 0 ? WATCH_MS : false),
  });
}

/**
 * Sends a convocation. Its refusals are the form's to show (on a field, or above the buttons:
 * nobody to convene), so this hook says nothing of failures; a success reloads the lists and says
 * so in the server's words.
 */
export function useSendConvocation(onSuccess: (result: SendConvocationResponse) => void) {
  const { lang, reload } = useAdminApi();
  return useMutation({
    mutationFn: (input: ConvocationInput) => adminSend<SendConvocationResponse>("POST", votersApiPaths.convocations, lang, input),
    networkMode: "always",
    onSuccess: async (result) => {
      await reload(votersApiPaths.convocations, votersApiPaths.voters);
      toast({ title: result.message });
      onSuccess(result);
    },
  });
}
