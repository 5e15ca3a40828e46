/**
 * The Payments tab (docs/decisions/021-one-list-of-payments.md): every payment received, dues and
 * gifts together, newest first, paged on the server — who paid, what, how (the operator, its own
 * transaction id, the paying number masked), the receipt and what became of it; filtered by
 * operator, dues or gifts and a range of days (applied as they change); the money that stands per
 * currency, then each day's, to match each operator's daily statement and the cash book; the list
 * on screen as a CSV file.
 */
import { useId } from "react";
import { paymentLooks, type CurrencyTotal, type PaymentLook } from "@shared/admin";
import type { Language } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { ExportableList, useLastPageWhenGone } from "../../components/exportable-list";
import { CurrencyTotals, notCountedText } from "../../components/payments/currency-totals";
import { DayTotals } from "../../components/payments/day-totals";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { usePagedFilter } from "../../lib/use-paged-filter";
import { paramOf, useAddressFilters } from "../../lib/use-address-filters";
import { receivedPaymentsCsvUrl, useReceivedPayments, type ReceivedPaymentsFilter } from "../api/received-payments";
import { texts } from "../texts";
import { PaymentFilters } from "./payment-filters";
import { PaymentsToLookAt } from "./payments-to-look-at";
import { ReceivedPaymentList } from "./received-payment-list";

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
  const { lang } = useAdminApi();
  const { filter, applyFilter, page, setPage } = usePagedFilter<ReceivedPaymentsFilter>({});
  const query = useReceivedPayments(filter, page);

  useLastPageWhenGone(query.data, page, setPage);

  return (
    <div className="mt-4 grid min-w-0 gap-6">
      <p className="max-w-prose text-slate-700">{t.intro}</p>
      <PaymentFilters applied={filter} onApply={applyFilter} />
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
                  words={t.days}
                  operator={operator}
                  lang={lang}
                  testId="payment-days"
                />
              )}
              <ExportableList
                result={result}
                csvUrl={receivedPaymentsCsvUrl(result.filter, lang)}
                exportHint={t.exportHint}
                empty={filtered ? t.emptyFiltered : t.empty}
                pagerLabel={t.pagerLabel}
                onPage={setPage}
              >
                {(items) => <ReceivedPaymentList items={items} lang={lang} />}
              </ExportableList>
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
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-lg font-bold text-brand">
        {t.totals}
      </h3>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        {t.totalsHint}
        {notCountedText(notCounted, { one: t.notCountedOne, other: t.notCountedMany }, lang)}
      </p>
      <CurrencyTotals totals={totals} counted={{ one: t.paymentsOne, other: t.paymentsMany }} empty={t.noTotals} lang={lang} />
    </section>
  );
}
