import { useMemo, useState } from "react";
import { walkInFormSchema, type SiteSettings, type WalkInMemberResponse } from "@shared/admin";
import { countryOptions } from "@shared/countries";
import { languages, membershipCategories, type MembershipCategory } from "@shared/domain";
import { membershipYearOf, staffPayableYears, yearToPay } from "@shared/membership";
import { duesTable, DUES_CURRENCY, formatMoney, toMajor } from "@shared/money";
import { FormField } from "@/components/ui/form-field";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useAdminForm } from "../../lib/admin-form-rules";
import { AdminDialog } from "../../components/admin-dialog";
import { useFieldError } from "../../components/field-error";
import { DuesYearField } from "../../components/payments/dues-year-field";
import { PaymentFields } from "../../components/payments/payment-fields";
import { PaymentForm, usePaymentSubmit } from "../../components/payments/payment-form";
import { QueryState } from "../../components/query-state";
import { todayIso } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { useAddWalkInMember, useDuesSettings } from "../api/add-walk-in-member";
import { texts } from "../texts";

/** The categories whose dues are paid (the others are admitted by the board, with nothing to record now). */
const paying = (settings: SiteSettings) => membershipCategories.filter((category) => ["fixed", "minimum"].includes(duesTable(settings.dues)[category].kind));

/**
 * A member who walks in, added with the dues paid now (cash, mobile money, the receipt book's
 * number): name, telephone (WhatsApp), country, category, the year, e-mail optional. The payment is
 * recorded as the record-a-payment dialog records it: the member is active and paid for the year,
 * with one receipt. Without an e-mail nothing is mailed; the member's page prints the receipt or
 * sends it on WhatsApp.
 */
export function WalkInMemberDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (result: WalkInMemberResponse) => void }) {
  const t = useTexts(texts).walkIn;
  const settings = useDuesSettings();
  return (
    <AdminDialog open onOpenChange={(open) => !open && onClose()} title={t.title} description={t.description}>
      <QueryState query={settings}>{(data) => <WalkInForm settings={data} onClose={onClose} onAdded={onAdded} />}</QueryState>
    </AdminDialog>
  );
}

function WalkInForm({ settings, onClose, onAdded }: { settings: SiteSettings; onClose: () => void; onAdded: (result: WalkInMemberResponse) => void }) {
  const t = useTexts(texts).walkIn;
  const { labels } = useTexts(adminTexts);
  const { lang } = useI18n();
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const [today] = useState(todayIso);
  const [now] = useState(() => new Date());
  const table = duesTable(settings.dues);
  // The dues of a category, in whole FCFA (a patron's least; staff type what they gave).
  const duesOf = (category: MembershipCategory) => {
    const dues = table[category];
    return dues.kind === "fixed" ? dues.amount : dues.kind === "minimum" ? dues.minimum : 0;
  };
  // A new member: the year Settings' rule gives (the next one from its day on), among last, this and next year.
  const current = membershipYearOf(now);
  const years = { offered: staffPayableYears(now), chosen: yearToPay(now, [], settings.nextYearFrom) ?? current, current };
  const form = useAdminForm(walkInFormSchema, {
    defaultValues: {
      fullName: "",
      phone: "",
      email: "",
      country: "BJ",
      category: "adherent_individual",
      language: lang,
      year: years.chosen,
      method: "cash",
      amount: toMajor(duesOf("adherent_individual"), DUES_CURRENCY),
      currency: DUES_CURRENCY,
      paidOn: today,
      reference: "",
      note: "",
    },
  });
  const add = useAddWalkInMember(onAdded);
  const { onSubmit, problem } = usePaymentSubmit(form, add, { failed: t.failed });
  const { errors } = form.formState;
  const fieldError = useFieldError();
  const category = form.watch("category");
  // Another category fills in its dues.
  const fillDues = () => form.setValue("amount", toMajor(duesOf(form.getValues("category")), DUES_CURRENCY), { shouldValidate: form.formState.isSubmitted });

  return (
    <PaymentForm onSubmit={onSubmit} problem={problem} submit={t.submit} submitting={t.submitting} pending={add.isPending} onCancel={onClose}>
      <FormField label={labels.field.fullName} error={fieldError(errors.fullName, "fullName")} className="sm:col-span-2">
        <input type="text" autoComplete="off" maxLength={120} {...form.register("fullName")} />
      </FormField>
      <FormField label={t.phone} error={fieldError(errors.phone)}>
        <input type="tel" inputMode="tel" autoComplete="off" maxLength={30} {...form.register("phone")} />
      </FormField>
      <FormField label={t.email} hint={t.emailHint} error={fieldError(errors.email, "email")}>
        <input type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={254} {...form.register("email")} />
      </FormField>
      <FormField label={labels.field.country} error={fieldError(errors.country, "country")}>
        <select {...form.register("country")}>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={labels.field.language} error={fieldError(errors.language)}>
        <select {...form.register("language")}>
          {languages.map((language) => (
            <option key={language} value={language}>
              {labels.language[language]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={labels.field.category} error={fieldError(errors.category)} className="sm:col-span-2">
        <select {...form.register("category", { onChange: fillDues })}>
          {paying(settings).map((value) => (
            <option key={value} value={value}>
              {labels.category[value]}
            </option>
          ))}
        </select>
      </FormField>
      <DuesYearField form={form} years={years} />
      <PaymentFields
        form={form}
        currencyLabel={labels.currency[DUES_CURRENCY]}
        amountHint={table[category].kind === "minimum" ? undefined : formatMoney(duesOf(category), DUES_CURRENCY, lang)}
        today={today}
      />
    </PaymentForm>
  );
}
