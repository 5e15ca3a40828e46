import { useId, useMemo, type FormEvent } from "react";
import { countryOptions } from "@shared/countries";
import { duesFilters, type DuesFilter } from "@shared/admin";
import type { Language, MembershipCategory, MembershipStatus, PaymentChannel, PaymentMethod } from "@shared/domain";
import { membershipCategories, membershipStatuses, paymentChannels, paymentMethods } from "@shared/domain";
import { inputClass } from "@/components/ui/form-field";
import { membershipYearOf } from "@shared/membership";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { CsvExportLink } from "../../components/csv-export-link";
import { Options } from "../../components/options";
import { SearchField } from "../../components/search-field";
import { texts as adminTexts } from "../../texts";
import { paramOf, pageOf, type AddressFields } from "../../lib/use-address-filters";
import { membersCsvUrl, type MembersFilters, type MembersSelection } from "../api/members";
import { texts } from "../texts";

type Filters = MembersSelection;

const isStatus = (value: string): value is MembershipStatus => membershipStatuses.includes(value as MembershipStatus);
const isMethod = (value: string): value is PaymentMethod => paymentMethods.includes(value as PaymentMethod);
const isOperator = (value: string): value is PaymentChannel => paymentChannels.includes(value as PaymentChannel);
const isCategory = (value: string): value is MembershipCategory => membershipCategories.includes(value as MembershipCategory);
const isDues = (value: string): value is DuesFilter => duesFilters.includes(value as DuesFilter);

const isYear = (value: string): value is string => /^\d{4}$/.test(value);
const isText = (value: string): value is string => value.trim().length > 0 && value.length <= 100;

/** The list's filters as the address has them (`?tab=members&status=pending&page=2`); a value the list does not know is left out. */
export function membersFiltersFromAddress(params: URLSearchParams): MembersFilters {
  const paidFor = paramOf(params, "paidFor", isYear);
  const dueFor = paramOf(params, "dueFor", isYear);
  return {
    status: paramOf(params, "status", isStatus),
    method: paramOf(params, "method", isMethod),
    operator: paramOf(params, "operator", isOperator),
    category: paramOf(params, "category", isCategory),
    country: paramOf(params, "country", isText),
    dues: paramOf(params, "dues", isDues),
    paidFor: paidFor ? Number(paidFor) : undefined,
    dueFor: dueFor ? Number(dueFor) : undefined,
    q: paramOf(params, "q", isText),
    page: pageOf(params),
  };
}

/** The address's parameters of the list's filters (the first page is not written). */
export const membersFiltersToAddress = ({ status, method, operator, category, country, dues, paidFor, dueFor, q, page }: MembersFilters): AddressFields => ({
  status,
  method,
  operator,
  category,
  country,
  dues,
  paidFor,
  dueFor,
  q,
  page: page > 1 ? page : undefined,
});

/** How many of the folded filters are on (the search, always shown, is not one): what their button says. */
export const filtersOn = (filters: MembersSelection) =>
  [filters.status, filters.method, filters.operator, filters.category, filters.country, filters.dues, filters.paidFor ?? filters.dueFor].filter((value) => value !== undefined && value !== "").length;

/** The years the "Year paid" filter offers: paid, the last three and the next; due, this one and the next. */
export function yearChoices(today: Date) {
  const year = membershipYearOf(today);
  return { paid: [year + 1, year, year - 1, year - 2], due: [year + 1, year] };
}

/** The filter's value: `paid:2026`, `due:2027`, or empty. */
const yearValue = ({ paidFor, dueFor }: Filters) => (paidFor ? `paid:${paidFor}` : dueFor ? `due:${dueFor}` : "");
const fromYearValue = (value: string): Pick<Filters, "paidFor" | "dueFor"> => {
  const [kind, year] = value.split(":");
  const n = Number(year);
  if (!Number.isInteger(n)) return { paidFor: undefined, dueFor: undefined };
  return kind === "paid" ? { paidFor: n, dueFor: undefined } : { paidFor: undefined, dueFor: n };
};

/**
 * The status, payment-method, operator, category, dues and country filters (applied as they change; a
 * country from the list, so that "Bénin" and "Benin" are one), the search by name, e-mail or phone number (applied once typing pauses, or at
 * once with Enter) and the CSV export of what they select.
 */
export function MembersFiltersForm({
  filters,
  lang,
  onChange,
  foldId,
  open = false,
}: {
  filters: Filters;
  lang: Language;
  onChange: (filters: Filters) => void;
  /** The id of what folds on a phone (the filters and the export, not the search), for the button that unfolds it. */
  foldId?: string;
  /** Unfolded on a phone; from a laptop's width the filters always show. */
  open?: boolean;
}) {
  const t = useTexts(texts);
  const { common, labels, payment } = useTexts(adminTexts);
  const id = useId();
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const years = useMemo(() => yearChoices(new Date()), []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const label = (name: string, text: string) => (
    <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-semibold text-slate-800">
      {text}
    </label>
  );

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <form role="search" aria-label={t.filters} onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2 md:grid-cols-3 lg:w-[52rem] lg:max-w-full">
        {/* Folded on a phone: its items stay the form's grid items (display: contents) once shown. */}
        <div id={foldId} className={open ? "contents" : "hidden lg:contents"}>
        <div>
          {label("status", labels.field.status)}
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
          {label("category", labels.field.category)}
          <select
            id={`${id}-category`}
            className={inputClass}
            value={filters.category ?? ""}
            onChange={(event) => onChange({ ...filters, category: isCategory(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">{t.filter.anyCategory}</option>
            <Options values={membershipCategories} labels={labels.category} />
          </select>
        </div>
        <div>
          {label("country", labels.field.country)}
          <select
            id={`${id}-country`}
            className={inputClass}
            value={filters.country ?? ""}
            onChange={(event) => onChange({ ...filters, country: event.target.value || undefined })}
          >
            <option value="">{t.filter.anyCountry}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          {label("dues", t.filter.dues)}
          <select
            id={`${id}-dues`}
            className={inputClass}
            value={filters.dues ?? ""}
            onChange={(event) => onChange({ ...filters, dues: isDues(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">{t.filter.anyDues}</option>
            <Options values={duesFilters} labels={{ paid: t.filter.paid, unpaid: t.filter.unpaid }} />
          </select>
        </div>
        <div>
          {label("year", t.yearPaid.filter)}
          <select id={`${id}-year`} className={inputClass} value={yearValue(filters)} onChange={(event) => onChange({ ...filters, ...fromYearValue(event.target.value) })}>
            <option value="">{t.yearPaid.any}</option>
            {years.paid.map((year) => (
              <option key={`paid:${year}`} value={`paid:${year}`}>
                {format(t.yearPaid.paidFor, { year })}
              </option>
            ))}
            {years.due.map((year) => (
              <option key={`due:${year}`} value={`due:${year}`}>
                {format(t.yearPaid.dueFor, { year })}
              </option>
            ))}
          </select>
        </div>
        <div>
          {label("method", payment.paidWith)}
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
        {/* Dues carried by this operator, as its statement lists them (docs/decisions/021-one-list-of-payments.md). */}
        <div>
          {label("operator", payment.operator)}
          <select
            id={`${id}-operator`}
            className={inputClass}
            value={filters.operator ?? ""}
            onChange={(event) => onChange({ ...filters, operator: isOperator(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">{payment.anyOperator}</option>
            <Options values={paymentChannels} labels={labels.paymentChannel} />
          </select>
        </div>
        </div>
        <SearchField
          className="sm:col-span-2 md:col-span-2"
          label={t.search}
          clearLabel={t.clearSearch}
          applied={filters.q}
          onApply={(q) => onChange({ ...filters, q })}
        />
      </form>
      <div className={open ? undefined : "hidden lg:block"}>
        <CsvExportLink href={membersCsvUrl(lang, filters)} hint={t.exportCsvHint} />
      </div>
    </div>
  );
}
