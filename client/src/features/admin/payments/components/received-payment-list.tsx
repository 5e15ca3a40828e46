import type { ReactNode } from "react";
import type { ReceivedPaymentItem } from "@shared/admin";
import type { Language } from "@shared/domain";
import { paths } from "@shared/paths";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Badge } from "../../components/badge";
import { AmountCell, Cell, MoneyCard, MoneyList, When, WhenCell } from "../../components/payments/money-list";
import { ReversalState } from "../../components/payments/payment-reversal";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";

const memberHref = (memberId: string) => `${paths.admin}?tab=members&member=${encodeURIComponent(memberId)}`;

type ListProps = { items: ReceivedPaymentItem[]; lang: Language };

/** The payments received: a table from a laptop's width, a card per payment below it. */
export function ReceivedPaymentList({ items, lang }: ListProps) {
  const t = useTexts(texts);
  const columns = [
    { name: t.columns.date },
    { name: t.columns.payer },
    { name: t.columns.paid },
    { name: t.columns.amount, amount: true },
    { name: t.columns.how },
    { name: t.columns.receipt },
  ];
  return (
    <MoneyList
      label={t.listLabel}
      columns={columns}
      items={items}
      testId="received-payment"
      row={(payment) => (
        <>
          <WhenCell at={payment.paidAt} lang={lang} />
          <Cell><Payer payment={payment} /></Cell>
          <Cell muted><Paid payment={payment} /></Cell>
          <AmountCell amount={payment.amount} currency={payment.currency} lang={lang} />
          <Cell muted><How payment={payment} /></Cell>
          <Cell><Outcome payment={payment} /></Cell>
        </>
      )}
      card={(payment) => (
        <PaymentCard
          payment={payment}
          lang={lang}
          details={[
            { term: t.columns.date, description: <When at={payment.paidAt} lang={lang} /> },
            { term: t.columns.how, description: <How payment={payment} /> },
            { term: t.columns.receipt, description: <Outcome payment={payment} /> },
          ]}
        />
      )}
    />
  );
}

/** A payment's card: the amount and what it paid, who paid, then the details given. */
export function PaymentCard({ payment, lang, details }: { payment: ReceivedPaymentItem; lang: Language; details: { term: string; description: ReactNode }[] }) {
  const t = useTexts(texts);
  return (
    <MoneyCard
      amountLabel={t.columns.amount}
      amount={payment.amount}
      currency={payment.currency}
      lang={lang}
      beside={
        <span className="text-sm text-slate-700">
          <Paid payment={payment} />
        </span>
      }
      who={<Payer payment={payment} />}
      details={details}
    />
  );
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
