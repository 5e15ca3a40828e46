import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { flushSync } from "react-dom";
import { toast } from "@/hooks/use-toast";
import { CategoryCards } from "@/features/join/components/category-cards";
import { DuesNote } from "@/features/join/components/dues-note";
import type { MembershipPayment } from "@/features/join/components/membership-form";
import { MembershipPaymentSummary } from "@/features/join/components/membership-payment-summary";
import { texts } from "@/features/join/texts";
import { LazyPaymentStep, preloadPaymentStep } from "@/features/payment/components/lazy-payment-step";
import { LazyPaymentConfirmation } from "@/features/payment/confirmation/lazy-payment-confirmation";
import { forgetPayment, rememberPayment, useRememberedPayment } from "@/features/payment/confirmation/remembered-payment";
import { usePaymentStep } from "@/features/payment/use-payment-step";
import type { PaidPayment, PaymentSuccess } from "@/features/payment/types";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { visibleIsland } from "@/lib/island";

/** Its code (react-hook-form, validation) loads when it comes into view (lib/island.tsx). */
const MembershipForm = visibleIsland<{ onPaymentRequired: (payment: MembershipPayment) => void }>("membership-form", () =>
  import("@/features/join/components/membership-form").then((m) => ({ default: m.MembershipForm })),
);

/** Where this page's payment is remembered (features/payment/confirmation/remembered-payment.ts). */
const PLACE = "join";

export default function JoinPage() {
  const { t } = useI18n();
  const j = useTexts(texts);
  const { payment, setPayment, formKey, formHeading, closeStep } = usePaymentStep<MembershipPayment>();
  // The payment just made stays confirmed on the page, after a reload too (the form, emptied, waits behind it).
  const paid = useRememberedPayment(PLACE);

  const onPaid = (outcome: PaymentSuccess, made: PaidPayment) => {
    if (!payment) return;
    toast(
      outcome === "succeeded"
        ? { title: j.toasts.activatedTitle, description: format(j.toasts.activated, { name: payment.fullName }) }
        : { title: j.toasts.processingTitle, description: j.toasts.processing },
    );
    closeStep(true);
    // Then the confirmation opens in the form's place, and takes the focus.
    rememberPayment(PLACE, made);
  };

  /** Back to the emptied form, for another application. */
  const another = () => {
    flushSync(() => forgetPayment(PLACE));
    formHeading.current?.focus();
  };

  return (
    <>
      <PageHero heading={t.pages.join.heading} lead={j.lead} />
      <Section id="categories" title={j.categoriesTitle} intro={j.categoriesIntro}>
        <CategoryCards />
        <div className="mt-8 max-w-3xl">
          <DuesNote />
        </div>
      </Section>
      <div id="apply" className="bg-brand-50 py-14">
        <div className="container-page">
          {paid && !payment && <LazyPaymentConfirmation paid={paid} another={{ kind: "join", onClick: another }} onGone={() => forgetPayment(PLACE)} />}
          {payment && (
            <LazyPaymentStep title={j.payment.title} payable={payment.payable} phone={payment.phone} onSuccess={onPaid} onBack={() => closeStep(false)}>
              <MembershipPaymentSummary payment={payment} />
            </LazyPaymentStep>
          )}
          {/* Hidden, not removed, while the payment step is open: going back finds it as it was. */}
          <section aria-labelledby="apply-title" hidden={payment !== null || paid !== null} onFocus={preloadPaymentStep}>
            <h2 id="apply-title" ref={formHeading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-brand focus:outline-none sm:text-3xl">
              {j.form.title}
            </h2>
            <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{j.form.intro}</p>
            <div className="mt-8 max-w-3xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <MembershipForm key={formKey} onPaymentRequired={setPayment} />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
