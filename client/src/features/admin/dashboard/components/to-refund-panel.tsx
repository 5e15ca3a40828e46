/**
 * The payments made twice and not refunded yet, as the dashboard's figures count them (`toRefund`,
 * docs/decisions/016-paid-twice-refunds-and-voids.md): how many and how much in each currency, apart
 * from income. Nothing when there is none.
 */
import { formatNumber } from "@shared/format";
import { formatMoney } from "@shared/money";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { reversalTexts } from "../../components/payments/reversal-texts";
import { useStats } from "../api/dashboard-api";
import { plural } from "@shared/plural";

export function ToRefundPanel() {
  const t = useTexts(reversalTexts);
  const { lang } = useI18n();
  const stats = useStats();
  const toRefund = stats.data?.toRefund;
  if (!toRefund || toRefund.count === 0) return null;
  const count = plural(toRefund.count, t.dashboardCount, lang);
  return (
    <section aria-labelledby="dashboard-to-refund-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id="dashboard-to-refund-title" className="text-lg font-bold text-amber-950">
        {t.dashboardTitle}
      </h3>
      <p className="mt-1 font-semibold text-amber-950" data-testid="stat-to-refund">
        {format(count, { count: formatNumber(toRefund.count, lang) })} · {toRefund.totals.map((total) => formatMoney(total.amount, total.currency, lang)).join(" · ")}
      </p>
      <p className="mt-1 text-sm text-amber-950">{t.dashboardText}</p>
    </section>
  );
}
