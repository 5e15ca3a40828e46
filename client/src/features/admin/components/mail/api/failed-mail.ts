/**
 * The outbox's failed mails (GET /api/admin/mail?status=failed) and Retry
 * (POST /api/admin/mail/:id/retry, audited on the server).
 */
import { useQuery } from "@tanstack/react-query";
import type { MailRetryResponse } from "@shared/alerts";
import { mailApiPaths, type MailItem, type MailListResponse } from "@shared/mail";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, useAdminApi } from "../../../lib/admin-api";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import { texts } from "../texts";

export function useFailedMail() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<MailListResponse>(mailApiPaths.list, lang, { status: "failed" }));
}

/** Queues a failed mail again; the list is read again and a toast says, in the server's words, whether it left or is still refused. */
export function useRetryMail() {
  const t = useTexts(texts);
  return useAdminMutation<MailItem, MailRetryResponse>({
    mutationFn: (mail, lang) => adminSend<MailRetryResponse>("POST", mailApiPaths.retry(mail.id), lang),
    reloads: [mailApiPaths.list],
    success: (result) => result.message,
    failure: t.retryFailed,
  });
}
