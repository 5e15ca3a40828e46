import { useEffect, useId, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatMoney } from "@shared/money";
import { localizedPath, paths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { getPaymentStatusQueryOptions } from "../api/get-payment-status";
import type { PaidPayment, PaymentStatus } from "../types";
import { texts } from "./texts";

export type PaymentConfirmationProps = {
  paid: PaidPayment;
  /** The button that puts the page's emptied form back ('Make another donation'); none when absent. */
  another?: { kind: "join" | "donate"; onClick: () => void };
  /** The server knows no such payment, or it did not go through: the page forgets it and shows its form. */
  onGone?: () => void;
};

/** How often a payment still being confirmed is asked about again. */
const RECHECK_MS = 5_000;

/**
 * The payer's confirmation, on the page where they paid, for as long as they stay (and after a
 * reload: see remembered-payment.ts): the amount, the year paid or a gift, the receipt's number,
 * the address the receipt was mailed to, the documents' private links and the way to their page —
 * all from the server's answer about the payment, nothing guessed. While the provider has not
 * confirmed it, it says so and asks again. The focus moves to its heading when it opens, and its
 * first lines are a live region: what it says is announced as the server's answer arrives.
 */
export function PaymentConfirmation({ paid, another, onGone }: PaymentConfirmationProps) {
  const { lang } = useI18n();
  const t = useTexts(texts);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const status = useQuery({
    ...getPaymentStatusQueryOptions(paid.id, paid.token, lang),
    // Asked again on opening unless what is known already confirms it (the return page's answer):
    // the payment step's last word may predate the receipt.
    refetchOnMount: (query) => (query.state.data?.confirmation ? false : "always"),
    refetchInterval: (query) => (isWaiting(query.state.data) ? RECHECK_MS : false),
  });
  const payment = status.data;
  // Unknown, failed, cancelled, refunded: nothing to confirm (only what the server counts as paid is).
  const gone = status.isSuccess && (!payment || !(payment.status === "succeeded" || isWaiting(payment)));

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (gone) onGone?.();
    // When the answer says so.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gone]);

  const amount = payment ? formatMoney(payment.amount, payment.currency, lang) : null;
  const confirmation = payment?.status === "succeeded" ? payment.confirmation : null;
  const what = confirmation ? (confirmation.year === null ? t.gift : format(t.dues, { year: confirmation.year })) : null;

  let title = t.checking;
  let said: string | null = null;
  if (confirmation && amount && what) {
    title = t.title;
    said = format(t.said, { amount, what });
  } else if (payment && isWaiting(payment)) {
    title = t.processingTitle;
    said = format(t.processing, { amount: amount ?? "" });
  } else if (status.isError) said = t.failed;

  const link = "btn btn-outline min-h-11 w-full justify-center text-center sm:w-auto";
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={status.isPending || undefined}
      // A toast on a phone sits at the top of the screen: the heading scrolled to stays below it.
      className="mx-auto max-w-xl scroll-mt-32 rounded-lg border-2 border-green-700 bg-white p-6 shadow-sm sm:p-8"
      data-payment-confirmation=""
    >
      <div role="status" aria-live="polite">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="scroll-mt-32 text-2xl font-bold tracking-tight text-brand focus:outline-none sm:text-3xl">
          {title}
        </h2>
        {said && <p className="mt-3 text-lg text-slate-800">{said}</p>}
      </div>
      {confirmation && amount && what && (
        <>
          <dl className="mt-5 grid gap-x-6 gap-y-2 rounded-md bg-brand-50 p-4 sm:grid-cols-[auto_1fr]">
            {(
              [
                [t.amount, amount],
                [t.paidFor, what],
                [t.receipt, confirmation.receiptNumber],
                [t.sentTo, confirmation.sentTo],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-semibold text-slate-700">{label}</dt>
                <dd className="break-words font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-slate-700">{t.sentToNote}</p>
          <div className="mt-4 grid gap-3 sm:flex sm:flex-wrap">
            <a href={confirmation.documents.receipt} className={link}>
              {t.downloadReceipt}
            </a>
            {confirmation.documents.attestation && (
              <a href={confirmation.documents.attestation} className={link}>
                {t.downloadAttestation}
              </a>
            )}
            <a href={localizedPath(paths.myMembership, lang)} className="btn btn-primary min-h-11 w-full justify-center text-center sm:w-auto">
              {t.myPage}
            </a>
          </div>
        </>
      )}
      {(status.isError || (payment && isWaiting(payment))) && (
        <p className="mt-4">
          <button type="button" className="btn btn-outline min-h-11" aria-disabled={status.isFetching || undefined} onClick={() => !status.isFetching && void status.refetch()}>
            {t.checkAgain}
          </button>
        </p>
      )}
      {another && confirmation && (
        <p className="mt-6 border-t border-slate-200 pt-4">
          <button type="button" className="btn btn-outline min-h-11 w-full sm:w-auto" onClick={another.onClick}>
            {t.another[another.kind]}
          </button>
        </p>
      )}
    </section>
  );
}

/** Accepted and not yet confirmed by the provider (or succeeded, its receipt not yet readable). */
const isWaiting = (payment: PaymentStatus | null | undefined) =>
  !!payment && (payment.status === "pending" || payment.status === "processing" || (payment.status === "succeeded" && !payment.confirmation));
