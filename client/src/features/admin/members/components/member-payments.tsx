/**
 * The member page's payments of dues (GET /api/admin/members/:id/payments), newest first: each with
 * the year it pays, how it was made, its receipt, its flag when it was made twice ("paid twice — to
 * refund"), and once refunded or voided, when and why; staff mark one refunded or void one they
 * recorded by mistake (docs/decisions/016-paid-twice-refunds-and-voids.md).
 */
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { MemberPaymentsResponse } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { apiPaths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Badge } from "../../components/badge";
import { ReversalActions, ReversalState } from "../../components/payments/payment-reversal";
import { reversalTexts } from "../../components/payments/reversal-texts";
import { ADMIN_KEY, adminGet, useAdminApi } from "../../lib/admin-api";
import { formatDate } from "../../lib/format";
import { texts as adminTexts } from "../../texts";

export function MemberPayments({ memberId }: { memberId: string }) {
  const t = useTexts(reversalTexts);
  const { labels } = useTexts(adminTexts);
  const { lang } = useI18n();
  const { lang: apiLang } = useAdminApi();
  const titleId = useId();
  // Kept under the member page's key: whatever reads the page again (a payment recorded, a refund) reads these too.
  const query = useQuery({
    queryKey: [ADMIN_KEY, apiPaths.admin.member(memberId), "payments"],
    queryFn: () => adminGet<MemberPaymentsResponse>(apiPaths.admin.memberPayments(memberId), apiLang),
    staleTime: 0,
  });
  const changed = [apiPaths.admin.member(memberId)];
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h4 id={titleId} className="text-lg font-bold text-brand">
        {t.membersTitle}
      </h4>
      {query.isSuccess && query.data.items.length === 0 && <p className="mt-2 text-sm text-slate-700">{t.noPayments}</p>}
      {query.isSuccess && query.data.items.length > 0 && (
        <ul className="mt-2 grid gap-2 text-sm">
          {query.data.items.map((payment) => (
            <li key={payment.id} className="rounded-md border border-slate-200 p-3" data-payment={payment.id}>
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {payment.year !== null && <>{format(t.forYear, { year: payment.year })} · </>}
                  {formatMoney(payment.amount, payment.currency, lang)} · {formatDate(payment.paidAt ?? payment.createdAt, lang)}
                </span>
                <Badge tone={payment.status === "succeeded" ? (payment.reversal ? "neutral" : "good") : payment.status === "failed" ? "bad" : "warn"}>{labels.paymentState[payment.status]}</Badge>
              </p>
              <p className="text-slate-700">
                {labels.paymentMethod[payment.method]} · {labels.paymentProvider[payment.provider]}
                {payment.providerRef && <span className="[overflow-wrap:anywhere]"> · {payment.providerRef}</span>}
              </p>
              <ReversalState payment={payment} />
              <ReversalActions payment={payment} changed={changed} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
