/**
 * A donation's payments (GET /api/admin/payments?kind=donation&id=), recording a payment made
 * elsewhere for a pledged donation (POST /api/admin/payments), and adding a donation received
 * offline with its payment (POST /api/admin/donations). The server checks amounts, currencies and
 * days; the dialogs show its refusals (on the field, or above the buttons) and stay open, so these
 * mutations do not use the admin's toasting one. A 401 still brings the sign-in form back.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  adminPaymentPaths,
  type DonationRecord,
  type PaymentsResponse,
  type RecordDonationInput,
  type RecordDonationResponse,
  type RecordPaymentInput,
  type RecordPaymentResponse,
} from "@shared/admin";
import { formatMoney } from "@shared/money";
import { apiPaths } from "@shared/paths";
import { toast } from "@/hooks/use-toast";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { adminQuery, adminSend, useAdminApi } from "../../lib/admin-api";
import { texts } from "../texts";

/** What a recorded payment changes on screen: the lists, their totals, the dashboard, the audit. */
const changed = [apiPaths.admin.donations, adminPaymentPaths.payments, apiPaths.admin.stats, apiPaths.admin.activity, apiPaths.admin.audit];

export function useDonationPayments(donationId: string) {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<PaymentsResponse>(adminPaymentPaths.payments, lang, { kind: "donation", id: donationId }));
}

/** Who gave, as the lists name a donor: the name staff typed, else the e-mail. */
export const donorOf = (donation: Pick<DonationRecord, "donorName" | "email">) => donation.donorName ?? donation.email;

/** Records a payment for a donation; the lists are read again and a toast says the donation is paid. */
export function useRecordDonationPayment(onRecorded: (result: RecordPaymentResponse) => void) {
  const t = useTexts(texts).record;
  const { lang, reload } = useAdminApi();
  return useMutation({
    mutationFn: (input: RecordPaymentInput) => adminSend<RecordPaymentResponse>("POST", adminPaymentPaths.payments, lang, input),
    onSuccess: async (result) => {
      await reload(...changed);
      if (result.kind === "donation") {
        const { donation } = result;
        toast({ title: t.recorded, description: format(t.paid, { amount: formatMoney(donation.amount, donation.currency, lang), donor: donorOf(donation) }) });
      }
      onRecorded(result);
    },
  });
}

/** Adds a donation received offline, paid; the lists and totals are read again and a toast says so. */
export function useRecordOfflineDonation(onRecorded: (result: RecordDonationResponse) => void) {
  const t = useTexts(texts).offline;
  const { lang, reload } = useAdminApi();
  return useMutation({
    mutationFn: (input: RecordDonationInput) => adminSend<RecordDonationResponse>("POST", adminPaymentPaths.donations, lang, input),
    onSuccess: async (result) => {
      await reload(...changed);
      const { donation } = result;
      toast({ title: t.recorded, description: format(t.recordedDescription, { amount: formatMoney(donation.amount, donation.currency, lang), donor: donorOf(donation) }) });
      onRecorded(result);
    },
  });
}

/** After a refusal that is not about a field: the list is read again (a 409 — paid meanwhile — then shows it). */
export function useReloadDonations() {
  const { reload } = useAdminApi();
  return () => void reload(apiPaths.admin.donations);
}
