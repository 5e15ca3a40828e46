import { useState, type FormEvent } from "react";
import {
  currencies,
  donationStatuses,
  paymentChannels,
  paymentMethods,
  type Currency,
  type DonationStatus,
  type PaymentChannel,
  type PaymentMethod,
} from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { useTexts } from "@/i18n/texts";
import { Options } from "../../components/options";
import { SearchField } from "../../components/search-field";
import { texts as adminTexts } from "../../texts";
import type { DonationFilter } from "../api/donations";
import { texts } from "../texts";

type Draft = { status: DonationStatus | ""; currency: Currency | ""; method: PaymentMethod | ""; operator: PaymentChannel | ""; from: string; to: string };

const emptyDraft: Draft = { status: "", currency: "", method: "", operator: "", from: "", to: "" };

const toDraft = (filter: DonationFilter): Draft => ({
  status: filter.status ?? "",
  currency: filter.currency ?? "",
  method: filter.method ?? "",
  operator: filter.operator ?? "",
  from: filter.from ?? "",
  to: filter.to ?? "",
});

const toFilter = (draft: Draft): DonationFilter => ({
  status: draft.status || undefined,
  currency: draft.currency || undefined,
  method: draft.method || undefined,
  operator: draft.operator || undefined,
  from: draft.from || undefined,
  to: draft.to || undefined,
});

/**
 * A search by the donor's e-mail or name (applied once typing pauses, as the members' search is),
 * then status, currency, how it was paid, the operator that carried it and a range of days (on the foundation's clock, both
 * included), each applied as soon as it changes; a range whose end is before its start says so and
 * is not applied. 'Reset' shows every donation again.
 */
export function DonationFilters({ applied, onApply }: { applied: DonationFilter; onApply: (filter: DonationFilter) => void }) {
  const t = useTexts(texts);
  const { common, labels, payment } = useTexts(adminTexts);
  const [draft, setDraft] = useState<Draft>(() => toDraft(applied));
  // Reset empties the search box: a new one replaces it.
  const [resets, setResets] = useState(0);
  const rangeError = Boolean(draft.from && draft.to && draft.to < draft.from);

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (!(next.from && next.to && next.to < next.from)) onApply({ ...toFilter(next), q: applied.q });
  };
  // Enter in a field: the filter is already applied; nothing to send.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  const onReset = () => {
    setDraft(emptyDraft);
    setResets((n) => n + 1);
    onApply({});
  };

  return (
    <form
      noValidate
      role="search"
      aria-label={t.filters}
      onSubmit={onSubmit}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:gap-x-4 sm:p-4 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto] lg:items-start"
    >
      <SearchField
        key={resets}
        className="col-span-2 lg:col-span-7 lg:max-w-xl"
        label={t.search}
        clearLabel={t.clearSearch}
        applied={applied.q}
        // The other filters as applied (a range being fixed is not), with the new search.
        onApply={(q) => onApply({ ...applied, q })}
      />
      <FormField label={labels.field.status} className="min-w-0">
        <select value={draft.status} onChange={(event) => change("status", event.target.value as Draft["status"])}>
          <option value="">{common.all}</option>
          <Options values={donationStatuses} labels={labels.donationStatus} />
        </select>
      </FormField>
      <FormField label={t.currency} className="min-w-0">
        <select value={draft.currency} onChange={(event) => change("currency", event.target.value as Draft["currency"])}>
          <option value="">{common.all}</option>
          <Options values={currencies} labels={labels.currency} />
        </select>
      </FormField>
      <FormField label={payment.paidWith} className="col-span-2 min-w-0 lg:col-span-1">
        <select value={draft.method} onChange={(event) => change("method", event.target.value as Draft["method"])}>
          <option value="">{payment.anyMethod}</option>
          <Options values={paymentMethods} labels={labels.paymentMethod} />
        </select>
      </FormField>
      {/* Who carried it, as the operator's statement lists it (docs/decisions/020-matching-operator-statements.md). */}
      <FormField label={t.operator} className="col-span-2 min-w-0 lg:col-span-1">
        <select value={draft.operator} onChange={(event) => change("operator", event.target.value as Draft["operator"])}>
          <option value="">{t.anyOperator}</option>
          <Options values={paymentChannels} labels={t.operators} />
        </select>
      </FormField>
      <FormField label={t.from} className="min-w-0">
        <input type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => change("from", event.target.value)} />
      </FormField>
      <FormField label={t.to} className="min-w-0" error={rangeError ? t.toBeforeFrom : undefined}>
        <input type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => change("to", event.target.value)} />
      </FormField>
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1 lg:pt-7">
        <button type="button" className="btn btn-outline" onClick={onReset}>
          {t.reset}
        </button>
      </div>
    </form>
  );
}
