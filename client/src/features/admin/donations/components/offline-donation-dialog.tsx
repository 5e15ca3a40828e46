import { useState } from "react";
import { recordDonationSchema } from "@shared/admin";
import { currencies, impactTiers, languages, type Currency, type ImpactTier } from "@shared/domain";
import { tierAmount, toMajor } from "@shared/money";
import { FormField } from "@/components/ui/form-field";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors, useZodForm } from "@/lib/forms";
import { AdminDialog } from "../../components/admin-dialog";
import { FormActions } from "../../components/form-actions";
import { Options } from "../../components/options";
import { ApiError, serverMessage } from "../../lib/admin-api";
import { todayIso } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { useRecordOfflineDonation } from "../api/payments";
import { texts } from "../texts";
import { PaymentFields, typedAmount } from "./payment-fields";

/** A donation received in cash, by transfer or by mobile money to the foundation's number: added as paid. */
export function OfflineDonationDialog({ onClose }: { onClose: () => void }) {
  const t = useTexts(texts).offline;
  return (
    <AdminDialog open onOpenChange={(open) => !open && onClose()} title={t.title} description={t.description}>
      <OfflineDonationForm onClose={onClose} />
    </AdminDialog>
  );
}

function OfflineDonationForm({ onClose }: { onClose: () => void }) {
  const t = useTexts(texts);
  const { labels } = useTexts(adminTexts);
  const { lang } = useI18n();
  const [today] = useState(todayIso);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(recordDonationSchema, {
    defaultValues: {
      email: "",
      donorName: "",
      currency: "XOF",
      impactTier: null,
      language: lang,
      method: "cash",
      paidOn: today,
      reference: "",
      note: "",
    },
  });
  const add = useRecordOfflineDonation(() => onClose());
  const { errors } = form.formState;
  const currency = form.watch("currency");

  // A tier chosen (or the currency changed with one) fills in the tier's amount in that currency.
  const fillTierAmount = () => {
    const tier = form.getValues("impactTier");
    if (tier) form.setValue("amount", toMajor(tierAmount(tier, form.getValues("currency")), form.getValues("currency")), { shouldValidate: form.formState.isSubmitted });
  };

  const onSubmit = form.handleSubmit((values) => {
    // The server checks the day again on its own clock; the browser's saves a round trip.
    if (values.paidOn > todayIso()) return form.setError("paidOn", { type: "validate", message: t.payment.future });
    setProblem(null);
    add.mutate(values, {
      onError: (error) => {
        if (applyServerErrors(form, error, lang)) return;
        if (error instanceof ApiError && error.status === 401) return; // the sign-in form comes back
        setProblem(serverMessage(error) ?? t.offline.failed);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <FormField label={labels.field.email} error={errors.email?.message}>
        <input type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={254} {...form.register("email")} />
      </FormField>
      <FormField label={t.offline.donorName} error={errors.donorName?.message}>
        <input type="text" autoComplete="off" maxLength={120} {...form.register("donorName")} />
      </FormField>
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
          amount: errors.amount?.message,
          paidOn: errors.paidOn?.message,
          reference: errors.reference?.message,
          note: errors.note?.message,
        }}
        currencyLabel={labels.currency[currency as Currency] ?? currency}
        today={today}
        beforeAmount={
          <FormField label={t.currency} error={errors.currency?.message}>
            <select {...form.register("currency", { onChange: fillTierAmount })}>
              <Options values={currencies} labels={labels.currency} />
            </select>
          </FormField>
        }
        afterAmount={
          <>
            <FormField label={t.offline.tier} error={errors.impactTier?.message}>
              <select {...form.register("impactTier", { setValueAs: (value: unknown) => (value ? (value as ImpactTier) : null), onChange: fillTierAmount })}>
                <option value="">{t.noTier}</option>
                <Options values={impactTiers} labels={labels.impactTier} />
              </select>
            </FormField>
            <FormField label={t.offline.language} error={errors.language?.message}>
              <select {...form.register("language")}>
                <Options values={languages} labels={labels.language} />
              </select>
            </FormField>
          </>
        }
      />
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900 sm:col-span-2">
          {problem}
        </p>
      )}
      <FormActions label={t.offline.submit} pendingLabel={t.offline.submitting} pending={add.isPending} onCancel={onClose} className="mt-2 sm:col-span-2" />
    </form>
  );
}
