import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { mobileOperators, recordedMethods } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../../texts";
import { useFieldError } from "../field-error";
import { Options } from "../options";

/** The fields every form of a payment made elsewhere has (shared/admin.ts, `recordedPaymentFields`). */
type Field = "method" | "amount" | "currency" | "paidOn" | "reference" | "note" | "operator";

/** What a person typed in the amount box: a whole number ("12 000", "12,000" read as 12000), else what zod should refuse. */
export function typedAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const compact = value.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return undefined;
  if (/^\d{1,3}([.,]\d{3})+$/.test(compact)) return Number(compact.replace(/[.,]/g, ""));
  return Number(compact.replace(",", "."));
}

/**
 * How a payment made elsewhere was made: the method (for mobile money sent to the foundation's
 * number, its operator), the amount (its label names the currency),
 * the day (not after `today`), the receipt or transfer number and a note, registered on the
 * caller's form (the dialogs that record a payment and add an offline donation). The currency is
 * the record's, unless the caller gives a field to choose it (`currencyField`): without one, a
 * refused currency shows on the amount.
 */
export function PaymentFields<T extends FieldValues, V>({
  form,
  currencyLabel,
  amountHint,
  today,
  currencyField,
  afterAmount,
}: {
  form: UseFormReturn<T, unknown, V>;
  currencyLabel: string;
  amountHint?: string;
  today: string;
  /** The caller's field for the currency, before the amount (the offline donation's). */
  currencyField?: ReactNode;
  /** Fields of the caller's own after the amount (the offline donation's tier and language). */
  afterAmount?: ReactNode;
}) {
  const { payment, labels } = useTexts(texts);
  const t = payment.fields;
  const register = (field: Field) =>
    form.register(
      field as Path<T>,
      field === "amount" ? { setValueAs: typedAmount } : field === "operator" ? { setValueAs: (value: unknown) => (value === "" ? undefined : value) } : undefined,
    );
  // Mobile money sent to the foundation's number: which operator, to match its statement.
  const method = form.watch("method" as Path<T>) as unknown;
  const errors = form.formState.errors as FieldErrors<Record<Field, unknown>>;
  const fieldError = useFieldError();
  const error = (field: Field) => fieldError(errors[field], field === "method" || field === "note" || field === "operator" ? "text" : field);
  return (
    <>
      <FormField label={t.method} error={error("method")} className="sm:col-span-2">
        <select {...register("method")}>
          <Options values={recordedMethods} labels={labels.paymentMethod} />
        </select>
      </FormField>
      {method === "mobile_money_transfer" && (
        <FormField label={t.operator} hint={t.operatorHint} error={error("operator")} className="sm:col-span-2">
          <select {...register("operator")}>
            <option value="">{t.operatorNone}</option>
            <Options values={mobileOperators} labels={t.operators} />
          </select>
        </FormField>
      )}
      {currencyField}
      <FormField label={format(t.amount, { currency: currencyLabel })} hint={amountHint} error={error("amount") ?? (currencyField ? undefined : error("currency"))}>
        <input type="text" inputMode="numeric" autoComplete="off" maxLength={15} {...register("amount")} />
      </FormField>
      {afterAmount}
      <FormField label={t.paidOn} error={error("paidOn")}>
        <input type="date" max={today} {...register("paidOn")} />
      </FormField>
      <FormField label={t.reference} hint={t.referenceHint} error={error("reference")} className="sm:col-span-2">
        <input type="text" autoComplete="off" maxLength={100} {...register("reference")} />
      </FormField>
      <FormField label={t.note} error={error("note")} className="sm:col-span-2">
        <textarea rows={2} maxLength={500} {...register("note")} />
      </FormField>
    </>
  );
}
