/**
 * The Payments tab (docs/decisions/021-one-list-of-payments.md): every payment received, dues and
 * gifts together, newest first, paged on the server — who paid, what, how (the operator, its own
 * transaction id, the paying number masked), the receipt and what became of it; filtered by
 * operator, dues or gifts and a range of days (applied as they change); the money that stands per
 * currency, then each day's, to match each operator's daily statement and the cash book; the list
 * on screen as a CSV file.
 */
import { useEffect, useId, useState } from "react";
import { paymentLooks, type CurrencyTotal, type PaymentLook } from "@shared/admin";
import type { Language } from "@shared/domain";
import { formatMoney } from "@shared/money";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Pager } from "../../components/pager";
import { DayTotals } from "../../components/payments/day-totals";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { paramOf, useAddressFilters } from "../../lib/use-address-filters";
import { texts as adminTexts } from "../../texts";
import { receivedPaymentsCsvUrl, useReceivedPayments, type ReceivedPaymentsFilter } from "../api/received-payments";
import { texts } from "../texts";
import { PaymentFilters } from "./payment-filters";
import { PaymentsToLookAt } from "./payments-to-look-at";
import { ReceivedPaymentList } from "./received-payment-list";
import { formatNumber } from "@shared/format";
import { plural } from "@shared/plural";

const isLook = (value: string): value is PaymentLook => paymentLooks.includes(value as PaymentLook);

/**
 * The tab: the payments to look at when the address names a look (the home's counts:
 * `?tab=payments&look=failed`), every payment received otherwise.
 */
export function PaymentsTab() {
  const [look] = useAddressFilters((params) => paramOf(params, "look", isLook), (value) => ({ look: value }));
  return look ? <PaymentsToLookAt key={look} look={look} /> : <ReceivedPayments />;
}

function ReceivedPayments() {
  const t = useTexts(texts);
  const { common, labels } = useTexts(adminTexts);
  const { lang } = useAdminApi();
  const exportHintId = useId();
  const [filter, setFilter] = useState<ReceivedPaymentsFilter>({});
  const [page, setPage] = useState(1);
  const query = useReceivedPayments(filter, page);

  // A page that no longer exists (payments of the filter went away): go to the last one.
  const data = query.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / data.pageSize)));
  }, [data, page]);

  return (
    <div className="mt-4 grid min-w-0 gap-6">
      <p className="max-w-prose text-slate-700">{t.intro}</p>
      <PaymentFilters
        applied={filter}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <QueryState query={query}>
        {(result) => {
          const operator = result.filter.operator;
          const filtered = result.filter.kind !== "all" || Boolean(operator || result.filter.from || result.filter.to);
          return (
            <div className="grid min-w-0 gap-6" aria-busy={query.isFetching && query.isPlaceholderData}>
              {result.total > 0 && <Totals totals={result.totals} notCounted={result.notCounted} lang={lang} />}
              {result.total > 0 && (
                <DayTotals
                  days={result.days}
                  hint={operator ? `${t.daysHint} ${format(t.daysHintOperator, { operator: labels.paymentChannel[operator] })}` : t.daysHint}
                  empty={t.daysEmpty}
                  lang={lang}
                  testId="payment-days"
                />
              )}
              <div className="min-w-0">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                  <p id={exportHintId} className="max-w-prose text-sm text-slate-600">
                    {t.exportHint}
                  </p>
                  {/* The filter of the list on screen (not of a change still loading): the file holds what is shown. */}
                  <a href={receivedPaymentsCsvUrl(result.filter, lang)} download className="btn btn-outline" aria-describedby={exportHintId}>
                    {common.exportCsv}
                  </a>
                </div>
                {result.items.length === 0 ? (
                  <p className="py-6 text-slate-700">{filtered ? t.emptyFiltered : t.empty}</p>
                ) : (
                  <ReceivedPaymentList items={result.items} lang={lang} />
                )}
                <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={setPage} label={t.pagerLabel} />
              </div>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}

/** The money that stands per currency (never added across currencies), and how many listed are left out. */
function Totals({ totals, notCounted, lang }: { totals: CurrencyTotal[]; notCounted: number; lang: Language }) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-lg font-bold text-brand">
        {t.totals}
      </h3>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        {t.totalsHint}
        {notCounted > 0 && ` ${format(plural(notCounted, { one: t.notCountedOne, other: t.notCountedMany }, lang), { count: formatNumber(notCounted, lang) })}`}
      </p>
      {totals.length === 0 ? (
        <p className="mt-2 text-slate-700">{t.noTotals}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {totals.map((total) => (
            <li key={total.currency} className="flex min-w-0 items-baseline justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:block sm:p-4">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-700">{labels.currency[total.currency]}</p>
                <p className="text-sm text-slate-600">{format(plural(total.count, { one: t.paymentsOne, other: t.paymentsMany }, lang), { count: formatNumber(total.count, lang) })}</p>
              </div>
              <p className="text-right text-lg font-bold wrap-anywhere text-slate-900 tabular-nums sm:mt-1 sm:text-left sm:text-xl">{formatMoney(total.amount, total.currency, lang)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
