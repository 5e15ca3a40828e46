import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { MobileOperator, OnlineMethod, OnlineProviderName } from "@shared/domain";
import { formatMoney } from "@shared/money";
import { formatBeninMobile, normalizeBeninMobile, operatorOf, phoneEnding, phoneProblem, type PhoneProblem } from "@shared/phone";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { ApiError } from "@/lib/api";
import { useConfig } from "@/lib/config";
import { useStartPayment } from "../api/start-payment";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { cardForms } from "../providers/card-forms";
import { texts } from "../texts";
import type { CardPayment, PaidPayment, Payable, PaymentSuccess, StartedPayment } from "../types";
import { ConfirmOnPhone } from "./confirm-on-phone";
import { MethodChoice } from "./method-choice";
import { MobileMoneyForm } from "./mobile-money-form";
import { Spinner } from "./spinner";

export type PaymentStepProps = {
  /** The step's heading ('Complete Your Donation'). */
  title: string;
  /** What is being paid (who, what for, how much), shown above the payment form. */
  children?: ReactNode;
  /** The stored donation or membership, with the methods the server offers for it. */
  payable: Payable;
  /** The payment went through (or is being confirmed): the caller closes the step, and may show its confirmation. */
  onSuccess: (outcome: PaymentSuccess, paid: PaidPayment) => void;
  /** Back to the form, as it was left. */
  onBack: () => void;
  /** The phone/WhatsApp number the payer gave on the form: a Beninese mobile one fills the mobile-money number, not typed twice. */
  phone?: string | null;
};

/** Where the step is: choosing how to pay, a card form, waiting for the phone, leaving for a hosted page. */
type Stage =
  | { kind: "choose" }
  | { kind: "card"; provider: OnlineProviderName; payment: CardPayment }
  | { kind: "phone"; started: StartedPayment; fallbackUrl: string | null; phone: string | null; operator: MobileOperator | null }
  | { kind: "redirect" };

/** The payer's choice of operator, and the number's prefix when they chose (null: no whole number yet). */
type OperatorChoice = { operator: MobileOperator; prefix: string | null };

const prefixOf = (national: string | null) => national?.slice(2, 4) ?? null;

/**
 * The operator shown for what the payer typed: their choice while the number keeps the prefix it
 * had when they chose (a ported number keeps its old prefix), else the operator the prefix was
 * given to; none for a prefix no operator was given, until the payer chooses.
 */
function shownOperator(national: string | null, choice: OperatorChoice | null): MobileOperator | null {
  if (national === null) return choice?.operator ?? null;
  const detected = operatorOf(national);
  if (choice && (choice.prefix === prefixOf(national) || (choice.prefix === null && detected === null))) return choice.operator;
  return detected;
}

/**
 * The payment step of the membership and donation forms. The payer chooses how to
 * pay among the methods the server offers for this amount (mobile money first, then card); a
 * payment is started only then, and the step does what the provider asks next: a card form
 * (Stripe's Payment Element, loaded only now, or the test provider's), its hosted page, or
 * "confirm on your phone" while it follows the payment. With the card as the only way (dollars,
 * euros), there is nothing to choose: the card payment starts as the step opens. The focus moves
 * to its heading when it opens.
 */
export function PaymentStep({ title, children, payable, onSuccess, onBack, phone: given }: PaymentStepProps) {
  const { lang, t: dictionary } = useI18n();
  const t = useTexts(texts);
  const config = useConfig().payments;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const operatorGroup = useRef<HTMLFieldSetElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  const methods = payable.methods;
  const [method, setMethod] = useState<OnlineMethod | undefined>(methods[0]);
  const [stage, setStage] = useState<Stage>({ kind: "choose" });
  const [phone, setPhone] = useState(() => {
    const known = given ? normalizeBeninMobile(given) : null;
    return known ? formatBeninMobile(known) : "";
  });
  const [choice, setChoice] = useState<OperatorChoice | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverPhoneError, setServerPhoneError] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [cardBusy, setCardBusy] = useState(false);
  const start = useStartPayment(lang);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const amount = formatMoney(payable.amount, payable.currency, lang);
  const national = normalizeBeninMobile(phone);
  const operator = shownOperator(national, choice);
  const problemNow = (): PhoneProblem | null => phoneProblem(phone) ?? (operator ? null : "phoneOperator");
  // Checked when Pay is pressed, then again as the payer corrects it.
  const problem = checked ? problemNow() : null;
  const phoneError = serverPhoneError ?? (problem && problem !== "phoneOperator" ? t.mobile.errors[problem] : null);
  const starting = start.isPending ? (start.variables?.method ?? null) : null;
  const cardOnly = methods.length === 1 && methods[0] === "card";

  // A second press before the first one's answer starts nothing: React shows `isPending` only after
  // a render, and two taps in one frame would otherwise each send a start with its own key.
  const startInFlight = useRef(false);
  const begin = (chosen: OnlineMethod) => {
    if (startInFlight.current) return;
    startInFlight.current = true;
    setStartError(null);
    start.mutate(
      {
        payable: { kind: payable.kind, id: payable.id, token: payable.token },
        method: chosen,
        ...(chosen === "mobile_money" && national && operator ? { phone: national, operator } : {}),
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSettled: () => {
          startInFlight.current = false;
        },
        onSuccess: (started) => {
          const { next, payment } = started;
          if (payment.status === "succeeded") return onSuccess("succeeded", { id: payment.id, token: started.token });
          if (next.type === "redirect") {
            setStage({ kind: "redirect" });
            window.location.assign(next.url);
          } else if (next.type === "card") {
            flushSync(() =>
              setStage({
                kind: "card",
                provider: next.provider,
                payment: { id: payment.id, token: started.token, clientSecret: next.clientSecret, amount: payment.amount, currency: payment.currency },
              }),
            );
            heading.current?.focus();
          } else {
            setStage({ kind: "phone", started, fallbackUrl: next.fallbackUrl, phone: national, operator });
          }
        },
        onError: (error) => {
          const phoneIssue = error instanceof ApiError && error.status === 400 ? error.body?.errors?.find((e) => e.path === "phone") : undefined;
          flushSync(() => {
            setMethod(chosen);
            setStage({ kind: "choose" });
            if (phoneIssue) setServerPhoneError(phoneIssue.message);
            else setStartError((error instanceof ApiError && error.body?.message) || t.start.network);
          });
          (phoneIssue ? phoneInput.current : errorBox.current)?.focus();
        },
      },
    );
  };

  // The card the only way: started on opening, once (an effect run twice, as React's StrictMode
  // does, finds it done; begin's guard holds a start still on its way). If it fails, the step
  // says so with its Continue button, which tries again.
  const autoStart = useRef(cardOnly);
  useEffect(() => {
    if (!autoStart.current) return;
    autoStart.current = false;
    begin("card");
    // On opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The former 8 digits typed (`97 12 34 56`): shown back as the number is written now, `01` in front. */
  const showCurrentForm = () => {
    if (national && !phone.replace(/\D/g, "").endsWith(national)) setPhone(formatBeninMobile(national));
  };

  const payByMobileMoney = () => {
    setChecked(true);
    setServerPhoneError(null);
    const found = problemNow();
    if (found === "phoneOperator") operatorGroup.current?.querySelector("input")?.focus();
    else if (found) phoneInput.current?.focus();
    else {
      showCurrentForm();
      begin("mobile_money");
    }
  };

  /** Back to the mobile money form, its number kept, with the focus on the number. */
  const changeNumber = () => {
    flushSync(() => {
      setMethod("mobile_money");
      setStage({ kind: "choose" });
    });
    phoneInput.current?.focus();
  };

  const chooseAgain = () => {
    flushSync(() => setStage({ kind: "choose" }));
    heading.current?.focus();
  };

  // Why there is no mobile money for this amount, said before the card form as before the choice.
  const fcfaOnly = !methods.includes("mobile_money") && payable.currency !== "XOF" && <p className="text-sm text-slate-700">{t.methods.fcfaOnly}</p>;

  const body = (() => {
    if (!method) {
      return (
        <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-slate-900">
          <p className="font-semibold">{t.methods.noneTitle}</p>
          <p className="mt-1 text-sm text-slate-800">{t.methods.none}</p>
        </div>
      );
    }
    switch (stage.kind) {
      case "redirect":
        return (
          <p role="status" className="flex items-center gap-3 text-slate-700">
            <Spinner />
            {t.redirecting}
          </p>
        );
      case "phone":
        return (
          <ConfirmOnPhone
            key={stage.started.payment.id}
            started={stage.started}
            fallbackUrl={stage.fallbackUrl}
            phoneEnding={stage.phone && phoneEnding(stage.phone)}
            operator={stage.operator}
            starting={starting}
            onSuccess={(outcome) => onSuccess(outcome, { id: stage.started.payment.id, token: stage.started.token })}
            onRetry={() => begin("mobile_money")}
            onChangeNumber={changeNumber}
            onCard={methods.includes("card") ? () => begin("card") : undefined}
          />
        );
      case "card": {
        const CardForm = cardForms[stage.provider];
        return (
          <div className="grid gap-3">
            {fcfaOnly}
            {CardForm ? (
              <CardForm payment={stage.payment} onSuccess={(outcome) => onSuccess(outcome, { id: stage.payment.id, token: stage.payment.token })} onBusyChange={setCardBusy} />
            ) : (
              <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-slate-900">
                <p className="font-semibold">{t.stripe.unavailableTitle}</p>
              </div>
            )}
            {methods.length > 1 && (
              <button type="button" className="btn btn-outline w-full" onClick={chooseAgain} disabled={cardBusy}>
                {t.methods.other}
              </button>
            )}
          </div>
        );
      }
      case "choose":
        return (
          <div className="grid gap-5">
            {methods.length > 1 && (
              <MethodChoice
                methods={methods}
                value={method}
                onChange={(chosen) => {
                  setMethod(chosen);
                  setStartError(null);
                }}
              />
            )}
            {fcfaOnly}
            {startError && (
              <div ref={errorBox} tabIndex={-1} role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-slate-900 focus:outline-none">
                <p className="font-semibold">{t.start.failedTitle}</p>
                <p className="mt-1 text-sm text-slate-800">{startError}</p>
              </div>
            )}
            {method === "mobile_money" ? (
              <MobileMoneyForm
                amount={amount}
                phone={phone}
                operator={operator}
                phoneError={phoneError}
                operatorError={problem === "phoneOperator" ? t.mobile.errors.phoneOperator : null}
                pending={start.isPending}
                testMode={config.testMethods.includes("mobile_money")}
                phoneRef={phoneInput}
                operatorRef={operatorGroup}
                onPhoneChange={(text) => {
                  setPhone(text);
                  setServerPhoneError(null);
                }}
                onPhoneBlur={showCurrentForm}
                onOperatorChange={(chosen) => setChoice({ operator: chosen, prefix: prefixOf(national) })}
                onSubmit={payByMobileMoney}
                // Another country's number: the card, right there, when it is taken for this amount.
                onCard={problem === "phoneCountry" && !serverPhoneError && methods.includes("card") ? () => begin("card") : undefined}
                cardPending={starting === "card"}
              />
            ) : cardOnly && !startError ? (
              <p role="status" className="flex items-center gap-3 text-slate-700">
                <Spinner />
                {t.stripe.loading}
              </p>
            ) : (
              <button type="button" className="btn btn-primary w-full" aria-disabled={start.isPending || undefined} onClick={() => !start.isPending && begin("card")}>
                {start.isPending ? t.step.processing : t.methods.continueCard}
              </button>
            )}
          </div>
        );
    }
  })();

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-brand focus:outline-none sm:text-3xl">
        {title}
      </h2>
      {children && <div className="mt-5">{children}</div>}
      <div className="mt-6">{body}</div>
      <button type="button" className="btn btn-outline mt-3 w-full" onClick={onBack} disabled={cardBusy || start.isPending}>
        {dictionary.common.backToForm}
      </button>
    </section>
  );
}
