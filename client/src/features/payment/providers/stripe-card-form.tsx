/**
 * Stripe's card form, as the payment step loads it: its Payment Element with the site's
 * publishable key, or, on a site whose configuration has none, why the card cannot be paid here.
 */
import { useTexts } from "@/i18n/texts";
import { useConfig } from "@/lib/config";
import { StripePayment } from "../components/stripe-payment";
import { texts } from "../texts";
import type { CardFormProps } from "./card-forms";

export function StripeCardForm(props: CardFormProps) {
  const config = useConfig().payments;
  const t = useTexts(texts);
  if (config.stripePublishableKey) return <StripePayment publishableKey={config.stripePublishableKey} {...props} />;
  return (
    <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-slate-900">
      <p className="font-semibold">{t.stripe.unavailableTitle}</p>
    </div>
  );
}
