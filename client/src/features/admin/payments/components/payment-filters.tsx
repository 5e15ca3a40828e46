import { useState, type FormEvent } from "react";
import { receivedPaymentKinds, type ReceivedPaymentKind } from "@shared/admin";
import { paymentChannels, type PaymentChannel } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { useTexts } from "@/i18n/texts";
import { Options } from "../../components/options";
import { texts as adminTexts } from "../../texts";
import type { ReceivedPaymentsFilter } from "../api/received-payments";
import { texts } from "../texts";

type Draft = { kind: ReceivedPaymentKind; operator: PaymentChannel | ""; from: string; to: string };

const emptyDraft: Draft = { kind: "all", operator: "", from: "", to: "" };

const toFilter = (draft: Draft): ReceivedPaymentsFilter => ({
  kind: draft.kind === "all" ? undefined : draft.kind,
  operator: draft.operator || undefined,
  from: draft.from || undefined,
  to: draft.to || undefined,
});

/**
 * The operator that carried the money (as its statement lists it), dues or gifts, and a range of
 * days they were paid on (the foundation's clock, both included), each applied as soon as it
 * changes; a range whose end is before its start says so and is not applied. 'Reset' shows every
 * payment again.
 */
export function PaymentFilters({ applied, onApply }: { applied: ReceivedPaymentsFilter; onApply: (filter: ReceivedPaymentsFilter) => void }) {
  const t = useTexts(texts);
  const { labels, payment } = useTexts(adminTexts);
  const [draft, setDraft] = useState<Draft>(() => ({ kind: applied.kind ?? "all", operator: applied.operator ?? "", from: applied.from ?? "", to: applied.to ?? "" }));
  const rangeError = Boolean(draft.from && draft.to && draft.to < draft.from);

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (!(next.from && next.to && next.to < next.from)) onApply(toFilter(next));
  };
  // Enter in a field: the filter is already applied; nothing to send.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form
      noValidate
      role="search"
      aria-label={t.filters}
      onSubmit={onSubmit}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:gap-x-4 sm:p-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-start"
    >
      {/* Who carried it, as the operator's statement lists it (docs/decisions/020-matching-operator-statements.md). */}
      <FormField label={payment.operator} className="col-span-2 min-w-0 lg:col-span-1">
        <select value={draft.operator} onChange={(event) => change("operator", event.target.value as Draft["operator"])}>
          <option value="">{payment.anyOperator}</option>
          <Options values={paymentChannels} labels={labels.paymentChannel} />
        </select>
      </FormField>
      <FormField label={t.kind} className="col-span-2 min-w-0 lg:col-span-1">
        <select value={draft.kind} onChange={(event) => change("kind", event.target.value as ReceivedPaymentKind)}>
          <Options values={receivedPaymentKinds} labels={t.kinds} />
        </select>
      </FormField>
      <FormField label={t.from} className="min-w-0">
        <input type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => change("from", event.target.value)} />
      </FormField>
      <FormField label={t.to} className="min-w-0" error={rangeError ? t.toBeforeFrom : undefined}>
        <input type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => change("to", event.target.value)} />
      </FormField>
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1 lg:pt-7">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setDraft(emptyDraft);
            onApply({});
          }}
        >
          {t.reset}
        </button>
      </div>
    </form>
  );
}
