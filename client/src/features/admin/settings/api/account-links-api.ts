/**
 * The administrators' invitations (/api/admin/invitations) and one's own address (/api/auth/email):
 * docs/decisions/026-account-links.md. After a change the lists it touches are read again.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { accountLinkPaths } from "@shared/account-links";
import type { AdminInvitationItem, AdminInvitationsResponse, InviteAdminInput } from "@shared/admin-invitations";
import { apiPaths } from "@shared/paths";
import { toast } from "@/hooks/use-toast";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, ApiError, serverMessage, useAdminApi } from "../../lib/admin-api";
import { texts as adminTexts } from "../../texts";

export function useInvitations() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<AdminInvitationsResponse>(accountLinkPaths.invitations, lang));
}

export function useOwnEmail() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<{ email: string | null }>(accountLinkPaths.ownEmail, lang));
}

/** A change here: the lists read again and a toast; a refusal the form shows itself (400, 409) gets no toast. */
function useChange<TInput, TResult>(mutationFn: (input: TInput, lang: "en" | "fr") => Promise<TResult>, reloads: string[], words: { success: string; failure: string }) {
  const { lang, reload } = useAdminApi();
  const t = useTexts(adminTexts);
  return useMutation({
    mutationFn: (input: TInput) => mutationFn(input, lang),
    onSuccess: async () => {
      await reload(...reloads);
      toast({ title: words.success });
    },
    onError: async (error) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 400)) return;
      if (error instanceof ApiError && error.status === 409 && (error.body?.errors?.length ?? 0) > 0) return;
      await reload(...reloads);
      toast({ variant: "destructive", title: t.common.error, description: serverMessage(error) ?? words.failure });
    },
  });
}

export const useInvite = (words: { success: string; failure: string }) =>
  useChange((input: InviteAdminInput, lang) => adminSend<{ invitation: AdminInvitationItem }>("POST", accountLinkPaths.invitations, lang, input), [accountLinkPaths.invitations, apiPaths.admin.audit], words);

export const useWithdrawInvitation = (words: { success: string; failure: string }) =>
  useChange((invitation: AdminInvitationItem, lang) => adminSend<{ message: string }>("DELETE", accountLinkPaths.invitation(invitation.id), lang), [accountLinkPaths.invitations, apiPaths.admin.audit], words);

export const useSetOwnEmail = (words: { success: string; failure: string }) =>
  useChange((input: { email: string }, lang) => adminSend<{ email: string }>("PUT", accountLinkPaths.ownEmail, lang, input), [accountLinkPaths.ownEmail, apiPaths.admin.audit], words);
