import { useId } from "react";
import { donationCounts, type CurrencyTotal, type DonationCount } from "@shared/admin";
import type { Language } from "@shared/domain";
import { formatMoney } from "@shared/money";
import { FormField } from "@/components/ui/form-field";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Options } from "../../components/options";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";
import { formatNumber } from "@shared/format";
import { plural } from "@shared/plural";

type TotalsProps = {
  totals: CurrencyTotal[];
  /** Which donations these totals add up (by default the money received). */
  count: DonationCount;
  /** What the select shows: the count chosen, which may still be loading. */
  chosen: DonationCount;
  /** Donations of the filter listed but not in these totals. */
  notCounted: number;
  lang: Language;
  onCount: (count: DonationCount) => void;
};

/**
 * The sums of the filtered donations, one per currency (never added across currencies): the
 * money received unless another count is chosen, saying which, and how many listed are left out.
 */
export function DonationTotals({ totals, count, chosen, notCounted, lang, onCount }: TotalsProps) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  const titleId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={titleId} aria-describedby={hintId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-brand">
          {t.totals}
        </h3>
        <FormField label={t.count} className="w-full min-w-0 sm:w-64">
          <select value={chosen} onChange={(event) => onCount(event.target.value as DonationCount)}>
            <Options values={donationCounts} labels={t.counts} />
          </select>
        </FormField>
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-700" data-testid="donation-totals-hint">
        {t.countedHint[count]}
        {notCounted > 0 && ` ${format(plural(notCounted, { one: t.notCountedOne, other: t.notCountedMany }, lang), { count: formatNumber(notCounted, lang) })}`}
      </p>
      {totals.length === 0 ? (
        <p className="mt-2 text-slate-700">{t.noTotals[count]}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {totals.map((total) => (
            <li
              key={total.currency}
              className="flex min-w-0 items-baseline justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:block sm:p-4"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-700">{labels.currency[total.currency]}</p>
                <p className="text-sm text-slate-600">{format(plural(total.count, { one: t.donationsOne, other: t.donationsMany }, lang), { count: formatNumber(total.count, lang) })}</p>
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
