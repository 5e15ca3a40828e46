import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { recordedMethods } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Options } from "../../components/options";
import { texts } from "../texts";

type Field = "method" | "amount" | "paidOn" | "reference" | "note";

/** What a person typed in the amount box: a whole number ("12 000", "12,000" read as 12000), else what zod should refuse. */
export function typedAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const compact = value.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return undefined;
  if (/^\d{1,3}([.,]\d{3})+$/.test(compact)) return Number(compact.replace(/[.,]/g, ""));
  return Number(compact.replace(",", "."));
}

/**
 * How a payment made elsewhere was made: the method, the amount (its label names the currency),
 * the day (not after `today`), the receipt or transfer number and a note. The dialogs that record
 * a payment and add an offline donation give their form's registrations and errors.
 */
export function PaymentFields({
  register,
  errors,
  currencyLabel,
  amountHint,
  today,
  beforeAmount,
  afterAmount,
}: {
  register: Record<Field, UseFormRegisterReturn>;
  errors: Partial<Record<Field, string>>;
  currencyLabel: string;
  amountHint?: string;
  today: string;
  /** Fields of the caller's own around the amount (the offline donation's currency before it, tier and language after). */
  beforeAmount?: ReactNode;
  afterAmount?: ReactNode;
}) {
  const t = useTexts(texts).payment;
  const methods = useTexts(texts).method;
  return (
    <>
      <FormField label={t.method} error={errors.method} className="sm:col-span-2">
        <select {...register.method}>
          <Options values={recordedMethods} labels={methods} />
        </select>
      </FormField>
      {beforeAmount}
      <FormField label={format(t.amount, { currency: currencyLabel })} hint={amountHint} error={errors.amount}>
        <input type="text" inputMode="numeric" autoComplete="off" maxLength={15} {...register.amount} />
      </FormField>
      {afterAmount}
      <FormField label={t.paidOn} error={errors.paidOn}>
        <input type="date" max={today} {...register.paidOn} />
      </FormField>
      <FormField label={t.reference} hint={t.referenceHint} error={errors.reference} className="sm:col-span-2">
        <input type="text" autoComplete="off" maxLength={100} {...register.reference} />
      </FormField>
      <FormField label={t.note} error={errors.note} className="sm:col-span-2">
        <textarea rows={2} maxLength={500} {...register.note} />
      </FormField>
    </>
  );
}
