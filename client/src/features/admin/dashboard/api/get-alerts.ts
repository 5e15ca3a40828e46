/**
 * The dashboard's warnings (GET /api/admin/alerts): the last backup, mails that have not left,
 * providers that do not answer; and Send all again (POST /api/admin/mail/retry-all, audited), whose
 * answer says what became of the mails.
 */
import { useQuery } from "@tanstack/react-query";
import { alertsApiPaths, type AlertsResponse, type MailRetryResponse } from "@shared/alerts";
import { mailApiPaths } from "@shared/mail";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { alertsTexts } from "../alerts-texts";

export function useAlerts() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<AlertsResponse>(alertsApiPaths.alerts, lang));
}

export function useRetryAllMail() {
  const t = useTexts(alertsTexts);
  return useAdminMutation<void, MailRetryResponse>({
    mutationFn: (_input, lang) => adminSend<MailRetryResponse>("POST", alertsApiPaths.retryAllMail, lang),
    reloads: [alertsApiPaths.alerts, mailApiPaths.list],
    failure: t.retryAllFailed,
  });
}
