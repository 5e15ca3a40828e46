import { useId } from "react";
import type { DayTotal } from "@shared/admin";
import type { Language, PaymentChannel } from "@shared/domain";
import { calendarDay, formatDay } from "@shared/format";
import { formatMoney } from "@shared/money";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../../texts";

type DaysProps = {
  /** The money received each day, newest first, per currency (counted by the server). */
  days: DayTotal[];
  words: {
    /** What the list counts, in its words (which payments). */
    hint: string;
    /** Said after the hint when the list is filtered by an operator ('Through {operator} only.'). */
    hintOperator: string;
    /** Said when no day has any. */
    empty: string;
  };
  /** The operator the list is filtered by, if any. */
  operator?: PaymentChannel;
  lang: Language;
  testId: string;
};

/**
 * Each day's money received by a list's filter (docs/decisions/020-matching-operator-statements.md): one line per day and currency,
 * what staff match against the MTN, Moov and Celtiis daily statements once filtered by operator,
 * and against the cash book. Currencies are never added together.
 */
export function DayTotals({ days, words, operator, lang, testId }: DaysProps) {
  const { dayTotals: t, labels } = useTexts(texts);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <h3 id={titleId} className="text-lg font-bold text-brand">
        {t.title}
      </h3>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{operator ? `${words.hint} ${format(words.hintOperator, { operator: labels.paymentChannel[operator] })}` : words.hint}</p>
      {days.length === 0 ? (
        <p className="mt-2 text-slate-700">{words.empty}</p>
      ) : (
        <table className="mt-3 w-full max-w-2xl border-collapse text-sm sm:text-base">
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t.day}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t.payments}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((total) => {
              const day = calendarDay(total.day);
              return (
                <tr key={`${total.day}-${total.currency}`} className="border-b border-slate-200" data-day={total.day}>
                  <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-900">
                    {day ? formatDay(day, lang) : total.day}
                  </th>
                  <td className="py-2 pr-3 text-slate-700 tabular-nums">{total.count}</td>
                  <td className="py-2 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums" title={labels.currency[total.currency]}>
                    {formatMoney(total.amount, total.currency, lang)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
