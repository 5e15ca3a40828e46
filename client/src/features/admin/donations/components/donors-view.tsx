/**
 * The Donations tab's "By donor" view: each address that gave (in any case), its gifts received
 * counted and summed in each currency, for a year or all years, most gifts first; a donor who is
 * a member links to their page; the list as a CSV file.
 */
import { useId, useMemo, useState } from "react";
import { Link } from "wouter";
import { formatMoney } from "@shared/money";
import { membershipYearOf } from "@shared/membership";
import { paths } from "@shared/paths";
import { inputClass } from "@/components/ui/form-field";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Badge } from "../../components/badge";
import { CsvExportLink } from "../../components/csv-export-link";
import { Pager } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { formatDate } from "../../lib/format";
import { donorsCsvUrl, useDonors } from "../api/donors";
import { texts } from "../texts";
import { formatNumber } from "@shared/format";
import { plural } from "@shared/plural";

/** The same address as the Members tab's links to a member's page. */
const memberHref = (memberId: string) => `${paths.admin}?tab=members&member=${encodeURIComponent(memberId)}`;

export function DonorsView() {
  const t = useTexts(texts).donors;
  const { anonymous } = useTexts(texts);
  const { lang } = useAdminApi();
  const id = useId();
  const years = useMemo(() => {
    const now = membershipYearOf(new Date());
    return [now, now - 1, now - 2, now - 3, now - 4];
  }, []);
  const [year, setYear] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useDonors(year, page);
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="sm:w-64">
          <label htmlFor={`${id}-year`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t.year}
          </label>
          <select
            id={`${id}-year`}
            className={inputClass}
            value={year ?? ""}
            onChange={(event) => {
              setYear(event.target.value ? Number(event.target.value) : undefined);
              setPage(1);
            }}
          >
            <option value="">{t.allYears}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <CsvExportLink href={donorsCsvUrl(year, lang)} hint={t.exportHint} />
      </div>
      <p className="max-w-prose text-sm text-slate-700">{t.hint}</p>
      <QueryState query={query} isEmpty={(data) => data.total === 0} empty={t.empty}>
        {(data) => (
          <div aria-busy={query.isFetching && query.isPlaceholderData}>
            <p className="mb-3 text-sm text-slate-700" role="status">
              {format(plural(data.total, t.count, lang), { count: formatNumber(data.total, lang) })}
            </p>
            <ul aria-label={t.listLabel} className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {data.items.map((donor) => (
                <li key={donor.email} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                  <p className="font-bold [overflow-wrap:anywhere] text-slate-900">
                    {donor.name ?? donor.email}
                    {donor.anonymous && (
                      <>
                        {" "}
                        <Badge tone="neutral">{anonymous}</Badge>
                      </>
                    )}
                  </p>
                  {donor.name && <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{donor.email}</p>}
                  <p className="mt-2 text-sm text-slate-800">
                    {format(plural(donor.gifts, t.gifts, lang), { count: formatNumber(donor.gifts, lang) })} · {format(t.lastGift, { date: formatDate(donor.lastGiftAt, lang) })}
                  </p>
                  <ul className="mt-1 flex flex-wrap gap-x-3 text-base font-semibold text-slate-900">
                    {donor.totals.map((total) => (
                      <li key={total.currency} className="whitespace-nowrap">
                        {formatMoney(total.amount, total.currency, lang)}
                      </li>
                    ))}
                  </ul>
                  {donor.memberId && (
                    <Link
                      href={memberHref(donor.memberId)}
                      className="mt-2 inline-flex min-h-11 items-center text-brand underline underline-offset-2 hover:no-underline"
                      aria-label={format(t.memberOf, { name: donor.name ?? donor.email })}
                    >
                      {t.member}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={t.pagerLabel} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
