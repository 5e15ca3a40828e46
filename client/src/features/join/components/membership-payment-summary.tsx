import { formatMoney } from "@shared/money";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import type { MembershipPayment } from "./membership-form";

/** Who is paying what, above the payment step. */
export function MembershipPaymentSummary({ payment }: { payment: MembershipPayment }) {
  const { lang } = useI18n();
  const t = useTexts(texts);
  const rows = [
    [t.payment.member, payment.fullName],
    [t.payment.category, t.categories[payment.category].name],
    // The year is named before anything is paid.
    ...(payment.membershipYear === null ? [] : [[t.payment.year, format(t.payment.dues, { year: payment.membershipYear })] as const]),
    [payment.category === "patron" ? t.payment.contribution : t.payment.amount, formatMoney(payment.payable.amount, payment.payable.currency, lang)],
  ] as const;
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-md bg-brand-50 p-4 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value], i) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-slate-700">{label}</dt>
          <dd className={i === rows.length - 1 ? "text-lg font-bold text-brand" : "text-slate-900"}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
