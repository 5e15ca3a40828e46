import type { AuditItem } from "@shared/admin";
import { currencies, type Currency, type Language } from "@shared/domain";
import { formatMonthOrDay } from "@shared/format";
import { formatMoney, toMinor } from "@shared/money";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { statusLabel, type StatusKind, type StatusOf } from "../../components/status-badge";
import { formatDateTime } from "../../lib/format";
import { texts as adminTexts, type AdminTexts } from "../../texts";
import { texts, type DashboardTexts } from "../texts";

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

/** An action the server writes (`membership.approve`) in words; an unknown one as it is. */
export const actionLabel = (action: string, t: DashboardTexts) => (has(t.actions, action) ? t.actions[action] : action);

type Labels = AdminTexts["labels"];

const fieldLabel = (field: string, t: DashboardTexts, labels: Labels) =>
  has(t.fields, field) ? t.fields[field] : has(labels.field, field) ? labels.field[field] : field;

/** The records whose status the log shows (a member's, a message's). */
const isStatusKind = (entity: string): entity is StatusKind => entity === "membership" || entity === "contact" || entity === "donation";

/** The currency a change names (a recorded payment's), for its amount. */
const currencyOf = (changes: AuditItem["changes"]): Currency | null => {
  const to = changes?.currency?.to;
  return currencies.includes(to as Currency) ? (to as Currency) : null;
};

/** A value before or after a change of a record (`entity`), as the board reads it; `currency`, the one its amount is in. */
function valueText(entity: string, field: string, value: unknown, t: DashboardTexts, labels: Labels, lang: Language, currency: Currency | null): string {
  if (value === null || value === undefined || value === "") return t.audit.emptyValue;
  if (field.startsWith("dues.") && typeof value === "number") return formatMoney(toMinor(value, "XOF"), "XOF", lang);
  // A recorded payment's amount is in minor units of its currency (shared/money.ts).
  if (field === "amount" && typeof value === "number" && currency) return formatMoney(value, currency, lang);
  if ((field === "nextAgm" || field === "paidOn") && typeof value === "string") return formatMonthOrDay(value, lang) ?? value;
  if (typeof value === "string") {
    if (field === "status" && isStatusKind(entity)) return statusLabel(labels, entity, value as StatusOf<StatusKind>);
    if (field === "paymentStatus") return statusLabel(labels, "donation", value as StatusOf<"donation">);
    if (field === "method" && has(labels.paymentMethod, value)) return labels.paymentMethod[value];
    if (field === "impactTier" && has(labels.impactTier, value)) return labels.impactTier[value];
    if (field === "currency" && has(labels.currency, value)) return labels.currency[value];
    if (field === "category" && has(labels.category, value)) return labels.category[value];
    if (field === "language" && has(labels.language, value)) return labels.language[value];
    return value;
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Who did what to which record, which fields went from what to what, and when. */
export function AuditLog({ items }: { items: AuditItem[] }) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  const { lang } = useI18n();
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((entry) => {
        const changes = Object.entries(entry.changes ?? {});
        const currency = currencyOf(entry.changes);
        const record = entry.entity === "settings" ? null : entry.label;
        return (
          <li key={entry.id} className="p-3 sm:px-4">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <p className="min-w-0 text-slate-900">
                <span className="font-semibold">{actionLabel(entry.action, t)}</span>
                {record && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">: </span>
                    <span className="[overflow-wrap:anywhere]">{record}</span>
                  </>
                )}
                <span className="block text-sm text-slate-700">{format(t.audit.by, { username: entry.username })}</span>
              </p>
              <time dateTime={entry.createdAt} className="shrink-0 text-sm text-slate-700">
                {formatDateTime(entry.createdAt, lang)}
              </time>
            </div>
            {changes.length > 0 && (
              <ul aria-label={t.audit.changes} className="mt-2 grid gap-1 text-sm">
                {changes.map(([field, change]) => (
                  <li key={field} className="min-w-0 [overflow-wrap:anywhere] text-slate-800">
                    <span className="font-semibold">{fieldLabel(field, t, labels)}</span>
                    <span aria-hidden="true">{t.audit.colon}</span>
                    <span className="sr-only"> {t.audit.from} </span>
                    <span className="rounded bg-red-50 px-1 text-red-900">{valueText(entry.entity, field, change.from, t, labels, lang, currency)}</span>
                    <span aria-hidden="true"> → </span>
                    <span className="sr-only"> {t.audit.to} </span>
                    <span className="rounded bg-emerald-50 px-1 text-emerald-900">{valueText(entry.entity, field, change.to, t, labels, lang, currency)}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
