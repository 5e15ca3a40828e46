import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { Language } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useFieldError } from "../field-error";

const texts = {
  en: {
    year: "Year these dues pay",
    /** What the dues chosen buy, said before anything is recorded. */
    pays: "Dues {year} — valid until December 31, {year}",
    current: "{year} (this year)",
    next: "{year} (next year)",
    previous: "{year} (last year)",
  },
  fr: {
    year: "Année que paie cette cotisation",
    pays: "Cotisation {year} — valable jusqu’au 31 décembre {year}",
    current: "{year} (cette année)",
    next: "{year} (l’an prochain)",
    previous: "{year} (l’an dernier)",
  },
} satisfies Record<Language, Record<string, string>>;

/** The years staff may record (shared/membership.ts staffPayableYears, less those paid), the one offered first, and this year. */
export type DuesYears = { offered: readonly number[]; chosen: number; current: number };

/**
 * The year a payment of dues pays, chosen by staff among those offered, and what it buys named
 * under it ("Dues 2027 — valid until December 31, 2027"). A single year is named without a choice.
 * Registered on the caller's form as `year` (a number).
 */
export function DuesYearField<T extends FieldValues, V>({ form, years }: { form: UseFormReturn<T, unknown, V>; years: DuesYears }) {
  const t = useTexts(texts);
  const fieldError = useFieldError();
  const field = "year" as Path<T>;
  const chosen = Number(form.watch(field) ?? years.chosen);
  const label = (year: number) => format(year === years.current ? t.current : year > years.current ? t.next : t.previous, { year });
  const pays = (
    <p className="text-base font-semibold text-slate-900" aria-live="polite">
      {format(t.pays, { year: chosen })}
    </p>
  );
  if (years.offered.length <= 1) return <div className="sm:col-span-2">{pays}</div>;
  const error = (form.formState.errors as Record<string, { message?: string } | undefined>).year;
  return (
    <div className="grid gap-1 sm:col-span-2">
      <FormField label={t.year} error={fieldError(error)}>
        <select {...form.register(field, { setValueAs: (value: unknown) => Number(value) })}>
          {years.offered.map((year) => (
            <option key={year} value={year}>
              {label(year)}
            </option>
          ))}
        </select>
      </FormField>
      {pays}
    </div>
  );
}
