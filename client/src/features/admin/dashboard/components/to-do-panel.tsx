import { Link } from "wouter";
import type { ToDoResponse } from "@shared/admin";
import type { Language } from "@shared/domain";
import { formatNumber } from "@shared/format";
import { paths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { QueryState } from "../../components/query-state";
import { formatDate } from "../../lib/format";
import { useToDo } from "../api/get-to-do";
import { texts } from "../texts";
import { plural, type PluralForms } from "@shared/plural";

type Item = { key: string; count: number; label: PluralForms; href: string; detail?: string | null; inPage?: boolean };

const tabHref = (query: string) => `${paths.admin}?${query}`;

/**
 * The top of the admin's home: what needs doing, each count a link to the list it counts, filtered
 * as it was counted (`?tab=members&status=pending`, …); a line with something waiting stands out,
 * one with nothing stays quiet. The last backup (in the answer as `backup.at`) is said right under
 * it by the warnings' line, with its size and place: not twice.
 */
export function ToDoPanel() {
  const t = useTexts(texts).toDo;
  const toDo = useToDo();
  return (
    <section aria-labelledby="dashboard-to-do-title" className="min-w-0">
      <h3 id="dashboard-to-do-title" className="text-lg font-bold text-brand">
        {t.heading}
      </h3>
      <p className="mt-1 mb-3 text-sm text-slate-700">{t.intro}</p>
      <QueryState query={toDo}>{(data) => <ToDoList toDo={data} />}</QueryState>
    </section>
  );
}

function ToDoList({ toDo }: { toDo: ToDoResponse }) {
  const t = useTexts(texts).toDo;
  const { lang } = useI18n();
  const { privacy } = toDo;
  const privacyDetail = [
    privacy.overdue > 0 ? format(t.privacyOverdue, { count: formatNumber(privacy.overdue, lang) }) : null,
    privacy.nextDueAt ? format(t.privacyDue, { date: formatDate(privacy.nextDueAt, lang) }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const items: Item[] = [
    { key: "applications", count: toDo.applications, label: t.applications, href: tabHref("tab=members&status=pending") },
    { key: "messages", count: toDo.messages, label: t.messages, href: tabHref("tab=contacts&status=new") },
    { key: "paid-twice", count: toDo.payments["paid-twice"], label: t.paidTwice, href: tabHref("tab=payments&look=paid-twice") },
    { key: "failed", count: toDo.payments.failed, label: t.failed, href: tabHref("tab=payments&look=failed") },
    { key: "stuck", count: toDo.payments.stuck, label: t.stuck, href: tabHref("tab=payments&look=stuck") },
    { key: "privacy", count: privacy.open, label: t.privacy, href: tabHref("tab=privacy"), detail: privacyDetail || null },
    // The failed mails are listed on this very page, under the warnings.
    { key: "mail", count: toDo.mail.failed, label: t.mail, href: "#failed-mail-title", inPage: true },
  ];
  const waiting = items.some((item) => item.count > 0);
  return (
    <>
      {!waiting && <p className="mb-3 font-semibold text-slate-800">{t.allDone}</p>}
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="to-do">
        {items.map((item) => (
          <li key={item.key} className="min-w-0">
            <ToDoLine item={item} lang={lang} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ToDoLine({ item, lang }: { item: Item; lang: Language }) {
  const busy = item.count > 0;
  const className = `flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-slate-900 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
    busy ? "border-amber-400 bg-amber-50" : "border-slate-200 bg-white text-slate-700"
  }`;
  const content = (
    <>
      <span className={`min-w-8 text-right text-2xl font-bold tabular-nums ${busy ? "text-amber-950" : "text-slate-600"}`} data-testid={`to-do-${item.key}`}>
        {formatNumber(item.count, lang)}
      </span>
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className={busy ? "font-semibold" : undefined}>{plural(item.count, item.label, lang)}</span>
        {item.detail && <span className="block text-sm text-slate-700">{item.detail}</span>}
      </span>
    </>
  );
  // An in-page list is reached by its anchor (and only when it shows: with something in it).
  if (item.inPage)
    return busy ? (
      <a href={item.href} className={className}>
        {content}
      </a>
    ) : (
      <div className={className}>{content}</div>
    );
  return (
    <Link href={item.href} className={className}>
      {content}
    </Link>
  );
}
