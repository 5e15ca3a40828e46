import { useState } from "react";
import { recordPaymentSchema, type DonationItem } from "@shared/admin";
import { formatMoney, toMajor } from "@shared/money";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors, useZodForm } from "@/lib/forms";
import { AdminDialog } from "../../components/admin-dialog";
import { FormActions } from "../../components/form-actions";
import { ApiError, serverMessage } from "../../lib/admin-api";
import { todayIso } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { donorOf, useRecordDonationPayment, useReloadDonations } from "../api/payments";
import { texts } from "../texts";
import { PaymentFields, typedAmount } from "./payment-fields";
import { PaymentHistory } from "./payment-history";

/**
 * Recording a payment made elsewhere for a pledged donation (a bank transfer instead of the card):
 * its amount and currency and today filled in; the server checks them against the donation. A
 * refusal shows in the dialog, on its field or above the buttons, and the dialog stays.
 */
export function RecordPaymentDialog({ donation, onClose }: { donation: DonationItem; onClose: () => void }) {
  const t = useTexts(texts).record;
  const { lang } = useI18n();
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={format(t.description, { amount: formatMoney(donation.amount, donation.currency, lang), donor: donorOf(donation) })}
    >
      <div className="grid gap-5">
        <RecordPaymentForm donation={donation} onClose={onClose} />
        <PaymentHistory donationId={donation.id} />
      </div>
    </AdminDialog>
  );
}

function RecordPaymentForm({ donation, onClose }: { donation: DonationItem; onClose: () => void }) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  const { lang } = useI18n();
  const [today] = useState(todayIso);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(recordPaymentSchema, {
    defaultValues: {
      kind: "donation",
      id: donation.id,
      method: "bank_transfer",
      amount: toMajor(donation.amount, donation.currency),
      currency: donation.currency,
      paidOn: today,
      reference: "",
      note: "",
    },
  });
  const record = useRecordDonationPayment(() => onClose());
  const reloadList = useReloadDonations();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    // The server checks the day again on its own clock; the browser's saves a round trip.
    if (values.paidOn > todayIso()) return form.setError("paidOn", { type: "validate", message: t.payment.future });
    setProblem(null);
    record.mutate(values, {
      onError: (error) => {
        if (applyServerErrors(form, error, lang)) return;
        if (error instanceof ApiError && error.status === 401) return; // the sign-in form comes back
        setProblem(serverMessage(error) ?? t.record.failed);
        if (error instanceof ApiError && error.status === 409) reloadList();
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <PaymentFields
        register={{
          method: form.register("method"),
          amount: form.register("amount", { setValueAs: typedAmount }),
          paidOn: form.register("paidOn"),
          reference: form.register("reference"),
          note: form.register("note"),
        }}
        errors={{
          method: errors.method?.message,
          amount: errors.amount?.message ?? errors.currency?.message,
          paidOn: errors.paidOn?.message,
          reference: errors.reference?.message,
          note: errors.note?.message,
        }}
        currencyLabel={labels.currency[donation.currency]}
        amountHint={format(t.record.amountHint, { amount: formatMoney(donation.amount, donation.currency, lang) })}
        today={today}
      />
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900 sm:col-span-2">
          {problem}
        </p>
      )}
      <FormActions label={t.record.submit} pendingLabel={t.record.submitting} pending={record.isPending} onCancel={onClose} className="mt-2 sm:col-span-2" />
    </form>
  );
}
