/**
 * Stripe's Payment Element and its confirmation (its own chunk, with @stripe/react-stripe-js):
 * in the page's language, tabbed layout, confirmed in place when the card needs no redirect,
 * otherwise Stripe brings the payer back to /payment-success, which asks our server about our
 * own payment (its id and the payer's proof are in the return address).
 */
import { useMemo, useState, type FormEvent } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Appearance, Stripe } from "@stripe/stripe-js";
import { formatMoney } from "@shared/money";
import { localizedPath, paths } from "@shared/paths";
import { toast } from "@/hooks/use-toast";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useConfig } from "@/lib/config";
import { texts } from "../texts";
import type { CardPayment, PaymentSuccess } from "../types";

const appearance: Appearance = {
  theme: "stripe",
  variables: {
    colorPrimary: "#1A1A2E",
    colorText: "#0f172a",
    colorDanger: "#b91c1c",
    borderRadius: "6px",
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
};

/** Our payment in the return address: `payment=<id>&token=<proof>` (Stripe adds its own parameters after). */
const returnQuery = (payment: CardPayment) => new URLSearchParams({ payment: payment.id, token: payment.token }).toString();

export type StripeCheckoutProps = {
  stripe: Stripe;
  payment: CardPayment;
  onSuccess: (outcome: PaymentSuccess) => void;
  onBusyChange: (busy: boolean) => void;
  /** The Payment Element itself could not load (its frame did not come). */
  onLoadError: () => void;
};

export function StripeCheckout({ stripe, payment, ...rest }: StripeCheckoutProps) {
  const { lang } = useI18n();
  const options = useMemo(() => ({ clientSecret: payment.clientSecret, locale: lang, appearance }), [payment.clientSecret, lang]);
  return (
    <Elements stripe={stripe} options={options}>
      <CheckoutForm payment={payment} {...rest} />
    </Elements>
  );
}

function CheckoutForm({ payment, onSuccess, onBusyChange, onLoadError }: Omit<StripeCheckoutProps, "stripe">) {
  const stripe = useStripe();
  const elements = useElements();
  const { lang } = useI18n();
  const config = useConfig();
  const t = useTexts(texts);
  const [ready, setReady] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    onBusyChange(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${config.publicUrl}${localizedPath(paths.paymentSuccess, lang)}?${returnQuery(payment)}` },
        redirect: "if_required",
      });
      if (error) {
        toast({ variant: "destructive", title: t.toasts.failedTitle, description: error.message || t.toasts.failed });
      } else if (paymentIntent?.status === "succeeded" || paymentIntent?.status === "processing") {
        onSuccess(paymentIntent.status);
      } else {
        toast({ variant: "destructive", title: t.toasts.failedTitle, description: t.toasts.failed });
      }
    } catch (error) {
      toast({
        variant: "destructive",
        title: t.toasts.errorTitle,
        description: error instanceof Error && error.message ? error.message : t.toasts.unexpected,
      });
    } finally {
      setPending(false);
      onBusyChange(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <PaymentElement options={{ layout: "tabs" }} onReady={() => setReady(true)} onLoadError={onLoadError} />
      <button type="submit" className="btn btn-primary w-full" disabled={!stripe || !elements || !ready || pending}>
        {pending ? t.step.processing : format(t.step.pay, { amount: formatMoney(payment.amount, payment.currency, lang) })}
      </button>
      <p className="text-sm text-slate-600">{t.step.secureNote}</p>
    </form>
  );
}
