/**
 * The outbox's failed mails (GET /api/admin/mail?status=failed) and Retry
 * (POST /api/admin/mail/:id/retry, audited on the server).
 */
import { useQuery } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/api-types";
import { mailApiPaths, type MailItem, type MailListResponse } from "@shared/mail";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { texts } from "../texts";

export function useFailedMail() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<MailListResponse>(mailApiPaths.list, lang, { status: "failed" }));
}

/** Queues a failed mail again; the list is read again and a toast says so in the server's words. */
export function useRetryMail() {
  const t = useTexts(texts);
  return useAdminMutation<MailItem, MessageResponse>({
    mutationFn: (mail, lang) => adminSend<MessageResponse>("POST", mailApiPaths.retry(mail.id), lang),
    reloads: [mailApiPaths.list],
    success: (result) => result.message,
    failure: t.retryFailed,
  });
}
