import { useId } from "react";
import type { PaymentItem } from "@shared/admin";
import type { PayableKind } from "@shared/domain";
import { formatMoney } from "@shared/money";
import { apiPaths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { formatDate } from "../../lib/format";
import { useResendReceipt } from "../../lib/documents-api";
import { ReceiptHandOut } from "./receipt-hand-out";
import { usePayments } from "../../lib/payments-api";
import { texts } from "../../texts";
import { Badge, type BadgeTone } from "../badge";
import { ReversalActions, ReversalState } from "./payment-reversal";

const tones: Record<PaymentItem["status"], BadgeTone> = { pending: "warn", processing: "info", succeeded: "good", failed: "bad", canceled: "neutral" };

/** A paid payment's receipt: download it, or mail it again to whoever paid (a toast says so). */
function ReceiptActions({ payment }: { payment: PaymentItem }) {
  const t = useTexts(texts).documents;
  const { lang } = useI18n();
  const resend = useResendReceipt();
  const amount = formatMoney(payment.amount, payment.currency, lang);
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <a className="btn btn-outline min-h-11 px-4" href={apiPaths.admin.receipt(payment.id)} download aria-label={format(t.receiptFor, { amount })}>
        {t.receipt}
      </a>
      <button
        type="button"
        className="btn btn-outline min-h-11 px-4"
        aria-label={format(t.sendReceiptAgain, { amount })}
        disabled={resend.isPending}
        onClick={() => resend.mutate(payment.id)}
      >
        {resend.isPending ? t.sending : t.sendAgain}
      </button>
      {/* Given by hand or on WhatsApp: a person added without e-mail (a walk-in, a gift at the office). */}
      <ReceiptHandOut paymentId={payment.id} />
    </div>
  );
}

/**
 * Every payment of a donation or a member's dues, newest first: a try that failed (a declined
 * card), one still pending online (a mobile-money push), the one that paid and who recorded it.
 * A payment that paid offers its receipt, to download or to mail again. Nothing while there is none.
 */
export function PaymentHistory({ kind, id }: { kind: PayableKind; id: string }) {
  const { payment: t, labels } = useTexts(texts);
  const { lang } = useI18n();
  const titleId = useId();
  const query = usePayments(kind, id);
  if (query.isPending) return null;
  if (query.isError) return <p className="text-sm text-slate-700">{t.history.loadFailed}</p>;
  const items = query.data.items;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="border-t border-slate-200 pt-4">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {t.history.title}
      </h3>
      <ul className="mt-2 grid gap-2 text-sm">
        {items.map((payment) => (
          <li key={payment.id} className="rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-slate-900">
                {formatMoney(payment.amount, payment.currency, lang)} · {formatDate(payment.paidAt ?? payment.createdAt, lang)}
              </span>
              <Badge tone={tones[payment.status]}>{labels.paymentState[payment.status]}</Badge>
            </div>
            <p className="text-slate-700">
              {labels.paymentMethod[payment.method]} · {labels.paymentProvider[payment.provider]}
              {payment.recordedByName && <> · {format(t.history.recordedBy, { username: payment.recordedByName })}</>}
            </p>
            {payment.providerRef && <p className="text-slate-700 [overflow-wrap:anywhere]">{format(t.reference, { reference: payment.providerRef })}</p>}
            {payment.note && <p className="whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]">{payment.note}</p>}
            <ReversalState payment={payment} />
            {/* A receipt cancelled (its payment refunded or voided) is not mailed again. */}
            {payment.status === "succeeded" && payment.reversal === null && <ReceiptActions payment={payment} />}
            <ReversalActions payment={payment} />
          </li>
        ))}
      </ul>
    </section>
  );
}
