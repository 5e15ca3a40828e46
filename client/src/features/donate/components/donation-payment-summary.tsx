import { formatMoney } from "@shared/money";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import type { DonationPayment } from "./donation-form";

/** The gift being paid (amount, impact, e-mail), above the payment step. */
export function DonationPaymentSummary({ payment }: { payment: DonationPayment }) {
  const { lang } = useI18n();
  const t = useTexts(texts);
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-md bg-brand-50 p-4 sm:grid-cols-[auto_1fr]">
      <div className="contents">
        <dt className="text-sm font-semibold text-slate-700">{t.payment.amount}</dt>
        <dd className="text-lg font-bold text-brand">{formatMoney(payment.payable.amount, payment.payable.currency, lang)}</dd>
      </div>
      <div className="contents">
        <dt className="text-sm font-semibold text-slate-700">{t.payment.impact}</dt>
        <dd className="text-slate-900">{payment.impactTier ? t.tiers[payment.impactTier].name : t.payment.customImpact}</dd>
      </div>
      <div className="contents">
        <dt className="text-sm font-semibold text-slate-700">{t.payment.email}</dt>
        <dd className="break-all text-slate-900">{payment.email}</dd>
      </div>
    </dl>
  );
}
