import type { MembershipCategory } from "@shared/domain";
import { duesTable, defaultDuesAmounts, DUES_CURRENCY, formatMoney, paysOnline } from "@shared/money";
import { useSiteSettings } from "@/api/get-site-settings";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** The order the cards are shown in: the open categories first. */
export const categoryOrder: MembershipCategory[] = [
  "adherent_individual",
  "adherent_organization",
  "patron",
  "founder",
  "honorary",
  "active",
];

/** The dues the general assembly set (loaded with the page), by category. */
export function useDuesInForce() {
  return duesTable(useSiteSettings().data?.dues ?? defaultDuesAmounts);
}

/** What a category's members pay, as its badge says it. */
export function useDuesLabel() {
  const { lang } = useI18n();
  const t = useTexts(texts);
  const table = useDuesInForce();
  return (category: MembershipCategory) => {
    const dues = table[category];
    switch (dues.kind) {
      case "fixed":
        return format(t.dues.perYear, { amount: formatMoney(dues.amount, DUES_CURRENCY, lang) });
      case "minimum":
        return format(t.dues.from, { amount: formatMoney(dues.minimum, DUES_CURRENCY, lang) });
      case "none":
        return t.dues.none;
      case "variable":
        return t.dues.variable;
    }
  };
}

export function CategoryCards() {
  const t = useTexts(texts);
  const duesLabel = useDuesLabel();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {categoryOrder.map((category) => {
        const paid = paysOnline(category);
        return (
          <li key={category} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-lg font-semibold text-brand">{t.categories[category].name}</h3>
              <span
                className={`rounded-full px-3 py-1 text-sm font-semibold ${paid ? "bg-accent text-brand" : "bg-slate-100 text-slate-800"}`}
              >
                {duesLabel(category)}
              </span>
            </div>
            <p className="mt-3 text-slate-700">{t.categories[category].description}</p>
          </li>
        );
      })}
    </ul>
  );
}
