import { receivedPaymentKinds, type ReceivedPaymentKind } from "@shared/admin";
import type { PaymentChannel } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { useTexts } from "@/i18n/texts";
import { FilterForm, OperatorFilter, useFilterDraft } from "../../components/filter-form";
import { Options } from "../../components/options";
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
  const { draft, setDraft, change } = useFilterDraft<Draft>(
    () => ({ kind: applied.kind ?? "all", operator: applied.operator ?? "", from: applied.from ?? "", to: applied.to ?? "" }),
    (next) => onApply(toFilter(next)),
  );

  const onReset = () => {
    setDraft(emptyDraft);
    onApply({});
  };

  return (
    <FilterForm label={t.filters} columns={4} draft={draft} change={change} words={t} onReset={onReset}>
      <OperatorFilter value={draft.operator} onChange={(value) => change("operator", value)} />
      <FormField label={t.kind} className="col-span-2 min-w-0 lg:col-span-1">
        <select value={draft.kind} onChange={(event) => change("kind", event.target.value as ReceivedPaymentKind)}>
          <Options values={receivedPaymentKinds} labels={t.kinds} />
        </select>
      </FormField>
    </FilterForm>
  );
}
