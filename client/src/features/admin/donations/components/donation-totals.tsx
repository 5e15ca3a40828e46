import { useId } from "react";
import { donationCounts, type CurrencyTotal, type DonationCount } from "@shared/admin";
import type { Language } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { useTexts } from "@/i18n/texts";
import { Options } from "../../components/options";
import { CurrencyTotals, notCountedText } from "../../components/payments/currency-totals";
import { texts } from "../texts";

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
        {notCountedText(notCounted, { one: t.notCountedOne, other: t.notCountedMany }, lang)}
      </p>
      <CurrencyTotals totals={totals} counted={{ one: t.donationsOne, other: t.donationsMany }} empty={t.noTotals[count]} lang={lang} />
    </section>
  );
}
