/**
 * Adding a donation received offline with its payment (POST /api/admin/donations). The server
 * checks the amount, the currency and the day; the dialog shows its refusals (on the field, or
 * above the buttons) and stays open, so this mutation does not use the admin's toasting one. A
 * 401 still brings the sign-in form back.
 */
import { useMutation } from "@tanstack/react-query";
import type { RecordDonationInput, RecordDonationResponse } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { apiPaths } from "@shared/paths";
import { toast } from "@/hooks/use-toast";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { adminSend, useAdminApi } from "../../lib/admin-api";
import { changedByPayment } from "../../lib/payments-api";
import { texts } from "../texts";
import { donorOf } from "./donations";

/** Adds a donation received offline, paid; the lists and totals are read again and a toast says so. */
export function useRecordOfflineDonation(onRecorded: (result: RecordDonationResponse) => void) {
  const t = useTexts(texts).offline;
  const { lang, reload } = useAdminApi();
  return useMutation({
    mutationFn: (input: RecordDonationInput) => adminSend<RecordDonationResponse>("POST", apiPaths.admin.offlineDonations, lang, input),
    onSuccess: async (result) => {
      await reload(...changedByPayment(apiPaths.admin.donations));
      const { donation } = result;
      toast({ title: t.recorded, description: format(t.recordedDescription, { amount: formatMoney(donation.amount, donation.currency, lang), donor: donorOf(donation) }) });
      onRecorded(result);
    },
  });
}
