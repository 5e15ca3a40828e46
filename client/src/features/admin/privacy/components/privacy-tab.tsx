/**
 * The Privacy requests tab (docs/rules.md R53): the open requests first, the earliest due on top
 * (an overdue one says so), each with its address, kind, what the site holds for the address, the
 * file of that data, and Complete (after a confirmation that says what will happen); then the
 * completed ones with who completed them and when. An erased address is never shown again.
 */
import { useRef, useState } from "react";
import type { PersonalDataCounts, PrivacyRequestItem } from "@shared/privacy";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { formatDate, formatDateTime } from "../../lib/format";
import { privacyCopyUrl, privacyReadableCopyUrl, useCompletePrivacyRequest, usePrivacyRequests } from "../api/privacy-requests";
import { texts } from "../texts";
import { formatNumber } from "@shared/format";
import type { Language } from "@shared/domain";
import { plural } from "@shared/plural";

type Texts = (typeof texts)["en"];

/** "1 member record, 2 payments, 3 mails": the kinds held, in a fixed order; null when nothing is. */
export function holdsList(holds: PersonalDataCounts, t: Texts, lang: Language): string | null {
  const parts = (Object.keys(t.counts) as (keyof PersonalDataCounts)[])
    .filter((key) => holds[key] > 0)
    .map((key) => format(plural(holds[key], t.counts[key], lang), { count: formatNumber(holds[key], lang) }));
  return parts.length > 0 ? parts.join(", ") : null;
}

/** Whether a request is past the day it was due, at `now`. */
export const isOverdue = (request: Pick<PrivacyRequestItem, "dueAt" | "completedAt">, now: number) =>
  request.completedAt === null && new Date(request.dueAt).getTime() < now;

export function PrivacyTab() {
  const t = useTexts(texts);
  const { lang } = useAdminApi();
  const query = usePrivacyRequests();
  const [completing, setCompleting] = useState<PrivacyRequestItem | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const complete = useCompletePrivacyRequest(() => {
    setCompleting(null);
    listTop.current?.focus();
  });
  const now = Date.now();

  return (
    <div className="mt-4 grid gap-6">
      <p className="max-w-prose text-slate-700">{t.intro}</p>
      <div ref={listTop} tabIndex={-1} className="scroll-mt-4 focus:outline-none" aria-busy={query.isFetching}>
        <QueryState query={query}>
          {(result) => (
            <div className="grid gap-8">
              <section aria-labelledby="privacy-open">
                <h3 id="privacy-open" className="mb-3 text-lg font-bold text-brand">
                  {t.openTitle}
                </h3>
                {result.open.length === 0 ? (
                  <p className="text-slate-700">{t.noOpen}</p>
                ) : (
                  <ul aria-label={t.openTitle} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                    {result.open.map((request) => {
                      const late = isOverdue(request, now);
                      const held = holdsList(request.holds, t, lang);
                      const email = request.email ?? t.erasedAddress;
                      return (
                        <li key={request.id} className="grid gap-3 px-4 py-4 lg:grid-cols-[1fr_auto] lg:items-start">
                          <div className="min-w-0">
                            <p className="font-medium wrap-anywhere text-slate-900">{email}</p>
                            <p className="font-semibold text-brand">{t.kinds[request.kind]}</p>
                            <p className="text-sm text-slate-700">
                              {format(t.requested, { date: formatDate(request.requestedAt, lang) })}
                              <span aria-hidden="true"> · </span>
                              <span className="sr-only">, </span>
                              <span className={late ? "font-bold text-red-800" : undefined}>{format(late ? t.overdue : t.due, { date: formatDate(request.dueAt, lang) })}</span>
                            </p>
                            <p className="mt-1 text-sm text-slate-700">{held ? format(t.holds, { list: held }) : t.holdsNothing}</p>
                          </div>
                          <div className="flex flex-wrap gap-2">
                            <a className="btn btn-outline min-h-11" href={privacyCopyUrl(request.id, lang)} download aria-label={format(t.downloadFor, { email })}>
                              {t.download}
                            </a>
                            <a className="btn btn-outline min-h-11" href={privacyReadableCopyUrl(request.id)} download aria-label={format(t.readableFor, { email })}>
                              {t.readable}
                            </a>
                            <button type="button" className="btn btn-primary min-h-11" aria-label={format(t.completeFor, { email })} onClick={() => setCompleting(request)}>
                              {t.complete}
                            </button>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
              <section aria-labelledby="privacy-completed">
                <h3 id="privacy-completed" className="mb-3 text-lg font-bold text-brand">
                  {t.completedTitle}
                </h3>
                {result.completed.length === 0 ? (
                  <p className="text-slate-700">{t.noCompleted}</p>
                ) : (
                  <ul aria-label={t.completedTitle} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                    {result.completed.map((request) => (
                      <li key={request.id} className="px-4 py-3">
                        <p className="font-medium wrap-anywhere text-slate-900">
                          {request.email ?? t.erasedAddress}
                          <span aria-hidden="true"> · </span>
                          <span className="sr-only">, </span>
                          {t.kinds[request.kind]}
                        </p>
                        <p className="text-sm text-slate-700">
                          {format(t.completedBy, { date: formatDateTime(request.completedAt, lang), name: request.completedByName ?? "—" })}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          )}
        </QueryState>
      </div>
      {completing && (
        <ConfirmDialog
          title={completing.kind === "copy" ? t.confirmCopyTitle : t.confirmErasureTitle}
          text={format(completing.kind === "copy" ? t.confirmCopy : t.confirmErasure, { email: completing.email ?? t.erasedAddress })}
          action={completing.kind === "copy" ? t.confirmCopyAction : t.confirmErasureAction}
          pendingLabel={t.completing}
          pending={complete.isPending}
          onConfirm={() => complete.mutate(completing)}
          onCancel={() => setCompleting(null)}
        />
      )}
    </div>
  );
}
