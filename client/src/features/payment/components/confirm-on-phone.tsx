import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { MobileOperator } from "@shared/domain";
import { formatMoney } from "@shared/money";
import { toast } from "@/hooks/use-toast";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { errorMessage } from "@/lib/forms";
import { useConfirmTestPayment, type TestOutcome } from "../api/confirm-test-payment";
import { getPaymentStatusQueryOptions, usePaymentProgress } from "../api/get-payment-status";
import { knownReason } from "../failure-reason";
import { texts } from "../texts";
import type { PaymentSuccess, StartedPayment } from "../types";
import { Spinner } from "./spinner";

/** After this long without an answer, the request has probably expired on the phone (operators give 1 to 5 minutes). */
export const PHONE_REQUEST_EXPIRY_MS = 3 * 60_000;

export type ConfirmOnPhoneProps = {
  started: StartedPayment;
  /** FedaPay's hosted page, where the payer can pay another way (offered while waiting, and after a failure not theirs). */
  fallbackUrl: string | null;
  /** The number's ending and operator the payer gave, should the server's answer not repeat them. */
  phoneEnding: string | null;
  operator: MobileOperator | null;
  /** Which of the ways on is on its way (the step is starting another payment). */
  starting: "mobile_money" | "card" | null;
  onSuccess: (outcome: PaymentSuccess) => void;
  onRetry: () => void;
  onChangeNumber: () => void;
  /** Absent when cards are not taken for this amount. */
  onCard?: () => void;
};

/**
 * "Confirm on your phone": the request was pushed to the payer's phone; the page follows the
 * payment until the operator answers, and says what to do when the request does not show.
 * Declined or unanswered, the payer can try again, change the number or pay by card. A push the
 * provider could not send comes back failed in the start's answer: the step says so at once.
 */
export function ConfirmOnPhone({ started, fallbackUrl, starting, onSuccess, onRetry, onChangeNumber, onCard, ...given }: ConfirmOnPhoneProps) {
  const { lang } = useI18n();
  const t = useTexts(texts);
  const c = t.confirm;
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const [since] = useState(() => Date.now());
  const [expired, setExpired] = useState(false);
  const progress = usePaymentProgress(started, lang, since);
  const payment = progress.data ?? started.payment;
  const status = payment.status;
  const failed = status === "failed" || status === "canceled";
  // Failed in the start's answer: the request never reached the phone.
  const notSent = started.payment.status === "failed";

  useEffect(() => {
    // Failed at once, the outcome is what there is to read (Try again is the next Tab).
    (notSent ? outcome : heading).current?.focus();
    // On opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), PHONE_REQUEST_EXPIRY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (status !== "succeeded" && status !== "processing") return;
    // After React's commit: the caller closes the step (and moves the focus) at once.
    const timer = setTimeout(() => onSuccess(status));
    return () => clearTimeout(timer);
    // Once, when the status arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const operator = payment.operator ?? given.operator;
  // One line on a narrow screen: "••" never left alone at a line's end.
  const ending = (payment.phoneEnding ?? given.phoneEnding)?.replace(/ /g, "\u00a0");
  const amount = formatMoney(payment.amount, payment.currency, lang);
  const reason = knownReason(payment.failureReason);
  const busy = starting !== null;
  // FedaPay's page after a failure that is not the payer's doing (the service, or a reason unknown).
  const fallbackAfterFailure = fallbackUrl !== null && status === "failed" && (reason === "unavailable" || reason === null);

  // Declined on the test provider's phone, its buttons go, and the keyboard's place with them:
  // the outcome takes the focus (Try again is the next Tab). Elsewhere the focus stays put.
  useEffect(() => {
    if (failed && (document.activeElement === null || document.activeElement === document.body)) outcome.current?.focus();
  }, [failed]);

  return (
    <div className="grid gap-4">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-brand focus:outline-none">
        {notSent ? c.notSentTitle : c.title}
      </h3>
      <p className="text-slate-900">
        {operator && ending
          ? format(notSent ? c.notSent : c.sent, { amount, operator: t.mobile.operators[operator], ending })
          : format(notSent ? c.notSentNoNumber : c.sentNoNumber, { amount })}
      </p>
      {/* What stands now first: on a small screen it is in view with the heading. */}
      <div ref={outcome} tabIndex={-1} role="status" className={`rounded-md p-4 focus:outline-none ${failed ? "border-l-4 border-red-700 bg-red-50" : "bg-brand-50"}`}>
        {failed ? (
          <>
            <p className="font-semibold text-slate-900">{status === "canceled" ? c.canceledTitle : c.failedTitle}</p>
            {reason && <p className="mt-1 text-slate-900">{t.reasons[reason]}</p>}
            <p className="mt-1 text-sm text-slate-800">{c.failed}</p>
          </>
        ) : (
          <>
            <p className="flex items-center gap-3 font-semibold text-slate-900">
              <Spinner />
              {c.waiting}
            </p>
            {expired && <p className="mt-2 text-slate-900">{c.expired}</p>}
            {progress.isError && <p className="mt-2 text-sm text-slate-700">{c.offline}</p>}
          </>
        )}
      </div>
      {!failed && (
        <ol className="list-decimal space-y-1 pl-5 text-slate-800">
          {c.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
          {operator && <li>{c.dial[operator]}</li>}
        </ol>
      )}
      {!failed && started.payment.provider === "test" && <TestPhone started={started} />}
      {(failed || expired) && (
        <div className="grid gap-2 sm:grid-cols-2">
          <button type="button" className="btn btn-primary" aria-disabled={busy || undefined} onClick={() => !busy && onRetry()}>
            {starting === "mobile_money" ? t.step.processing : c.retry}
          </button>
          <button type="button" className="btn btn-outline" aria-disabled={busy || undefined} onClick={() => !busy && onChangeNumber()}>
            {c.changeNumber}
          </button>
          {fallbackAfterFailure && (
            <a href={fallbackUrl} className="btn btn-outline text-center sm:col-span-2">
              {c.fallback}
            </a>
          )}
          {onCard && (
            <button type="button" className="btn btn-outline sm:col-span-2" aria-disabled={busy || undefined} onClick={() => !busy && onCard()}>
              {starting === "card" ? t.step.processing : c.card}
            </button>
          )}
        </div>
      )}
      {fallbackUrl && !failed && (
        <p>
          <a href={fallbackUrl} className="font-semibold text-brand underline underline-offset-2">
            {c.fallback}
          </a>
        </p>
      )}
    </div>
  );
}

/** The test provider's phone: its Approve and Decline, which answer as an operator would. */
function TestPhone({ started }: { started: StartedPayment }) {
  const { lang } = useI18n();
  const t = useTexts(texts);
  const queryClient = useQueryClient();
  const payment = { id: started.payment.id, token: started.token };
  const confirm = useConfirmTestPayment(payment, lang);
  const answer = (outcome: TestOutcome) =>
    confirm.mutate(outcome, {
      onSuccess: (result) => queryClient.setQueryData(getPaymentStatusQueryOptions(payment.id, payment.token, lang).queryKey, result),
      onError: (error) => toast({ variant: "destructive", title: t.toasts.errorTitle, description: errorMessage(error, t.toasts.unexpected) }),
    });
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <button type="button" className="btn btn-primary" disabled={confirm.isPending} onClick={() => answer("succeeded")}>
        {t.confirm.approve}
      </button>
      <button type="button" className="btn btn-outline" disabled={confirm.isPending} onClick={() => answer("failed")}>
        {t.confirm.decline}
      </button>
    </div>
  );
}
