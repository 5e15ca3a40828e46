import { formatMoney } from "@shared/money";
import { toast } from "@/hooks/use-toast";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { errorMessage } from "@/lib/forms";
import { useConfirmTestPayment, type TestOutcome } from "../api/confirm-test-payment";
import { texts } from "../texts";
import type { PaymentSuccess, PendingPayment } from "../types";

/**
 * The built-in test provider's card form (CONTRACT §5): a visible test-mode notice, a pay button
 * that confirms the payment on the server, and a way to try a declined card.
 */
export function TestPaymentForm({
  payment,
  onSuccess,
  onBusyChange,
}: {
  payment: PendingPayment;
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
      <div role="note" className="rounded-md border-l-4 border-accent bg-amber-50 p-4 text-slate-900">
        <p className="font-semibold">{t.testMode.notice}</p>
        <p className="mt-1 text-sm text-slate-800">{t.testMode.explanation}</p>
      </div>
      <button type="button" className="btn btn-primary w-full" disabled={pending} onClick={() => pay("succeeded")}>
        {pending && confirm.variables === "succeeded" ? t.step.processing : format(t.step.pay, { amount })}
      </button>
      <button type="button" className="btn btn-outline w-full" disabled={pending} onClick={() => pay("failed")}>
        {pending && confirm.variables === "failed" ? t.step.processing : t.testMode.decline}
      </button>
    </div>
  );
}
