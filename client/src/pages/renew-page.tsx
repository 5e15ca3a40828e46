/**
 * /renew/:yearId (French /fr/renouveler/:yearId): a member's private renewal page, the link of
 * their renewal mail. It reads the year asked (who, which year, the dues) with the link's token,
 * then offers the same payment step as the join page — mobile money first for FCFA, then card —
 * and once paid keeps the payer's confirmation on the page (after a reload too). A year already
 * paid is not charged again: the page says until when the member is one, with the way to their page. The token is read in the browser (it is not in what the server
 * renders), so the page's own code stays small: the payment step comes in its own chunk.
 */
import { useState } from "react";
import { Link, useSearch } from "wouter";
import type { PageComponent } from "@/routes";
import { formatMoney } from "@shared/money";
import { localizedPath, paths } from "@shared/paths";
import { RENEWAL_LINK_DAYS } from "@shared/renewal-link";
import type { RenewalGoneError } from "@shared/renewals";
import { PageHero } from "@/components/ui/page-hero";
import { texts as joinTexts } from "@/features/join/texts";
import { LazyPaymentStep, preloadPaymentStep } from "@/features/payment/components/lazy-payment-step";
import { LazyPaymentConfirmation } from "@/features/payment/confirmation/lazy-payment-confirmation";
import { forgetPayment, rememberPayment, useRememberedPayment } from "@/features/payment/confirmation/remembered-payment";
import { useRenewal } from "@/features/renew/api/get-renewal";
import { texts } from "@/features/renew/texts";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { ApiError } from "@/lib/api";

const RenewPage: PageComponent = ({ params }) => {
  const { t, lang } = useI18n();
  const r = useTexts(texts);
  const categories = useTexts(joinTexts).categories;
  const token = new URLSearchParams(useSearch()).get("t") ?? "";
  const query = useRenewal(params.yearId ?? "", token);
  const [paying, setPaying] = useState(false);
  // The payment made here, remembered for this year's page (features/payment/confirmation/remembered-payment.ts).
  const place = `renew:${params.yearId ?? ""}`;
  const paid = useRememberedPayment(place);

  const error = query.error;
  const refused = !token || (error instanceof ApiError && (error.status === 403 || error.status === 404));
  const renewal = query.data?.renewal;
  const payable = query.data?.payable ?? null;

  // 410: the link was ours and has ended (how to ask for a new one), or the member's data was erased.
  const gone = error instanceof ApiError && error.status === 410 ? ((error.body as RenewalGoneError | null)?.reason === "erased" ? "erased" : "expired") : null;

  let body;
  if (gone)
    body = (
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-slate-900">
        <p>{gone === "erased" ? r.erased : format(r.expired, { days: RENEWAL_LINK_DAYS })}</p>
        <p className="mt-4 flex flex-wrap gap-3">
          {gone === "expired" && (
            <a href={localizedPath(paths.myMembership, lang)} className="btn btn-primary min-h-11">
              {r.askNew}
            </a>
          )}
          <Link href={localizedPath(paths.contact, lang)} className="btn btn-outline min-h-11">
            {r.contact}
          </Link>
        </p>
      </div>
    );
  else if (refused || (error && !renewal))
    body = (
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-slate-900">
        <p>{!token || (error instanceof ApiError && error.status === 403) ? r.badLink : refused ? r.notFound : r.failed}</p>
        <p className="mt-4 flex flex-wrap gap-3">
          {!refused && (
            <button type="button" className="btn btn-primary min-h-11" onClick={() => void query.refetch()}>
              {r.retry}
            </button>
          )}
          <Link href={localizedPath(paths.contact, lang)} className="btn btn-outline min-h-11">
            {r.contact}
          </Link>
        </p>
      </div>
    );
  else if (!renewal) body = <p role="status">{r.loading}</p>;
  else {
    const summary = (
      <dl className="grid gap-x-6 gap-y-2 rounded-md bg-brand-50 p-4 sm:grid-cols-[auto_1fr]">
        {(
          [
            [r.member, renewal.name],
            [r.year, format(r.dues, { year: renewal.year })],
            [r.category, categories[renewal.category].name],
            [r.amount, formatMoney(renewal.amount, renewal.currency, lang)],
          ] as const
        ).map(([label, value], i) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className={i === 3 ? "text-lg font-bold text-brand" : "text-slate-900"}>{value}</dd>
          </div>
        ))}
      </dl>
    );
    if (paid) body = <LazyPaymentConfirmation paid={paid} onGone={() => forgetPayment(place)} />;
    else if (renewal.paid)
      body = (
        <div role="status" className="grid gap-4 rounded-lg border border-green-300 bg-green-50 p-6 text-slate-900">
          <p className="text-lg font-semibold">{format(r.alreadyPaid, { year: renewal.year })}</p>
          {summary}
          <p>
            <a href={localizedPath(paths.myMembership, lang)} className="btn btn-primary min-h-11">
              {r.myPage}
            </a>
          </p>
        </div>
      );
    else if (paying && payable)
      body = (
        <LazyPaymentStep
          title={format(r.payTitle, { year: renewal.year })}
          payable={payable}
          onSuccess={(_outcome, made) => rememberPayment(place, made)}
          onBack={() => setPaying(false)}
        >
          {summary}
        </LazyPaymentStep>
      );
    else
      body = (
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-lg text-slate-700">{format(r.intro, { year: renewal.year })}</p>
          {summary}
          <p>
            <button type="button" className="btn btn-primary min-h-11" onPointerEnter={preloadPaymentStep} onFocus={preloadPaymentStep} onClick={() => setPaying(true)}>
              {r.pay}
            </button>
          </p>
        </div>
      );
  }

  return (
    <>
      <PageHero heading={t.pages.renew.heading} lead={r.lead} />
      <div className="bg-brand-50 py-14">
        <div className="container-page max-w-3xl">{body}</div>
      </div>
    </>
  );
};

export default RenewPage;
