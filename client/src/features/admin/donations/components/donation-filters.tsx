import { useState } from "react";
import {
  currencies,
  donationStatuses,
  paymentMethods,
  type Currency,
  type DonationStatus,
  type PaymentChannel,
  type PaymentMethod,
} from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { useTexts } from "@/i18n/texts";
import { FilterForm, OperatorFilter, useFilterDraft } from "../../components/filter-form";
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
  const { draft, setDraft, change } = useFilterDraft(() => toDraft(applied), (next) => onApply({ ...toFilter(next), q: applied.q }));
  // Reset empties the search box: a new one replaces it.
  const [resets, setResets] = useState(0);

  const onReset = () => {
    setDraft(emptyDraft);
    setResets((n) => n + 1);
    onApply({});
  };

  return (
    <FilterForm label={t.filters} columns={6} draft={draft} change={change} words={t} onReset={onReset}>
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
      <OperatorFilter value={draft.operator} onChange={(value) => change("operator", value)} />
    </FilterForm>
  );
}
