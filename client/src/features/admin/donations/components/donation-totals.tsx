import { useId } from "react";
import type { CurrencyTotal } from "@shared/admin";
import type { Language } from "@shared/domain";
import { formatMoney } from "@shared/money";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";

/** The sums of the filtered donations, one per currency (never added across currencies). */
export function DonationTotals({ totals, lang }: { totals: CurrencyTotal[]; lang: Language }) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-lg font-bold text-brand">
        {t.totals}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t.totalsHint}</p>
      {totals.length === 0 ? (
        <p className="mt-2 text-slate-700">{t.noTotals}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {totals.map((total) => (
            <li
              key={total.currency}
              className="flex min-w-0 items-baseline justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:block sm:p-4"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-700">{labels.currency[total.currency]}</p>
                <p className="text-sm text-slate-600">{format(total.count === 1 ? t.donationsOne : t.donationsMany, { count: total.count })}</p>
              </div>
              <p className="text-right text-lg font-bold wrap-anywhere text-slate-900 tabular-nums sm:mt-1 sm:text-left sm:text-xl">
                {formatMoney(total.amount, total.currency, lang)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
