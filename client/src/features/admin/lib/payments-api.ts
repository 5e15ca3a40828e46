/**
 * The payments of a donation or a membership (GET /api/admin/payments?kind=&id=) and recording
 * one made elsewhere (POST /api/admin/payments), for the areas that show them. The server checks
 * the amount, the currency and the day against the stored record and settles it as an online
 * payment does. Its refusals are the dialog's to show (a field's message on the field, anything
 * else above the buttons), so recording does not use the admin's toasting mutation; a 401 still
 * brings the sign-in form back (admin-api).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import type { PaymentsResponse, RecordPaymentInput, RecordPaymentResponse } from "@shared/admin";
import type { PayableKind } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { toast } from "@/hooks/use-toast";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import { adminQuery, adminSend, useAdminApi } from "./admin-api";

/**
 * What a payment recorded for a record of `list` changes on screen: that list, the members list
 * (dues recorded on a member's page make the member active and paid there: one truth, whichever
 * screen recorded them), the payments, the dashboard, the audit.
 */
export const changedByPayment = (list: string) => [
  ...new Set([list, apiPaths.admin.memberships, apiPaths.admin.payments, apiPaths.admin.stats, apiPaths.admin.activity, apiPaths.admin.audit]),
];

export function usePayments(kind: PayableKind, id: string) {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<PaymentsResponse>(apiPaths.admin.payments, lang, { kind, id }));
}

/**
 * Records a payment made elsewhere for a record of `list`; the lists are read again and a toast
 * says so, described by the area (`describe`: the donation now paid, the member now active).
 */
export function useRecordPayment({
  list,
  describe,
  onRecorded,
}: {
  list: string;
  describe: (result: RecordPaymentResponse) => string | null;
  onRecorded: (result: RecordPaymentResponse) => void;
}) {
  const t = useTexts(texts).payment.record;
  const { lang, reload } = useAdminApi();
  return useMutation({
    mutationFn: (input: RecordPaymentInput) => adminSend<RecordPaymentResponse>("POST", apiPaths.admin.payments, lang, input),
    onSuccess: async (result) => {
      await reload(...changedByPayment(list));
      const description = describe(result);
      if (description !== null) toast({ title: t.recorded, description });
      onRecorded(result);
    },
  });
}
