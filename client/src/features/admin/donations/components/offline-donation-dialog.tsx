import { useState } from "react";
import { recordDonationSchema } from "@shared/admin";
import { currencies, impactTiers, languages, type Currency, type ImpactTier } from "@shared/domain";
import { tierAmount, toMajor } from "@shared/money";
import { FormField } from "@/components/ui/form-field";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useAdminForm } from "../../lib/admin-form-rules";
import { AdminDialog } from "../../components/admin-dialog";
import { useFieldError } from "../../components/field-error";
import { Options } from "../../components/options";
import { PaymentFields } from "../../components/payments/payment-fields";
import { PaymentForm, usePaymentSubmit } from "../../components/payments/payment-form";
import { todayIso } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { useRecordOfflineDonation } from "../api/record-offline-donation";
import { texts } from "../texts";

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
  const form = useAdminForm(recordDonationSchema, {
    defaultValues: {
      email: "",
      donorName: "",
      phone: "",
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
  const { onSubmit, problem } = usePaymentSubmit(form, add, { failed: t.offline.failed });
  const { errors } = form.formState;
  const fieldError = useFieldError();
  const currency = form.watch("currency");

  // A tier chosen (or the currency changed with one) fills in the tier's amount in that currency.
  const fillTierAmount = () => {
    const tier = form.getValues("impactTier");
    if (tier) form.setValue("amount", toMajor(tierAmount(tier, form.getValues("currency")), form.getValues("currency")), { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <PaymentForm onSubmit={onSubmit} problem={problem} submit={t.offline.submit} submitting={t.offline.submitting} pending={add.isPending} onCancel={onClose}>
      <FormField label={t.offline.donorName} error={fieldError(errors.donorName)}>
        <input type="text" autoComplete="off" maxLength={120} {...form.register("donorName")} />
      </FormField>
      <FormField label={t.offline.phone} error={fieldError(errors.phone)}>
        <input type="tel" autoComplete="off" inputMode="tel" maxLength={30} {...form.register("phone")} />
      </FormField>
      <FormField label={t.offline.email} hint={t.offline.noEmailHint} error={fieldError(errors.email, "email")}>
        <input type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={254} {...form.register("email")} />
      </FormField>
      <PaymentFields
        form={form}
        currencyLabel={labels.currency[currency as Currency] ?? currency}
        today={today}
        currencyField={
          <FormField label={t.currency} error={fieldError(errors.currency, "currency")}>
            <select {...form.register("currency", { onChange: fillTierAmount })}>
              <Options values={currencies} labels={labels.currency} />
            </select>
          </FormField>
        }
        afterAmount={
          <>
            <FormField label={t.offline.tier} error={fieldError(errors.impactTier)}>
              <select {...form.register("impactTier", { setValueAs: (value: unknown) => (value ? (value as ImpactTier) : null), onChange: fillTierAmount })}>
                <option value="">{t.noTier}</option>
                <Options values={impactTiers} labels={labels.impactTier} />
              </select>
            </FormField>
            <FormField label={t.offline.language} error={fieldError(errors.language)}>
              <select {...form.register("language")}>
                <Options values={languages} labels={labels.language} />
              </select>
            </FormField>
          </>
        }
      />
    </PaymentForm>
  );
}
