/**
 * The Donations tab: every donation, newest first, paged on the server, each with how it was paid;
 * filtered by status, currency, payment method, operator and a range of days (applied as they change); the
 * totals of the filter per currency above the list, then each day's money received (to match the
 * operators' daily statements), counting the money received unless staff
 * choose to count the pending, the failed or every gift; the list on screen as a CSV file; a
 * payment made elsewhere recorded for a pledged donation, and a donation received offline added.
 */
import { useEffect, useRef, useState } from "react";
import type { DonationCount, DonationItem } from "@shared/admin";
import { useTexts } from "@/i18n/texts";
import { ExportableList, useLastPageWhenGone } from "../../components/exportable-list";
import { DayTotals } from "../../components/payments/day-totals";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { usePagedFilter } from "../../lib/use-paged-filter";
import { donationsCsvUrl, useDonations, type DonationFilter } from "../api/donations";
import { texts } from "../texts";
import { DonationFilters } from "./donation-filters";
import { DonationList } from "./donation-list";
import { DonationTotals } from "./donation-totals";
import { DonorsView } from "./donors-view";
import { OfflineDonationDialog } from "./offline-donation-dialog";
import { DonationPaymentsDialog } from "./donation-payments-dialog";
import { RecordDonationPaymentDialog } from "./record-donation-payment-dialog";

/** The dialog open over the list, if any. */
type Open = { dialog: "record" | "payments"; donation: DonationItem } | { dialog: "offline" } | null;

/** The tab: every donation, or the donors (one per address) with their totals. */
export function DonationsTab() {
  const t = useTexts(texts).views;
  const [view, setView] = useState<"list" | "donors">("list");
  return (
    <div className="mt-4 grid min-w-0 gap-4">
      <div role="group" aria-label={t.label} className="flex flex-wrap gap-2">
        {(["list", "donors"] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            className={`btn min-h-11 ${view === name ? "btn-primary" : "btn-outline"}`}
            onClick={() => setView(name)}
          >
            {t[name]}
          </button>
        ))}
      </div>
      {view === "list" ? <DonationsList /> : <DonorsView />}
    </div>
  );
}

function DonationsList() {
  const t = useTexts(texts);
  const { lang } = useAdminApi();
  const { filter, applyFilter, page, setPage } = usePagedFilter<DonationFilter>({});
  const [count, setCount] = useState<DonationCount>("received");
  const [open, setOpen] = useState<Open>(null);
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const query = useDonations(filter, count, page);

  useLastPageWhenGone(query.data, page, setPage);

  // A dialog gives the focus back to the button that opened it (Radix only does that for its own
  // trigger); a recorded donation's button is gone, so the focus goes to the tab's first button.
  useEffect(() => {
    if (open || !opener.current) return;
    const element = opener.current;
    opener.current = null;
    if (element.isConnected) element.focus();
    else addButton.current?.focus();
  }, [open]);
  const openDialog = (next: NonNullable<Open>) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(next);
  };

  return (
    <div className="grid min-w-0 gap-6">
      <div>
        <button ref={addButton} type="button" className="btn btn-primary w-full sm:w-auto" onClick={() => openDialog({ dialog: "offline" })}>
          {t.offline.button}
        </button>
      </div>
      <DonationFilters applied={filter} onApply={applyFilter} />
      <QueryState query={query}>
        {(result) => (
          <div className="grid min-w-0 gap-6" aria-busy={query.isFetching && query.isPlaceholderData}>
            {/* No donation for the filter: the list says so, once. */}
            {result.total > 0 && (
              <DonationTotals totals={result.totals} count={result.count} chosen={count} notCounted={result.notCounted} lang={lang} onCount={setCount} />
            )}
            {result.total > 0 && (
              <DayTotals
                days={result.days}
                words={t.days}
                operator={result.filter.operator}
                lang={lang}
                testId="donation-days"
              />
            )}
            <ExportableList
              result={result}
              csvUrl={donationsCsvUrl(result.filter, lang)}
              exportHint={t.exportHint}
              empty={Object.values(result.filter).some(Boolean) ? t.emptyFiltered : t.empty}
              pagerLabel={t.pagerLabel}
              onPage={setPage}
            >
              {(items) => (
                <DonationList
                  items={items}
                  lang={lang}
                  onRecord={(donation) => openDialog({ dialog: "record", donation })}
                  onPayments={(donation) => openDialog({ dialog: "payments", donation })}
                />
              )}
            </ExportableList>
          </div>
        )}
      </QueryState>
      {open?.dialog === "record" && <RecordDonationPaymentDialog key={open.donation.id} donation={open.donation} onClose={() => setOpen(null)} />}
      {open?.dialog === "payments" && <DonationPaymentsDialog key={open.donation.id} donation={open.donation} onClose={() => setOpen(null)} />}
      {open?.dialog === "offline" && <OfflineDonationDialog onClose={() => setOpen(null)} />}
    </div>
  );
}
