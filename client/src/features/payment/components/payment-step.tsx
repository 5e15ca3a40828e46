import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useI18n } from "@/i18n";
import { useConfig } from "@/lib/config";
import type { PaymentSuccess, PendingPayment } from "../types";
import { StripePayment } from "./stripe-payment";
import { TestPaymentForm } from "./test-payment-form";

export type PaymentStepProps = {
  /** The step's heading ('Complete Your Donation'). */
  title: string;
  /** What is being paid (who, what for, how much), shown above the card form. */
  children?: ReactNode;
  payment: PendingPayment;
  /** The payment went through (or the bank is confirming it): the caller closes the step. */
  onSuccess: (outcome: PaymentSuccess) => void;
  /** Back to the form, as it was left. */
  onBack: () => void;
};

/**
 * The payment step of the membership and donation forms: the card form of the configured
 * provider (Stripe's Payment Element, loaded only now, or the built-in test provider's) with a
 * pay button labelled with the amount. The focus moves to its heading when it opens.
 */
export function PaymentStep({ title, children, payment, onSuccess, onBack }: PaymentStepProps) {
  const common = useI18n().t.common;
  const config = useConfig();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-brand focus:outline-none sm:text-3xl">
        {title}
      </h2>
      {children && <div className="mt-5">{children}</div>}
      <div className="mt-6">
        {config.payments.provider === "stripe" ? (
          <StripePayment publishableKey={config.payments.publishableKey} payment={payment} onSuccess={onSuccess} onBusyChange={setBusy} />
        ) : (
          <TestPaymentForm payment={payment} onSuccess={onSuccess} onBusyChange={setBusy} />
        )}
      </div>
      <button type="button" className="btn btn-outline mt-3 w-full" onClick={onBack} disabled={busy}>
        {common.backToForm}
      </button>
    </section>
  );
}
