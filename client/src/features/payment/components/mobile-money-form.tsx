import { useId, type FormEvent, type Ref } from "react";
import { mobileOperators, type MobileOperator } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import { radioCard } from "./method-choice";
import { TestModeNotice } from "./test-mode-notice";

export type MobileMoneyFormProps = {
  /** The amount as the page writes it (`12 000 FCFA`), for the pay button. */
  amount: string;
  phone: string;
  /** The operator shown: the payer's choice, else the one the number was given to. */
  operator: MobileOperator | null;
  phoneError: string | null;
  operatorError: string | null;
  pending: boolean;
  testMode: boolean;
  phoneRef: Ref<HTMLInputElement>;
  operatorRef: Ref<HTMLFieldSetElement>;
  onPhoneChange: (text: string) => void;
  onPhoneBlur: () => void;
  onOperatorChange: (operator: MobileOperator) => void;
  onSubmit: () => void;
  /** Pay by card instead: offered under a number of another country, when cards are taken. */
  onCard?: () => void;
  cardPending: boolean;
};

/**
 * The number to send the payment request to, in Benin's format (`01 97 12 34 56`, `+229…` and
 * the former 8 digits accepted), and its operator, preselected from the number and changeable (a
 * ported number keeps its old prefix). Under a number of another country, the card when it is taken.
 */
export function MobileMoneyForm(props: MobileMoneyFormProps) {
  const t = useTexts(texts);
  const m = t.mobile;
  const ids = { hint: useId(), error: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.pending) props.onSubmit();
  };
  const describedBy = [ids.hint, props.operatorError && ids.error].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label={m.phone} hint={m.phoneHint} error={props.phoneError ?? undefined}>
        <input
          ref={props.phoneRef}
          type="tel"
          name="phone"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={24}
          value={props.phone}
          onChange={(event) => props.onPhoneChange(event.target.value)}
          onBlur={props.onPhoneBlur}
          className="text-lg tracking-wide"
        />
      </FormField>
      {props.onCard && (
        <button type="button" className="btn btn-outline -mt-2 w-full" aria-disabled={props.pending || undefined} onClick={() => !props.pending && props.onCard?.()}>
          {props.cardPending ? t.step.processing : t.confirm.card}
        </button>
      )}
      <fieldset ref={props.operatorRef} aria-describedby={describedBy}>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{m.operator}</legend>
        {/* One under the other on a phone: three side by side would not fit 390 px. */}
        <div className="grid gap-2 sm:grid-cols-3">
          {mobileOperators.map((operator) => (
            <label key={operator} className={`${radioCard} items-center`}>
              <input
                type="radio"
                name="operator"
                value={operator}
                checked={props.operator === operator}
                onChange={() => props.onOperatorChange(operator)}
                aria-invalid={props.operatorError ? true : undefined}
                className="h-5 w-5 shrink-0 accent-brand"
              />
              <span className="font-semibold text-slate-900">{m.operators[operator]}</span>
            </label>
          ))}
        </div>
        <p id={ids.hint} className="mt-1 text-sm text-slate-600">
          {m.operatorHint}
        </p>
        {props.operatorError && (
          <p id={ids.error} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {props.operatorError}
          </p>
        )}
      </fieldset>
      {props.testMode && <TestModeNotice title={t.testMode.mobileNotice} text={t.testMode.mobileExplanation} />}
      <button type="submit" className="btn btn-primary w-full" aria-disabled={props.pending || undefined}>
        {props.pending ? t.step.processing : format(t.step.pay, { amount: props.amount })}
      </button>
    </form>
  );
}
