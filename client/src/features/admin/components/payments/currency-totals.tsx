import type { CurrencyTotal } from "@shared/admin";
import type { Language } from "@shared/domain";
import { formatNumber } from "@shared/format";
import { formatMoney } from "@shared/money";
import { plural } from "@shared/plural";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../../texts";

type Counted = { one: string; other: string };

/**
 * A list's sums, one per currency (never added across currencies), each with how many it adds up
 * (`counted`, '{count} donations'); `empty` when there is none.
 */
export function CurrencyTotals({ totals, counted, empty, lang }: { totals: CurrencyTotal[]; counted: Counted; empty: string; lang: Language }) {
  const labels = useTexts(texts).labels;
  if (totals.length === 0) return <p className="mt-2 text-slate-700">{empty}</p>;
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
      {totals.map((total) => (
        <li key={total.currency} className="flex min-w-0 items-baseline justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:block sm:p-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-700">{labels.currency[total.currency]}</p>
            <p className="text-sm text-slate-600">{format(plural(total.count, counted, lang), { count: formatNumber(total.count, lang) })}</p>
          </div>
          <p className="text-right text-lg font-bold wrap-anywhere text-slate-900 tabular-nums sm:mt-1 sm:text-left sm:text-xl">
            {formatMoney(total.amount, total.currency, lang)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** How many listed the sums leave out, after the hint ('' when none is). */
export function notCountedText(notCounted: number, words: Counted, lang: Language): string {
  return notCounted > 0 ? ` ${format(plural(notCounted, words, lang), { count: formatNumber(notCounted, lang) })}` : "";
}
