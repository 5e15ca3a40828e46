/**
 * The renewal season for staff: a year's members with what was sent, opened and paid
 * (GET /api/admin/renewals), one member's renewal mail sent now, and every member due for a year
 * (POST …/send, …/send-all; audited on the server).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RenewalsResponse, SendRenewalsResponse } from "@shared/renewals";
import { apiPaths } from "@shared/paths";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { texts } from "../texts";

export function useRenewals(year: number, page: number) {
  const { lang } = useAdminApi();
  return useQuery({ ...adminQuery<RenewalsResponse>(apiPaths.admin.renewals, lang, { year, page }), placeholderData: keepPreviousData });
}

export function useSendRenewal() {
  const t = useTexts(texts);
  return useAdminMutation<string, SendRenewalsResponse>({
    mutationFn: (memberId, lang) => adminSend<SendRenewalsResponse>("POST", apiPaths.admin.renewalSend, lang, { memberId }),
    reloads: [apiPaths.admin.renewals],
    success: (result) => result.message,
    failure: t.sendFailed,
  });
}

export function useSendAllRenewals(onSuccess?: () => void) {
  const t = useTexts(texts);
  return useAdminMutation<number, SendRenewalsResponse>({
    mutationFn: (year, lang) => adminSend<SendRenewalsResponse>("POST", apiPaths.admin.renewalSendAll, lang, { year }),
    reloads: [apiPaths.admin.renewals],
    success: (result) => result.message,
    failure: t.sendFailed,
    onSuccess,
  });
}
