/**
 * The Renewals tab: one membership year's renewal season — how many members are due, were sent
 * the mail, opened their link and paid — the members one per row with those dates and a Send
 * button, and "Send to all who are due" (after a confirmation). The year shown first is the one
 * renewals are asked for now: the next one from December.
 */
import { useId, useRef, useState } from "react";
import { renewalSeasonYear } from "@shared/membership";
import { formatNumber } from "@shared/format";
import { formatMoney } from "@shared/money";
import { plural } from "@shared/plural";
import type { RenewalItem } from "@shared/renewals";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Pager } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { formatDate } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { useRenewals, useSendAllRenewals, useSendRenewal } from "../api/renewals";
import { texts } from "../texts";

const seasonYear = () => renewalSeasonYear(new Date());

export function RenewalsTab() {
  const t = useTexts(texts);
  const { lang } = useAdminApi();
  const [year, setYear] = useState(seasonYear);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const listTop = useRef<HTMLDivElement>(null);
  const yearId = useId();
  const query = useRenewals(year, page);
  const send = useSendRenewal();
  const sendAll = useSendAllRenewals(() => setConfirming(false));
  const current = seasonYear();
  const years = [current + 1, current, current - 1, current - 2];
  const due = query.data?.counts.due ?? 0;

  return (
    <div className="mt-4 grid gap-4">
      <p className="max-w-prose text-slate-700">{t.intro}</p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <label htmlFor={yearId} className="text-sm font-semibold text-slate-800">
            {t.year}
          </label>
          <select
            id={yearId}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
            value={year}
            onChange={(event) => {
              setYear(Number(event.target.value));
              setPage(1);
            }}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <button type="button" className="btn btn-primary min-h-11" disabled={due === 0} onClick={() => setConfirming(true)}>
            {t.sendAll}
          </button>
          <p className="text-sm text-slate-600">{format(t.sendAllHint, { year })}</p>
        </div>
      </div>
      <div ref={listTop} tabIndex={-1} className="scroll-mt-4 focus:outline-none" aria-busy={query.isFetching}>
        <QueryState query={query} isEmpty={(result) => result.total === 0 && result.counts.due === 0} empty={t.empty}>
          {(result) => (
            <>
              <h3 className="text-lg font-semibold text-brand">{format(t.counts, { year: result.year })}</h3>
              <dl className="mt-2 mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {(
                  [
                    [t.due, result.counts.due],
                    [t.sent, result.counts.sent],
                    [t.opened, result.counts.opened],
                    [t.paid, result.counts.paid],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
                    <dt className="text-sm text-slate-600">{label}</dt>
                    <dd className="text-2xl font-bold text-brand">{value}</dd>
                  </div>
                ))}
              </dl>
              <ul aria-label={format(t.listLabel, { year: result.year })} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {result.items.map((item) => (
                  <RenewalRow key={item.memberId} item={item} pending={send.isPending && send.variables === item.memberId} onSend={() => send.mutate(item.memberId)} />
                ))}
              </ul>
              <Pager
                page={result.page}
                pageSize={result.pageSize}
                total={result.total}
                label={t.pagerLabel}
                onPage={(next) => {
                  setPage(next);
                  listTop.current?.scrollIntoView({ block: "start" });
                }}
              />
            </>
          )}
        </QueryState>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t.confirmTitle}
          text={format(plural(due, { one: t.confirmTextOne, other: t.confirmText }, lang), { count: formatNumber(due, lang), year })}
          action={t.confirmAction}
          pendingLabel={t.sending}
          pending={sendAll.isPending}
          onConfirm={() => sendAll.mutate(year)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

function RenewalRow({ item, pending, onSend }: { item: RenewalItem; pending: boolean; onSend: () => void }) {
  const t = useTexts(texts);
  const { labels } = useTexts(adminTexts);
  const { lang } = useAdminApi();
  const name = item.name || t.erased;
  const date = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDate(iso, lang)}</time> : <span className="text-slate-500">{t.notYet}</span>);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere text-slate-900">{name}</p>
        <p className="text-sm wrap-anywhere text-slate-600">
          {item.email} · {labels.category[item.category]} · {item.amount !== null && item.currency ? formatMoney(item.amount, item.currency, lang) : t.noAmount}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt>{t.sent}{t.colon}</dt>
            <dd>{date(item.sentAt)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t.opened}{t.colon}</dt>
            <dd>{date(item.openedAt)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t.paid}{t.colon}</dt>
            <dd>{date(item.paidAt)}</dd>
          </div>
        </dl>
        {item.lapseNoticedAt && <p className="text-sm text-amber-800">{format(t.lapsed, { date: formatDate(item.lapseNoticedAt, lang) })}</p>}
      </div>
      {!item.paidAt && item.name && (
        <button type="button" className="btn btn-outline min-h-11" aria-label={format(t.sendTo, { name })} disabled={pending} onClick={onSend}>
          {t.send}
        </button>
      )}
    </li>
  );
}
