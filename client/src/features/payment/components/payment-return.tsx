import type { ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { formatMoney } from "@shared/money";
import { paths } from "@shared/paths";
import { usePaymentStatus } from "../api/get-payment-status";
import { LazyPaymentConfirmation } from "../confirmation/lazy-payment-confirmation";
import { Spinner } from "./spinner";
import { knownReason } from "../failure-reason";
import { pendingOnReturnIsProcessing } from "../providers/pending-on-return";
import { texts } from "../texts";
import type { PaymentStatus } from "../types";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { ApiError } from "@/lib/api";

type View =
  | { kind: "checking" }
  | { kind: "unknown" }
  | { kind: "unavailable" }
  | { kind: "succeeded" | "processing" | "notCompleted"; payment: PaymentStatus };

/**
 * Which payment the address names, and the payer's proof: our own payment and its token
 * (`?payment=…&token=…`, where our card form and FedaPay's hosted page send the payer back; the
 * parameters they add, such as FedaPay's `id` and `status`, are not believed), or a Stripe
 * PaymentIntent and its client secret (links made before our payments had ids of their own).
 */
function paymentInAddress(search: URLSearchParams): { id: string | null; secret: string | null } {
  const ours = search.get("payment");
  if (ours) return { id: ours, secret: search.get("token") };
  return { id: search.get("payment_intent"), secret: search.get("payment_intent_client_secret") };
}

/**
 * Where the payer comes back after paying away from the page (Stripe's 3-D Secure, FedaPay's
 * hosted page). Our server is asked for the payment's real status (the token is the proof), in
 * the browser only: the server's HTML shows the neutral "checking" state.
 */
export function PaymentReturn() {
  const t = useTexts(texts);
  const { lang, t: dictionary } = useI18n();
  const { id, secret } = paymentInAddress(new URLSearchParams(useSearch()));
  const status = usePaymentStatus(id, secret, lang);

  const view = ((): View => {
    if (!id || !secret) return { kind: "unknown" };
    if (status.isPending) return { kind: "checking" };
    if (status.isError) return status.error instanceof ApiError && status.error.status === 400 ? { kind: "unknown" } : { kind: "unavailable" };
    const payment = status.data;
    if (!payment) return { kind: "unknown" };
    if (payment.status === "succeeded") return { kind: "succeeded", payment };
    // A hosted page (FedaPay's) may send the payer back before the outcome has reached us.
    const beingDecided = payment.status === "pending" && payment.provider !== "staff" && pendingOnReturnIsProcessing[payment.provider];
    if (payment.status === "processing" || beingDecided) return { kind: "processing", payment };
    return { kind: "notCompleted", payment };
  })();
  const mobile = "payment" in view && view.payment.method === "mobile_money";
  const reason = "payment" in view && mobile ? knownReason(view.payment.failureReason) : null;

  // aria-disabled rather than disabled while checking: the button keeps the keyboard focus.
  const recheck = () => {
    if (!status.isFetching) void status.refetch();
  };
  const amount = "payment" in view ? format(t.amountPaid, { amount: formatMoney(view.payment.amount, view.payment.currency, lang) }) : null;

  switch (view.kind) {
    case "checking":
      return (
        <Outcome icon={<Spinner className="h-12 w-12 text-brand" />} title={t.checking.title} busy>
          <p className="mt-4 text-lg text-slate-800">{t.checking.text}</p>
        </Outcome>
      );
    case "succeeded":
      return (
        <Outcome
          icon={<SuccessIcon />}
          title={t.succeeded.title}
          // The receipt's number, where it went, the documents: the same confirmation as on the page paid from.
          details={id && secret && <LazyPaymentConfirmation paid={{ id, token: secret }} />}
          actions={
            <>
              <Link href={paths.home} className="btn btn-primary">
                {t.home}
              </Link>
              <Link href={paths.about} className="btn btn-outline">
                {t.about}
              </Link>
            </>
          }
        >
          <p className="mt-4 text-lg text-slate-800">{t.succeeded.message}</p>
          <p className="mt-2 font-semibold text-slate-900">{amount}</p>
          <p className="mt-2 text-slate-700">{t.succeeded.thanks}</p>
        </Outcome>
      );
    case "processing":
      return (
        <Outcome
          icon={<ClockIcon />}
          title={t.processing.title}
          actions={
            <>
              <button type="button" className="btn btn-primary" onClick={recheck} aria-disabled={status.isFetching || undefined}>
                {status.isFetching ? t.processing.checking : t.processing.checkAgain}
              </button>
              <Link href={paths.home} className="btn btn-outline">
                {t.home}
              </Link>
            </>
          }
        >
          <p className="mt-4 text-lg text-slate-800">{mobile ? t.processing.mobileText : t.processing.text}</p>
          <p className="mt-2 font-semibold text-slate-900">{amount}</p>
        </Outcome>
      );
    case "notCompleted":
      return (
        <Outcome
          icon={<WarningIcon />}
          title={t.notCompleted.title}
          actions={
            <>
              {view.payment.kind === "membership" ? (
                <Link href={paths.join} className="btn btn-primary">
                  {t.notCompleted.backToJoin}
                </Link>
              ) : (
                <Link href={paths.donate} className="btn btn-primary">
                  {t.notCompleted.backToDonate}
                </Link>
              )}
              <Link href={paths.contact} className="btn btn-outline">
                {t.contact}
              </Link>
            </>
          }
        >
          {reason && <p className="mt-4 text-lg text-slate-900">{t.reasons[reason]}</p>}
          <p className="mt-4 text-lg text-slate-800">{mobile ? t.notCompleted.mobileText : t.notCompleted.text}</p>
          <p className="mt-2 font-semibold text-slate-900">{amount}</p>
        </Outcome>
      );
    case "unavailable":
      return (
        <Outcome
          icon={<WarningIcon />}
          title={t.unavailable.title}
          actions={
            <>
              <button type="button" className="btn btn-primary" onClick={recheck} aria-disabled={status.isFetching || undefined}>
                {status.isFetching ? t.processing.checking : dictionary.common.retry}
              </button>
              <Link href={paths.contact} className="btn btn-outline">
                {t.contact}
              </Link>
            </>
          }
        >
          <p className="mt-4 text-lg text-slate-800">{t.unavailable.text}</p>
        </Outcome>
      );
    case "unknown":
      return (
        <Outcome
          icon={<WarningIcon />}
          title={t.unknown.title}
          actions={
            <>
              <Link href={paths.home} className="btn btn-primary">
                {t.home}
              </Link>
              <Link href={paths.contact} className="btn btn-outline">
                {t.contact}
              </Link>
            </>
          }
        >
          <p className="mt-4 text-lg text-slate-800">{t.unknown.text}</p>
        </Outcome>
      );
  }
}

function Outcome({
  icon,
  title,
  busy = false,
  children,
  details,
  actions,
}: {
  icon: ReactNode;
  title: string;
  busy?: boolean;
  children: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="container-page flex max-w-2xl flex-col items-center py-16 text-center" aria-busy={busy || undefined}>
      {icon}
      {/* The answer replaces the "checking" state in place: announced when it arrives. */}
      <div aria-live="polite">
        <h1 className="mt-6 text-3xl font-bold text-brand sm:text-4xl">{title}</h1>
        {children}
      </div>
      {details && <div className="mt-8 w-full text-left">{details}</div>}
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}

function SuccessIcon() {
  return (
    <svg viewBox="0 0 48 48" className="h-16 w-16 text-green-700" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
      <path d="M14 25l7 7 14-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 48 48" className="h-16 w-16 text-brand" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.1" />
      <circle cx="24" cy="24" r="14" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M24 16v9l6 4" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 48 48" className="h-16 w-16 text-amber-700" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
      <path d="M24 13v14" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="34" r="2.5" fill="currentColor" />
    </svg>
  );
}
