import { useId, useState } from "react";
import { Link } from "wouter";
import { paymentLooks, type PaymentLook, type ReceivedPaymentItem } from "@shared/admin";
import type { Language } from "@shared/domain";
import { paths } from "@shared/paths";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Badge } from "../../components/badge";
import { ReversalState } from "../../components/payments/payment-reversal";
import { When } from "../../components/payments/money-list";
import { Pager } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { useAdminApi } from "../../lib/admin-api";
import { texts as adminTexts } from "../../texts";
import { usePaymentsToLookAt } from "../api/payments-to-look-at";
import { texts } from "../texts";
import { How, PaymentCard } from "./received-payment-list";

const lookHref = (look: PaymentLook | null) => `${paths.admin}?tab=payments${look ? `&look=${look}` : ""}`;

/**
 * The payments the home's counts open (`?tab=payments&look=failed`, …): the three looks as links,
 * the current one marked, a way back to every payment received, and the look's payments, newest
 * first, each with when it started, where it stands and why it failed.
 */
export function PaymentsToLookAt({ look }: { look: PaymentLook }) {
  const t = useTexts(texts).look;
  const { lang } = useAdminApi();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const query = usePaymentsToLookAt(look, page);
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-4">
      <h3 id={titleId} className="text-lg font-bold text-brand">
        {t.heading}
      </h3>
      <nav aria-label={t.choose}>
        <ul className="flex flex-wrap gap-2">
          {paymentLooks.map((name) => (
            <li key={name}>
              <Link
                href={lookHref(name)}
                aria-current={name === look ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                  name === look ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand"
                }`}
              >
                {t.looks[name]}
              </Link>
            </li>
          ))}
          <li>
            <Link href={lookHref(null)} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand underline underline-offset-2 hover:no-underline">
              {t.all}
            </Link>
          </li>
        </ul>
      </nav>
      <p className="max-w-prose text-sm text-slate-700">{t.hints[look]}</p>
      <QueryState query={query} isEmpty={(data) => data.total === 0} empty={t.empty}>
        {(data) => (
          <div aria-busy={query.isFetching && query.isPlaceholderData}>
            <ul aria-label={t.looks[look]} className="grid gap-3 lg:grid-cols-2">
              {data.items.map((payment) => (
                <li key={payment.id}>
                  <LookCard payment={payment} lang={lang} />
                </li>
              ))}
            </ul>
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={t.heading} />
          </div>
        )}
      </QueryState>
    </section>
  );
}

/** A payment to look at: when it started, where it stands and why it failed, and how it came. */
function LookCard({ payment, lang }: { payment: ReceivedPaymentItem; lang: Language }) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  const tone = payment.status === "failed" ? "bad" : payment.status === "succeeded" ? "good" : "warn";
  return (
    <article className="h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="payment-to-look-at">
      <PaymentCard
        payment={payment}
        lang={lang}
        details={[
          { term: t.look.started, description: <When at={payment.createdAt} lang={lang} /> },
          {
            term: t.look.status,
            description: (
              <>
                <Badge tone={tone}>{labels.paymentState[payment.status]}</Badge> <ReversalState payment={payment} />
                {payment.failureReason && <span className="block text-slate-700">{format(t.look.reason, { reason: payment.failureReason })}</span>}
              </>
            ),
          },
          { term: t.columns.how, description: <How payment={payment} /> },
        ]}
      />
    </article>
  );
}
