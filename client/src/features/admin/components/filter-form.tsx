import { useState, type FormEvent, type ReactNode } from "react";
import { paymentChannels, type PaymentChannel } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import { Options } from "./options";

/** A range of days as typed in its two date fields ('' where none is chosen). */
export type DayRange = { from: string; to: string };

const backwards = (range: DayRange) => Boolean(range.from && range.to && range.to < range.from);

/**
 * A list's filters as they are chosen: each applied as soon as it changes, except a range of days
 * whose end is before its start (the form says so, and the list stays as it was).
 */
export function useFilterDraft<Draft extends DayRange>(initial: () => Draft, apply: (draft: Draft) => void) {
  const [draft, setDraft] = useState<Draft>(initial);
  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (!backwards(next)) apply(next);
  };
  return { draft, setDraft, change };
}

/** The grid on a laptop: so many filters side by side, then the Reset button. */
const wideColumns = {
  4: "lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]",
  6: "lg:grid-cols-[repeat(6,minmax(0,1fr))_auto]",
} as const;

/**
 * The filters of a list (a search form): the fields it is given, then a range of days (on the
 * foundation's clock, both included) and 'Reset'. Enter in a field sends nothing: every filter is
 * already applied.
 */
export function FilterForm<Draft extends DayRange>({
  label,
  columns,
  draft,
  change,
  words,
  onReset,
  children,
}: {
  /** The form's name ('Filter donations'). */
  label: string;
  /** How many fields stand side by side on a laptop, the two dates included. */
  columns: keyof typeof wideColumns;
  draft: Draft;
  change: (key: keyof DayRange, value: string) => void;
  words: { from: string; to: string; toBeforeFrom: string; reset: string };
  onReset: () => void;
  children: ReactNode;
}) {
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form
      noValidate
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className={`grid grid-cols-2 gap-x-3 gap-y-4 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:gap-x-4 sm:p-4 ${wideColumns[columns]} lg:items-start`}
    >
      {children}
      <FormField label={words.from} className="min-w-0">
        <input type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => change("from", event.target.value)} />
      </FormField>
      <FormField label={words.to} className="min-w-0" error={backwards(draft) ? words.toBeforeFrom : undefined}>
        <input type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => change("to", event.target.value)} />
      </FormField>
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1 lg:pt-7">
        <button type="button" className="btn btn-outline" onClick={onReset}>
          {words.reset}
        </button>
      </div>
    </form>
  );
}

/** Who carried the money, as the operator's statement lists it (docs/decisions/020-matching-operator-statements.md). */
export function OperatorFilter({ value, onChange }: { value: PaymentChannel | ""; onChange: (value: PaymentChannel | "") => void }) {
  const { labels, payment } = useTexts(texts);
  return (
    <FormField label={payment.operator} className="col-span-2 min-w-0 lg:col-span-1">
      <select value={value} onChange={(event) => onChange(event.target.value as PaymentChannel | "")}>
        <option value="">{payment.anyOperator}</option>
        <Options values={paymentChannels} labels={labels.paymentChannel} />
      </select>
    </FormField>
  );
}
