import { currencies, type Currency } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** The donation's currency: a group of radio buttons (USD, EUR, CAD, FCFA). */
export function CurrencyPicker({ value, onChange, name = "currency" }: { value: Currency; onChange: (c: Currency) => void; name?: string }) {
  const t = useTexts(texts);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t.currencyLabel}</legend>
      <div className="flex flex-wrap gap-2">
        {currencies.map((currency) => (
          <label
            key={currency}
            className="relative inline-flex min-h-11 cursor-pointer items-center rounded-md border-2 border-slate-300 px-4 text-sm font-semibold text-slate-800 has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={currency}
              checked={value === currency}
              onChange={() => onChange(currency)}
              className="sr-only"
            />
            <span aria-hidden="true">{currency === "XOF" ? "FCFA" : currency}</span>
            <span className="sr-only">{t.currencies[currency]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
