/**
 * The Donations tab: every donation, newest first, paged on the server; filtered by status,
 * currency and a range of days; the totals of the filter per currency above the list; and the
 * filtered list as a CSV file.
 */
import { useEffect, useId, useState } from "react";
import { useTexts } from "@/i18n/texts";
import { Pager } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { texts as adminTexts } from "../../texts";
import { donationsCsvUrl, useDonations, type DonationFilter } from "../api/donations";
import { texts } from "../texts";
import { DonationFilters } from "./donation-filters";
import { DonationList } from "./donation-list";
import { DonationTotals } from "./donation-totals";

export function DonationsTab() {
  const t = useTexts(texts);
  const common = useTexts(adminTexts).common;
  const { lang } = useAdminApi();
  const exportHintId = useId();
  const [filter, setFilter] = useState<DonationFilter>({});
  const [page, setPage] = useState(1);
  const query = useDonations(filter, page);
  const filtered = Object.values(filter).some(Boolean);

  // A page that no longer exists (donations of the filter went away): go to the last one.
  const data = query.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / data.pageSize)));
  }, [data, page]);

  return (
    <div className="mt-4 grid min-w-0 gap-6">
      <DonationFilters
        applied={filter}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <QueryState query={query}>
        {(result) => (
          <div className="grid min-w-0 gap-6" aria-busy={query.isFetching && query.isPlaceholderData}>
            <DonationTotals totals={result.totals} lang={lang} />
            <div className="min-w-0">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                <p id={exportHintId} className="max-w-prose text-sm text-slate-600">
                  {t.exportHint}
                </p>
                <a href={donationsCsvUrl(filter, lang)} download className="btn btn-outline" aria-describedby={exportHintId}>
                  {common.exportCsv}
                </a>
              </div>
              {result.items.length === 0 ? (
                <p className="py-6 text-slate-700">{filtered ? t.emptyFiltered : t.empty}</p>
              ) : (
                <DonationList items={result.items} lang={lang} />
              )}
              <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={setPage} label={t.pagerLabel} />
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
