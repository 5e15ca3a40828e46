import { impactTiers, type Currency, type ImpactTier } from "@shared/domain";
import { formatMoney, tierAmount } from "@shared/money";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/**
 * The three impact tiers with their amount in the chosen currency. With `onSelect`, each card
 * is a button that chooses the tier (and its amount).
 */
export function TierCards({
  currency,
  selected,
  onSelect,
}: {
  currency: Currency;
  selected?: ImpactTier | null;
  onSelect?: (tier: ImpactTier) => void;
}) {
  const { lang } = useI18n();
  const t = useTexts(texts);
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {impactTiers.map((tier) => {
        const amount = formatMoney(tierAmount(tier, currency), currency, lang);
        const isSelected = selected === tier;
        const body = (
          <>
            <span className="block text-3xl font-bold text-brand">{amount}</span>
            <span className="mt-2 block text-lg font-semibold text-slate-900">{t.tiers[tier].name}</span>
            <span className="mt-2 block text-slate-700">{t.tiers[tier].description}</span>
            {isSelected && (
              <span className="mt-3 inline-block rounded-full bg-brand px-3 py-1 text-sm font-semibold text-white">{t.selected}</span>
            )}
          </>
        );
        const frame = `block h-full w-full rounded-lg border-2 p-5 text-left ${isSelected ? "border-brand bg-brand-50" : "border-slate-200 bg-white"}`;
        return (
          <li key={tier}>
            {onSelect ? (
              <button
                type="button"
                className={`${frame} hover:border-brand`}
                aria-pressed={isSelected}
                aria-label={format(t.chooseTier, { tier: t.tiers[tier].name, amount })}
                onClick={() => onSelect(tier)}
              >
                {body}
              </button>
            ) : (
              <div className={frame}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
