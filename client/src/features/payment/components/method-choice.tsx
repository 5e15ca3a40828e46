import { useId } from "react";
import type { OnlineMethod } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** A radio card: the whole box is the label, a ring shows the checked one and the keyboard focus. */
export const radioCard =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border-2 border-slate-300 bg-white p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent";

/** How to pay, when there is a choice: mobile money first (the server's order), then card. */
export function MethodChoice({
  methods,
  value,
  onChange,
}: {
  methods: readonly OnlineMethod[];
  value: OnlineMethod;
  onChange: (method: OnlineMethod) => void;
}) {
  const t = useTexts(texts).methods;
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-slate-900">{t.legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => (
          <label key={method} className={radioCard}>
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-labelledby={`${id}-${method}-name`}
              aria-describedby={`${id}-${method}-hint`}
              className="mt-1 h-5 w-5 shrink-0 accent-brand"
            />
            <span>
              <span id={`${id}-${method}-name`} className="block font-semibold text-slate-900">
                {t[method]}
              </span>
              <span id={`${id}-${method}-hint`} className="block text-sm text-slate-700">
                {method === "card" ? t.cardHint : t.mobile_moneyHint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
