import { useEffect, useState } from "react";
import { useTexts } from "@/i18n/texts";
import { loadStripeCheckout, type LoadedStripe } from "../load-stripe";
import { texts } from "../texts";
import type { CardPayment, PaymentSuccess } from "../types";
import { Spinner } from "./spinner";

type Attempt = { n: number; result: LoadedStripe | "failed" };

/**
 * The Stripe card form, loaded once the payer chose to pay by card. If Stripe.js cannot be loaded, the
 * step says so in the page's language and offers to retry: it never waits on a spinner forever.
 */
export function StripePayment({
  publishableKey,
  payment,
  onSuccess,
  onBusyChange,
}: {
  publishableKey: string;
  payment: CardPayment;
  onSuccess: (outcome: PaymentSuccess) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useTexts(texts);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Attempt | null>(null);

  useEffect(() => {
    let current = true;
    loadStripeCheckout(publishableKey).then(
      (loaded) => current && setSettled({ n: attempt, result: loaded }),
      () => current && setSettled({ n: attempt, result: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  const loading = settled?.n !== attempt;
  const loaded = !loading && settled.result !== "failed" ? settled.result : null;
  if (loaded) {
    const { Checkout, stripe } = loaded;
    return (
      <Checkout
        stripe={stripe}
        payment={payment}
        onSuccess={onSuccess}
        onBusyChange={onBusyChange}
        onLoadError={() => setSettled({ n: attempt, result: "failed" })}
      />
    );
  }
  if (loading && attempt === 0) {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-700">
        <Spinner />
        {t.stripe.loading}
      </p>
    );
  }
  // Failed; while retrying, the message and its button stay where they are (the focus too).
  return (
    <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-slate-900">
      <p className="font-semibold">{t.stripe.unavailableTitle}</p>
      <p className="mt-1 text-sm text-slate-800">{t.stripe.unavailable}</p>
      <button
        type="button"
        className="btn btn-primary mt-3"
        aria-disabled={loading || undefined}
        onClick={() => !loading && setAttempt((n) => n + 1)}
      >
        {loading ? t.stripe.retrying : t.stripe.retry}
      </button>
    </div>
  );
}
