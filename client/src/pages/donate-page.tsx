import { formatMoney } from "@shared/money";
import { PageHero } from "@/components/ui/page-hero";
import { flushSync } from "react-dom";
import { toast } from "@/hooks/use-toast";
import type { DonationPayment } from "@/features/donate/components/donation-form";
import { DonationPaymentSummary } from "@/features/donate/components/donation-payment-summary";
import { texts } from "@/features/donate/texts";
import { LazyPaymentStep, preloadPaymentStep } from "@/features/payment/components/lazy-payment-step";
import { LazyPaymentConfirmation } from "@/features/payment/confirmation/lazy-payment-confirmation";
import { forgetPayment, rememberPayment, useRememberedPayment } from "@/features/payment/confirmation/remembered-payment";
import { usePaymentStep } from "@/features/payment/use-payment-step";
import type { PaidPayment, PaymentSuccess } from "@/features/payment/types";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { visibleIsland } from "@/lib/island";

/** Its code (react-hook-form, validation) loads when it comes into view (lib/island.tsx). */
const DonationForm = visibleIsland<{ onPaymentReady: (payment: DonationPayment) => void }>("donation-form", () =>
  import("@/features/donate/components/donation-form").then((m) => ({ default: m.DonationForm })),
);

/** Where this page's payment is remembered (features/payment/confirmation/remembered-payment.ts). */
const PLACE = "donate";

export default function DonatePage() {
  const { t, lang } = useI18n();
  const d = useTexts(texts);
  const { payment, setPayment, formKey, formHeading, closeStep } = usePaymentStep<DonationPayment>();
  // The gift just made stays confirmed on the page, after a reload too (the form, emptied, waits behind it).
  const paid = useRememberedPayment(PLACE);

  /** Back to the emptied form, for another gift. */
  const another = () => {
    flushSync(() => forgetPayment(PLACE));
    formHeading.current?.focus();
  };

  const onPaid = (outcome: PaymentSuccess, made: PaidPayment) => {
    if (!payment) return;
    const amount = formatMoney(payment.payable.amount, payment.payable.currency, lang);
    toast(
      outcome === "succeeded"
        ? { title: d.toasts.completeTitle, description: format(d.toasts.complete, { amount }) }
        : { title: d.toasts.processingTitle, description: format(d.toasts.processing, { amount }) },
    );
    closeStep(true);
    // Then the confirmation opens in the form's place, and takes the focus.
    rememberPayment(PLACE, made);
  };

  return (
    <>
      <PageHero heading={t.pages.donate.heading} lead={d.lead} />
      <div className="py-14">
        <div className="container-page">
          {paid && !payment && <LazyPaymentConfirmation paid={paid} another={{ kind: "donate", onClick: another }} onGone={() => forgetPayment(PLACE)} />}
          {payment && (
            <LazyPaymentStep title={d.payment.title} payable={payment.payable} phone={payment.phone} onSuccess={onPaid} onBack={() => closeStep(false)}>
              <DonationPaymentSummary payment={payment} />
            </LazyPaymentStep>
          )}
          {/* Hidden, not removed, while the payment step is open: going back finds it as it was. */}
          <section id="tiers" aria-labelledby="tiers-title" hidden={payment !== null || paid !== null} onFocus={preloadPaymentStep}>
            <h2 id="tiers-title" ref={formHeading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-brand focus:outline-none sm:text-3xl">
              {d.tiersTitle}
            </h2>
            <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{d.tiersIntro}</p>
            <div className="mt-8">
              <DonationForm key={formKey} onPaymentReady={setPayment} />
            </div>
            <p className="mt-6 max-w-3xl text-sm text-slate-700">{d.refundNote}</p>
          </section>
        </div>
      </div>
    </>
  );
}
