import { Fragment, useSyncExternalStore, type ReactNode } from "react";
import type { Currency, Language } from "@shared/domain";
import { formatMoney } from "@shared/money";
import { formatDateTime } from "../../lib/format";

/** A table from a laptop's width; a card per item below it (a phone, a narrow window). */
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

/** A column of the table: its name, and whether it holds amounts (aligned on the right, like their figures). */
export type MoneyColumn = { name: string; amount?: boolean };

const th = "px-3 py-2 text-left text-sm font-semibold text-slate-800";

/**
 * A list of money given or received (the donations, the payments received): a table named by
 * `label` from a laptop's width, whose row's cells `row` draws; below it, a list of cards, each
 * drawn by `card`.
 */
export function MoneyList<T extends { id: string }>({
  label,
  columns,
  items,
  testId,
  row,
  card,
}: {
  label: string;
  columns: MoneyColumn[];
  items: T[];
  /** On each row and card, for the browser specs. */
  testId?: string;
  row: (item: T) => ReactNode;
  card: (item: T) => ReactNode;
}) {
  if (!useWide())
    return (
      <ul aria-label={label} className="grid gap-3">
        {items.map((item) => (
          <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
            {card(item)}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map(({ name, amount }) => (
              <th key={name} scope="col" className={amount ? `${th} text-right` : th}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-slate-200 align-top" data-testid={testId}>
              {row(item)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell of a row; `muted`, in the grey of secondary text. */
export function Cell({ muted, children }: { muted?: boolean; children: ReactNode }) {
  return <td className={muted ? "px-3 py-2 text-slate-700" : "px-3 py-2"}>{children}</td>;
}

/** A row's first cell: when it happened, on the foundation's clock. */
export function WhenCell({ at, lang }: { at: string | null; lang: Language }) {
  return (
    <td className="px-3 py-2 whitespace-nowrap text-slate-700">
      <When at={at} lang={lang} />
    </td>
  );
}

/** A row's amount, aligned on the right like its figures. */
export function AmountCell({ amount, currency, lang }: { amount: number; currency: Currency; lang: Language }) {
  return <td className="px-3 py-2 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">{formatMoney(amount, currency, lang)}</td>;
}

/** A date and time on the foundation's clock, readable by machines too. */
export function When({ at, lang }: { at: string | null; lang: Language }) {
  return <time dateTime={at ?? undefined}>{formatDateTime(at, lang)}</time>;
}

/**
 * A card's content: the amount (named for screen readers) with what stands beside it, who gave or
 * paid, then the details as terms and their descriptions; `children` after them (its buttons).
 */
export function MoneyCard({
  amountLabel,
  amount,
  currency,
  lang,
  beside,
  who,
  details,
  children,
}: {
  amountLabel: string;
  amount: number;
  currency: Currency;
  lang: Language;
  beside: ReactNode;
  who: ReactNode;
  details: { term: string; description: ReactNode }[];
  children?: ReactNode;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="text-lg font-bold text-slate-900 tabular-nums">
          <span className="sr-only">{amountLabel} </span>
          {formatMoney(amount, currency, lang)}
        </p>
        {beside}
      </div>
      <p className="mt-1">{who}</p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {details.map(({ term, description }) => (
          <Fragment key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-slate-800">{description}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </>
  );
}
