import { useId, useState, type FormEvent } from "react";
import type { Language, MembershipStatus, PaymentMethod } from "@shared/domain";
import { membershipStatuses, paymentMethods } from "@shared/domain";
import { inputClass } from "@/components/ui/form-field";
import { useTexts } from "@/i18n/texts";
import { Options } from "../../components/options";
import { texts as adminTexts } from "../../texts";
import { membersCsvUrl, type MembersFilters } from "../api/members";
import { texts } from "../texts";

type Filters = Pick<MembersFilters, "status" | "method" | "q">;

const isStatus = (value: string): value is MembershipStatus => membershipStatuses.includes(value as MembershipStatus);
const isMethod = (value: string): value is PaymentMethod => paymentMethods.includes(value as PaymentMethod);

/**
 * The status and payment-method filters (applied as soon as they change), the search by name or
 * e-mail (applied when sent) and the CSV export of what they select.
 */
export function MembersFiltersForm({ filters, lang, onChange }: { filters: Filters; lang: Language; onChange: (filters: Filters) => void }) {
  const t = useTexts(texts);
  const { common, labels, payment } = useTexts(adminTexts);
  const id = useId();
  const [search, setSearch] = useState(filters.q ?? "");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filters, q: search.trim() || undefined });
  };
  const clear = () => {
    setSearch("");
    onChange({ ...filters, q: undefined });
  };

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <form role="search" aria-label={t.filters} onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2 md:grid-cols-[11rem_11rem_minmax(0,1fr)] lg:w-[52rem] lg:max-w-full">
        <div>
          <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {labels.field.status}
          </label>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={filters.status ?? ""}
            onChange={(event) => onChange({ ...filters, status: isStatus(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">{common.all}</option>
            <Options values={membershipStatuses} labels={labels.membershipStatus} />
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-method`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {payment.paidWith}
          </label>
          <select
            id={`${id}-method`}
            className={inputClass}
            value={filters.method ?? ""}
            onChange={(event) => onChange({ ...filters, method: isMethod(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">{payment.anyMethod}</option>
            <Options values={paymentMethods} labels={labels.paymentMethod} />
          </select>
        </div>
        <div className="min-w-0 sm:col-span-2 md:col-span-1">
          <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t.search}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-q`}
              type="search"
              className={`${inputClass} min-w-0 flex-1`}
              value={search}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setSearch(event.target.value)}
            />
            <button type="submit" className="btn btn-primary shrink-0 px-4">
              {common.search}
            </button>
          </div>
          {filters.q && (
            <button type="button" className="mt-1 min-h-11 text-sm font-semibold text-brand underline underline-offset-2" onClick={clear}>
              {t.clearSearch}
            </button>
          )}
        </div>
      </form>
      <div className="flex flex-col gap-1 sm:items-start lg:items-end lg:pt-[1.625rem]">
        <a href={membersCsvUrl(lang, filters)} download className="btn btn-outline w-full sm:w-auto" aria-describedby={`${id}-csv`}>
          {common.exportCsv}
        </a>
        <p id={`${id}-csv`} className="text-xs text-slate-600">
          {t.exportCsvHint}
        </p>
      </div>
    </div>
  );
}
