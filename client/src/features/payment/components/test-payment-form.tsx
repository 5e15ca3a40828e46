import { formatMoney } from "@shared/money";
import { toast } from "@/hooks/use-toast";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { errorMessage } from "@/lib/forms";
import { useConfirmTestPayment, type TestOutcome } from "../api/confirm-test-payment";
import { texts } from "../texts";
import type { CardPayment, PaymentSuccess } from "../types";
import { TestModeNotice } from "./test-mode-notice";

/**
 * The built-in test provider's card form (docs/rules.md R11): a visible test-mode notice, a pay button
 * that confirms the payment on the server, and a way to try a declined card.
 */
export function TestPaymentForm({
  payment,
  onSuccess,
  onBusyChange,
}: {
  payment: CardPayment;
  onSuccess: (outcome: PaymentSuccess) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { lang } = useI18n();
  const t = useTexts(texts);
  const confirm = useConfirmTestPayment(payment, lang);
  const amount = formatMoney(payment.amount, payment.currency, lang);

  const pay = (outcome: TestOutcome) => {
    onBusyChange(true);
    confirm.mutate(outcome, {
      onSuccess: (result) => {
        if (result.status === "succeeded" || result.status === "processing") return onSuccess(result.status);
        toast({ variant: "destructive", title: t.toasts.failedTitle, description: outcome === "failed" ? t.toasts.declined : t.toasts.failed });
      },
      onError: (error) => {
        toast({ variant: "destructive", title: t.toasts.errorTitle, description: errorMessage(error, t.toasts.unexpected) });
      },
      onSettled: () => onBusyChange(false),
    });
  };

  const pending = confirm.isPending;
  return (
    <div className="grid gap-3">
      <TestModeNotice title={t.testMode.notice} text={t.testMode.explanation} />
      <button type="button" className="btn btn-primary w-full" disabled={pending} onClick={() => pay("succeeded")}>
        {pending && confirm.variables === "succeeded" ? t.step.processing : format(t.step.pay, { amount })}
      </button>
      <button type="button" className="btn btn-outline w-full" disabled={pending} onClick={() => pay("failed")}>
        {pending && confirm.variables === "failed" ? t.step.processing : t.testMode.decline}
      </button>
    </div>
  );
}
