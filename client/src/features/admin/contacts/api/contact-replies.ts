/**
 * The replies sent to a message from the site (GET /api/contacts/:id, POST /api/contacts/:id/replies):
 * the message with its replies and each one's mail status; sending one, with the form's
 * idempotency key (a double-click, or Retry after a lost answer, is one reply and one mail).
 */
import { useQuery } from "@tanstack/react-query";
import type { ContactDetailResponse, ContactItem, ContactReplyResponse } from "@shared/admin";
import type { ContactReplyInput } from "@shared/schema";
import { apiPaths } from "@shared/paths";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { texts } from "../texts";
import { rememberVersion } from "./contacts";

export function useContactReplies(id: string) {
  const { lang } = useAdminApi();
  return useQuery({
    ...adminQuery<ContactDetailResponse>(apiPaths.admin.contact(id), lang),
    // A mail still waiting or leaving is looked at again, so 'Mail sent' (or not) shows by itself.
    refetchInterval: (query) => (query.state.data?.replies.some((reply) => reply.mail?.status === "pending" || reply.mail?.status === "sending") ? 3_000 : false),
  });
}

/** Sends a reply; the message (now replied), its replies, the list and the dashboard are read again. */
export function useSendReply(contactId: string, onSuccess: (contact: ContactItem) => void) {
  const t = useTexts(texts);
  return useAdminMutation<ContactReplyInput, ContactReplyResponse>({
    mutationFn: async (input, lang) => {
      const result = await adminSend<ContactReplyResponse>("POST", apiPaths.admin.contactReplies(contactId), lang, input);
      rememberVersion(result.contact);
      return result;
    },
    reloads: [apiPaths.admin.contact(contactId), apiPaths.admin.contacts, apiPaths.admin.stats, apiPaths.admin.activity],
    success: t.sent,
    failure: t.sendFailed,
    onSuccess: (result) => onSuccess(result.contact),
  });
}
