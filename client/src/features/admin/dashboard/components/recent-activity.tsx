import type { ActivityItem } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { StatusBadge } from "../../components/status-badge";
import { formatDateTime } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";

/** The latest applications, donations and messages, mixed by date (newest first). */
export function RecentActivity({ items }: { items: ActivityItem[] }) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  const { lang } = useI18n();
  if (items.length === 0) return <p className="py-4 text-slate-700">{t.activity.empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((item) => {
        const who = item.kind === "donation" ? item.email : item.name;
        const detail =
          item.kind === "membership"
            ? labels.category[item.category]
            : item.kind === "donation"
              ? formatMoney(item.amount, item.currency, lang)
              : item.subject;
        return (
          <li key={`${item.kind}-${item.id}`} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-4 sm:px-4">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{t.activity.kinds[item.kind]}</p>
              <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{who}</p>
              <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{detail}</p>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end">
              <time dateTime={item.at} className="text-sm text-slate-700">
                {formatDateTime(item.at, lang)}
              </time>
              <StatusBadge kind={item.kind} value={item.status} prefix={t.activity.status} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
