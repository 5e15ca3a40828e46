/**
 * A member's payments (GET /api/admin/payments?kind=membership&id=) and recording dues paid
 * elsewhere (POST /api/admin/payments): the server checks the amount, the currency and the day
 * against the stored dues and settles the membership as an online payment does (it becomes active).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { adminPaymentPaths, type PaymentsResponse, type RecordPaymentInput, type RecordPaymentResponse } from "@shared/admin";
import { apiPaths } from "@shared/paths";
import { toast } from "@/hooks/use-toast";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";
import { texts } from "../texts";

export function useMemberPayments(memberId: string) {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<PaymentsResponse>(adminPaymentPaths.payments, lang, { kind: "membership", id: memberId }));
}

/**
 * Records dues paid elsewhere. Its errors are the dialog's to show (a field's message on the
 * field, anything else above the buttons), so it does not use the admin's toasting mutation;
 * a 401 still brings the sign-in form back (admin-api). On success the lists are read again
 * and a toast names the member, now active.
 */
export function useRecordDuesPayment(onRecorded: (result: RecordPaymentResponse) => void) {
  const t = useTexts(texts).record;
  const { lang, reload } = useAdminApi();
  return useMutation({
    mutationFn: (input: RecordPaymentInput) => adminSend<RecordPaymentResponse>("POST", adminPaymentPaths.payments, lang, input),
    onSuccess: async (result) => {
      await reload(apiPaths.admin.memberships, adminPaymentPaths.payments, apiPaths.admin.stats, apiPaths.admin.audit);
      const name = result.kind === "membership" ? result.membership.fullName : "";
      toast({ title: t.recorded, description: format(t.active, { name }) });
      onRecorded(result);
    },
  });
}
