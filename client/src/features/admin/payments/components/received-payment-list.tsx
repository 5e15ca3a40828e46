import { useSyncExternalStore } from "react";
import type { ReceivedPaymentItem } from "@shared/admin";
import type { Language } from "@shared/domain";
import { formatMoney } from "@shared/money";
import { paths } from "@shared/paths";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Badge } from "../../components/badge";
import { ReversalState } from "../../components/payments/payment-reversal";
import { formatDateTime } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";

/** A table from a laptop's width; a card per payment below it (a phone, a narrow window). */
const WIDE = "(min-width: 1024px)";

function useWide(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(WIDE);
      media.addEventListener("change", listener);
      return () => media.removeEventListener("change", listener);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

const memberHref = (memberId: string) => `${paths.admin}?tab=members&member=${encodeURIComponent(memberId)}`;

type ListProps = { items: ReceivedPaymentItem[]; lang: Language };

export function ReceivedPaymentList(props: ListProps) {
  return useWide() ? <PaymentTable {...props} /> : <PaymentCards {...props} />;
}

/**
 * Who paid: a member's name (a link to their page), a donor's name or address ("Anonymous" beside
 * a gift given so); a person whose data was erased at their request, said so — never a name or an address.
 */
export function Payer({ payment }: { payment: ReceivedPaymentItem }) {
  const t = useTexts(texts);
  const { payer } = payment;
  if (payer.erased) return <Badge tone="neutral">{t.erased}</Badge>;
  const name = payer.name ?? t.noName;
  return (
    <span className="flex flex-wrap items-center gap-x-2 wrap-anywhere">
      {payer.memberId ? (
        <a href={memberHref(payer.memberId)} className="font-semibold text-brand underline" aria-label={format(t.memberOf, { name })}>
          {name}
        </a>
      ) : (
        <span className="font-semibold text-slate-900">{name}</span>
      )}
      {payer.anonymous && (
        <span title={t.anonymousHint}>
          <Badge tone="neutral">{t.anonymous}</Badge>
        </span>
      )}
    </span>
  );
}

/** What it paid: a year's dues, or a gift. */
export function Paid({ payment }: { payment: ReceivedPaymentItem }) {
  const t = useTexts(texts);
  if (payment.paid.kind === "gift") return <>{t.gift}</>;
  return <>{payment.paid.year === null ? t.dues : format(t.duesOf, { year: payment.paid.year })}</>;
}

/**
 * How it came: the method and who took it, the provider's reference, then what the operator's
 * statement shows — the operator, its own transaction id, the paying number masked
 * (docs/decisions/020-matching-operator-statements.md) — and who recorded it.
 */
export function How({ payment }: { payment: ReceivedPaymentItem }) {
  const t = useTexts(texts);
  const { payment: words, labels } = useTexts(adminTexts);
  const operatorLine = [
    payment.operator ? labels.paymentChannel[payment.operator] : null,
    payment.operatorRef ? format(t.operatorRef, { reference: payment.operatorRef }) : null,
    payment.phone,
  ].filter(Boolean);
  return (
    <span className="flex flex-col">
      <span>
        {labels.paymentMethod[payment.method]} · {labels.paymentProvider[payment.provider]}
      </span>
      {payment.providerRef && payment.providerRef !== payment.operatorRef && (
        <span className="text-slate-600 wrap-anywhere">{format(words.reference, { reference: payment.providerRef })}</span>
      )}
      {operatorLine.length > 0 && (
        <span className="text-slate-600 wrap-anywhere" data-testid="payment-operator">
          {operatorLine.join(" · ")}
        </span>
      )}
      {payment.recordedByName && <span className="text-slate-600">{format(t.recordedBy, { username: payment.recordedByName })}</span>}
    </span>
  );
}

/** What became of it (paid twice, refunded, voided: docs/decisions/016-paid-twice-refunds-and-voids.md) and its receipt. */
function Outcome({ payment }: { payment: ReceivedPaymentItem }) {
  const t = useTexts(texts);
  return (
    <div className="text-sm">
      <ReversalState payment={payment} />
      {!payment.receipt && <span className="text-slate-600">{t.noReceipt}</span>}
    </div>
  );
}

function PaymentTable({ items, lang }: ListProps) {
  const t = useTexts(texts);
  const th = "px-3 py-2 text-left text-sm font-semibold text-slate-800";
  const columns = [
    { name: t.columns.date, className: th },
    { name: t.columns.payer, className: th },
    { name: t.columns.paid, className: th },
    { name: t.columns.amount, className: `${th} text-right` },
    { name: t.columns.how, className: th },
    { name: t.columns.receipt, className: th },
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map(({ name, className }) => (
              <th key={name} scope="col" className={className}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((payment) => (
            <tr key={payment.id} className="border-t border-slate-200 align-top" data-testid="received-payment">
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                <time dateTime={payment.paidAt ?? undefined}>{formatDateTime(payment.paidAt, lang)}</time>
              </td>
              <td className="px-3 py-2">
                <Payer payment={payment} />
              </td>
              <td className="px-3 py-2 text-slate-700">
                <Paid payment={payment} />
              </td>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">{formatMoney(payment.amount, payment.currency, lang)}</td>
              <td className="px-3 py-2 text-slate-700">
                <How payment={payment} />
              </td>
              <td className="px-3 py-2">
                <Outcome payment={payment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentCards({ items, lang }: ListProps) {
  const t = useTexts(texts);
  return (
    <ul aria-label={t.listLabel} className="grid gap-3">
      {items.map((payment) => (
        <li key={payment.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="received-payment">
          <div className="flex items-start justify-between gap-3">
            <p className="text-lg font-bold text-slate-900 tabular-nums">
              <span className="sr-only">{t.columns.amount} </span>
              {formatMoney(payment.amount, payment.currency, lang)}
            </p>
            <span className="text-sm text-slate-700">
              <Paid payment={payment} />
            </span>
          </div>
          <p className="mt-1">
            <Payer payment={payment} />
          </p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">{t.columns.date}</dt>
            <dd className="text-slate-800">
              <time dateTime={payment.paidAt ?? undefined}>{formatDateTime(payment.paidAt, lang)}</time>
            </dd>
            <dt className="text-slate-600">{t.columns.how}</dt>
            <dd className="text-slate-800">
              <How payment={payment} />
            </dd>
            <dt className="text-slate-600">{t.columns.receipt}</dt>
            <dd className="text-slate-800">
              <Outcome payment={payment} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
