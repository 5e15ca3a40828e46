/**
 * The Newsletter tab: the addresses signed up through the site's newsletter form, newest first,
 * 25 a page on the server, searched by e-mail (once typing pauses); the CSV export follows the search; an address is
 * removed when its owner asks (after a confirmation; the server audits it).
 */
import { useEffect, useRef, useState } from "react";
import type { SubscriberItem } from "@shared/admin";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { CsvExportLink } from "../../components/csv-export-link";
import { Pager } from "../../components/pager";
import { SearchField } from "../../components/search-field";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { formatDateTime } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { subscribersCsvUrl, useRemoveSubscriber, useSubscribers, type SubscribersFilters } from "../api/newsletter";
import { texts } from "../texts";
import { formatNumber } from "@shared/format";
import { plural } from "@shared/plural";

export function NewsletterTab() {
  const t = useTexts(texts);
  const { labels, loading } = useTexts(adminTexts);
  const { lang } = useAdminApi();
  const [filters, setFilters] = useState<SubscribersFilters>({ page: 1 });
  const [removing, setRemoving] = useState<SubscriberItem | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const query = useSubscribers(filters);
  const remove = useRemoveSubscriber(() => {
    setRemoving(null);
    // The row and its button are gone: the focus goes to the list.
    listTop.current?.focus();
  });

  // A page emptied meanwhile (its last address removed): go to the last page there is.
  const data = query.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && filters.page > 1)
      setFilters((current) => ({ ...current, page: Math.max(1, Math.ceil(data.total / data.pageSize)) }));
  }, [data, filters.page]);

  const onPage = (page: number) => {
    setFilters((current) => ({ ...current, page }));
    listTop.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="mt-4 grid gap-4">
      <p className="max-w-prose text-slate-700">{t.intro}</p>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <form role="search" aria-label={t.searchForm} onSubmit={(event) => event.preventDefault()} className="min-w-0 lg:w-[32rem] lg:max-w-full">
          <SearchField label={t.search} clearLabel={t.clearSearch} applied={filters.q} onApply={(q) => setFilters({ q, page: 1 })} />
        </form>
        <CsvExportLink href={subscribersCsvUrl(lang, filters.q)} hint={t.exportCsvHint} />
      </div>
      <div ref={listTop} tabIndex={-1} className="scroll-mt-4 focus:outline-none" aria-busy={query.isFetching}>
        <QueryState query={query} isEmpty={(result) => result.total === 0} empty={filters.q ? t.emptyFiltered : t.empty}>
          {(result) => (
            <>
              <p className="mb-3 text-sm text-slate-700" role="status">
                {query.isPlaceholderData
                  ? loading
                  : `${filters.q ? `${format(t.searchingFor, { q: filters.q })} · ` : ""}${
                      format(plural(result.total, t.count, lang), { count: formatNumber(result.total, lang) })
                    }`}
              </p>
              <ul aria-label={t.listLabel} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {result.items.map((subscriber) => (
                  <li key={subscriber.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
                    <div className="min-w-0">
                      <p className="font-medium wrap-anywhere text-slate-900">{subscriber.email}</p>
                      <p className="text-sm text-slate-600">
                        {labels.language[subscriber.language]}
                        <span aria-hidden="true"> · </span>
                        <span className="sr-only">, </span>
                        <time dateTime={subscriber.createdAt}>{format(t.signedUp, { date: formatDateTime(subscriber.createdAt, lang) })}</time>
                      </p>
                    </div>
                    <button
                      type="button"
                      className="btn btn-outline min-h-11"
                      aria-label={format(t.removeFor, { email: subscriber.email })}
                      onClick={() => setRemoving(subscriber)}
                    >
                      {t.remove}
                    </button>
                  </li>
                ))}
              </ul>
              <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={onPage} label={t.pagerLabel} />
            </>
          )}
        </QueryState>
      </div>
      {removing && (
        <ConfirmDialog
          title={t.confirmTitle}
          text={format(t.confirmText, { email: removing.email })}
          action={t.confirmAction}
          pendingLabel={t.removing}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
