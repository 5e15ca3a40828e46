/**
 * The General assembly tab: the year's voters (the members paid for it, by name, 20 a page on
 * the server), their CSV, the attendance sheet to print (every name, read when staff press
 * Print), "Send the convocation", and the convocations sent with what became of each mail.
 */
import "../voters.css";
import { useId, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { formatNumber } from "@shared/format";
import { PAGE_SIZES } from "@shared/admin";
import type { VotersSheetResponse } from "@shared/voters";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/hooks/use-toast";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Pager } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { ApiError, serverMessage } from "../../lib/admin-api";
import { formatDate, todayIso } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { useConvocations } from "../api/convocations";
import { useVoters, useVotersSheet, votersCsvUrl } from "../api/voters";
import { texts } from "../texts";
import { AttendanceSheet } from "./attendance-sheet";
import { ConvocationsList } from "./convocations-list";
import { SendConvocationDialog } from "./send-convocation-dialog";
import { plural } from "@shared/plural";

export function VotersTab() {
  const t = useTexts(texts);
  const { labels, loading, common } = useTexts(adminTexts);
  const { lang } = useI18n();
  const [thisYear] = useState(() => Number(todayIso().slice(0, 4)));
  const [year, setYear] = useState(thisYear);
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const query = useVoters(year, page);
  const convocations = useConvocations();
  const sheetQuery = useVotersSheet();
  const [sheet, setSheet] = useState<VotersSheetResponse | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const pastTitle = useId();
  // Next year's first (an assembly in January is often convened in December), then the years before.
  const years = Array.from({ length: 7 }, (_, i) => thisYear + 1 - i);
  const voters = query.data?.year === year ? query.data : null;
  const latest = convocations.data?.items.find((item) => item.year === year) ?? null;
  const nobody = voters !== null && voters.total === 0;
  // Every name is read only now (a year has thousands), put on the sheet, then printed.
  const print = () =>
    sheetQuery.mutate(year, {
      onSuccess: (names) => {
        flushSync(() => setSheet(names));
        window.print();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return; // the sign-in form comes back
        toast({ variant: "destructive", title: common.error, description: serverMessage(error) || t.printFailed });
      },
    });
  const onPage = (next: number) => {
    setPage(next);
    listTop.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="mt-4 grid gap-6">
      <p className="max-w-prose text-slate-700">{t.intro}</p>
      <div className="grid gap-4">
        <FormField label={t.year} className="sm:w-64">
          <select
            value={year}
            onChange={(event) => {
              setYear(Number(event.target.value));
              setPage(1);
            }}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <Action hint={nobody ? t.sendNobody : t.sendHint}>
            {(hint) => (
              <button type="button" className="btn btn-primary w-full" aria-describedby={hint} disabled={nobody} onClick={() => setSending(true)}>
                {t.send}
              </button>
            )}
          </Action>
          <Action hint={t.printHint}>
            {(hint) => (
              <button type="button" className="btn btn-outline w-full" aria-describedby={hint} disabled={!voters || nobody || sheetQuery.isPending} onClick={print}>
                {sheetQuery.isPending ? t.printPreparing : t.print}
              </button>
            )}
          </Action>
          <Action hint={t.exportCsvHint}>
            {(hint) => (
              <a href={votersCsvUrl(lang, year)} download className="btn btn-outline w-full" aria-describedby={hint}>
                {common.exportCsv}
              </a>
            )}
          </Action>
        </div>
      </div>

      <div ref={listTop} tabIndex={-1} className="scroll-mt-4 focus:outline-none" aria-busy={query.isFetching}>
        <QueryState query={query}>
          {() => {
            const shown = voters?.items ?? [];
            const total = voters?.total ?? 0;
            return (
              <>
                <p className="mb-3 font-semibold text-slate-900" aria-live="polite">
                  {voters === null
                    ? loading
                    : total === 0
                      ? format(t.count.none, { year })
                      : format(plural(total, t.count, lang), { count: formatNumber(total, lang), year })}
                </p>
                {shown.length > 0 && (
                  <ul aria-label={format(t.listLabel, { year })} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                    {shown.map((voter) => (
                      <li key={voter.memberId} className="grid gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto]">
                        <div className="min-w-0">
                          <p className="font-medium wrap-anywhere text-slate-900">{voter.fullName}</p>
                          <p className="text-sm wrap-anywhere text-slate-700">{voter.email}</p>
                          <p className="text-sm text-slate-600">
                            {[voter.country, labels.category[voter.category], labels.language[voter.language]].join(" · ")}
                          </p>
                        </div>
                        <div className="text-sm text-slate-700 sm:text-right">
                          <p>{format(t.paid, { date: formatDate(voter.paidAt, lang) })}</p>
                          <p>
                            {[voter.method ? labels.paymentMethod[voter.method] : null, voter.provider ? labels.paymentProvider[voter.provider] : null]
                              .filter(Boolean)
                              .join(" · ")}
                          </p>
                          {voter.receipt && <p>{format(t.receipt, { number: voter.receipt })}</p>}
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
                {voters && <Pager page={voters.page} pageSize={voters.pageSize || PAGE_SIZES.members} total={total} onPage={onPage} label={t.pagerLabel} />}
              </>
            );
          }}
        </QueryState>
      </div>

      <section aria-labelledby={pastTitle} className="grid gap-3">
        <h3 id={pastTitle} className="text-lg font-bold text-brand">
          {t.past.title}
        </h3>
        <ConvocationsList />
      </section>

      {sheet?.year === year && <AttendanceSheet year={year} voters={sheet.items} convocation={latest} />}
      {sending && <SendConvocationDialog year={year} onClose={() => setSending(false)} />}
    </div>
  );
}

/** One of the tab's actions, and under it what it does (the hint the action is described by). */
function Action({ hint, children }: { hint: string; children: (hintId: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      {children(id)}
      <p id={id} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
