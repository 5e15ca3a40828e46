import { useSyncExternalStore } from "react";
import type { DonationItem } from "@shared/admin";
import type { Language } from "@shared/domain";
import { formatMoney } from "@shared/money";
import { useTexts } from "@/i18n/texts";
import { StatusBadge } from "../../components/status-badge";
import { formatDateTime } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";

/** A table from a laptop's width; a card per donation below it (a phone, a narrow window). */
const WIDE = "(min-width: 1024px)";

function useWide(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(WIDE);
      media.addEventListener("change", listener);
      return () => media.removeEventListener("change", listener);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

export function DonationList({ items, lang }: { items: DonationItem[]; lang: Language }) {
  const wide = useWide();
  return wide ? <DonationTable items={items} lang={lang} /> : <DonationCards items={items} lang={lang} />;
}

function useLabels() {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  return {
    t,
    field: labels.field,
    tier: (donation: DonationItem) => (donation.impactTier ? labels.impactTier[donation.impactTier] : t.noTier),
    language: (donation: DonationItem) => labels.language[donation.language],
  };
}

function DonationTable({ items, lang }: { items: DonationItem[]; lang: Language }) {
  const { t, field, tier, language } = useLabels();
  const th = "px-3 py-2 text-left text-sm font-semibold text-slate-800";
  // The amount is aligned on the right, like its figures.
  const columns = [
    { name: t.columns.date, className: th },
    { name: field.email, className: th },
    { name: t.columns.amount, className: `${th} text-right` },
    { name: t.columns.tier, className: th },
    { name: field.status, className: th },
    { name: field.language, className: th },
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map(({ name, className }) => (
              <th key={name} scope="col" className={className}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((donation) => (
            <tr key={donation.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                <time dateTime={donation.createdAt}>{formatDateTime(donation.createdAt, lang)}</time>
              </td>
              <td className="px-3 py-2 wrap-anywhere text-slate-900">{donation.email}</td>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatMoney(donation.amount, donation.currency, lang)}
              </td>
              <td className="px-3 py-2 text-slate-700">{tier(donation)}</td>
              <td className="px-3 py-2">
                <StatusBadge kind="donation" value={donation.status} />
              </td>
              <td className="px-3 py-2 text-slate-700">{language(donation)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DonationCards({ items, lang }: { items: DonationItem[]; lang: Language }) {
  const { t, field, tier, language } = useLabels();
  return (
    <ul aria-label={t.listLabel} className="grid gap-3">
      {items.map((donation) => (
        <li key={donation.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="text-lg font-bold text-slate-900 tabular-nums">
              <span className="sr-only">{t.columns.amount} </span>
              {formatMoney(donation.amount, donation.currency, lang)}
            </p>
            <StatusBadge kind="donation" value={donation.status} />
          </div>
          <p className="mt-1 wrap-anywhere text-slate-900">{donation.email}</p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">{t.columns.date}</dt>
            <dd className="text-slate-800">
              <time dateTime={donation.createdAt}>{formatDateTime(donation.createdAt, lang)}</time>
            </dd>
            <dt className="text-slate-600">{t.columns.tier}</dt>
            <dd className="text-slate-800">{tier(donation)}</dd>
            <dt className="text-slate-600">{field.language}</dt>
            <dd className="text-slate-800">{language(donation)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
