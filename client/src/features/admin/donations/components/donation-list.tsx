import type { DonationItem, PaymentSummary } from "@shared/admin";
import type { Language } from "@shared/domain";
import { formatMoney } from "@shared/money";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { StatusBadge } from "../../components/status-badge";
import { Badge } from "../../components/badge";
import { AmountCell, Cell, MoneyCard, MoneyList, When, WhenCell } from "../../components/payments/money-list";
import { reversalTexts } from "../../components/payments/reversal-texts";
import { texts as adminTexts } from "../../texts";
import { donorOf } from "../api/donations";
import { texts } from "../texts";

type ListProps = {
  items: DonationItem[];
  lang: Language;
  /** Opens the dialog that records a payment made elsewhere for a donation not paid yet. */
  onRecord: (donation: DonationItem) => void;
  /** Opens a paid donation's payments, with its receipt to download or send again. */
  onPayments: (donation: DonationItem) => void;
};

/** The donations: a table from a laptop's width, a card per donation below it. */
export function DonationList({ items, lang, onRecord, onPayments }: ListProps) {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  const tier = (donation: DonationItem) => (donation.impactTier ? labels.impactTier[donation.impactTier] : t.noTier);
  const language = (donation: DonationItem) => labels.language[donation.language];
  const columns = [
    { name: t.columns.date },
    { name: labels.field.email },
    { name: t.columns.amount, amount: true },
    { name: t.columns.tier },
    { name: labels.field.status },
    { name: t.columnPayment },
    { name: labels.field.language },
    { name: t.columnActions },
  ];
  return (
    <MoneyList
      label={t.listLabel}
      columns={columns}
      items={items}
      row={(donation) => (
        <>
          <WhenCell at={donation.createdAt} lang={lang} />
          <Cell><Donor donation={donation} /></Cell>
          <AmountCell amount={donation.amount} currency={donation.currency} lang={lang} />
          <Cell muted>{tier(donation)}</Cell>
          <Cell><StatusBadge kind="donation" value={donation.status} /></Cell>
          <Cell muted><PaymentLine payment={donation.payment} /></Cell>
          <Cell muted>{language(donation)}</Cell>
          <Cell><RecordButton donation={donation} lang={lang} onRecord={onRecord} onPayments={onPayments} /></Cell>
        </>
      )}
      card={(donation) => (
        <MoneyCard
          amountLabel={t.columns.amount}
          amount={donation.amount}
          currency={donation.currency}
          lang={lang}
          beside={<StatusBadge kind="donation" value={donation.status} />}
          who={<Donor donation={donation} />}
          details={[
            { term: t.columns.date, description: <When at={donation.createdAt} lang={lang} /> },
            { term: t.columns.tier, description: tier(donation) },
            { term: t.columnPayment, description: <PaymentLine payment={donation.payment} /> },
            { term: labels.field.language, description: language(donation) },
          ]}
        >
          <div className="mt-3">
            <RecordButton donation={donation} lang={lang} onRecord={onRecord} onPayments={onPayments} />
          </div>
        </MoneyCard>
      )}
    />
  );
}

/** How a donation was paid and who took it ("Bank transfer · Recorded by staff"), and its reference. */
function PaymentLine({ payment }: { payment: PaymentSummary | null }) {
  const t = useTexts(texts);
  const { payment: words, labels } = useTexts(adminTexts);
  const reversal = useTexts(reversalTexts);
  if (!payment) return <span className="text-slate-600">{t.noPayment}</span>;
  return (
    <span className="flex flex-col">
      <span>
        {labels.paymentMethod[payment.method]} · {labels.paymentProvider[payment.provider]}
        {/* A try that did not (yet) pay says so: the line is how it was tried, not how it was paid. */}
        {payment.status !== "succeeded" && ` · ${labels.paymentState[payment.status]}`}
      </span>
      {payment.reference && <span className="text-slate-600 wrap-anywhere">{format(words.reference, { reference: payment.reference })}</span>}
      {/* Mobile money: the operator, its own transaction id and the paying number, masked — what its statement shows (docs/decisions/020-matching-operator-statements.md). */}
      {(payment.operator || payment.operatorRef || payment.maskedNumber) && (
        <span className="text-slate-600 wrap-anywhere" data-testid="payment-operator">
          {[
            payment.operator ? labels.paymentChannel[payment.operator] : null,
            payment.operatorRef && payment.operatorRef !== payment.reference ? format(t.operatorRef, { reference: payment.operatorRef }) : null,
            payment.maskedNumber,
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
      )}
      {/* Paid twice (docs/decisions/016-paid-twice-refunds-and-voids.md): the extra money is to give back. */}
      {payment.paidTwice && (
        <span>
          <Badge tone="warn">{reversal.paidTwice}</Badge>
        </span>
      )}
    </span>
  );
}

/**
 * Who gave: the donor's name (given on the form, or typed by staff), "Anonymous" beside it when
 * they chose to give anonymously, the e-mail and the phone/WhatsApp number they gave.
 */
function Donor({ donation }: { donation: DonationItem }) {
  const t = useTexts(texts);
  if (donation.erased) return <span className="text-slate-700 italic">{t.erased}</span>;
  return (
    <span className="flex flex-col wrap-anywhere">
      {(donation.donorName || donation.anonymous) && (
        <span className="flex flex-wrap items-center gap-x-2">
          {donation.donorName && <span className="font-semibold text-slate-900">{donation.donorName}</span>}
          {donation.anonymous && (
            <span title={t.anonymousHint}>
              <Badge tone="neutral">{t.anonymous}</Badge>
            </span>
          )}
        </span>
      )}
      <span className="text-slate-900">{donation.email}</span>
      {donation.phone && (
        <a href={`tel:${donation.phone.replace(/[^\d+]/g, "")}`} className="text-slate-700 underline" aria-label={`${t.phone} ${donation.phone}`}>
          {donation.phone}
        </a>
      )}
    </span>
  );
}

/**
 * "Record a payment", on a donation not paid yet; "Payments and receipt" on a paid one (its
 * receipt to download or send again). Their names say which donation.
 */
function RecordButton({ donation, lang, onRecord, onPayments }: { donation: DonationItem; lang: Language } & Pick<ListProps, "onRecord" | "onPayments">) {
  const t = useTexts(texts).record;
  const { payment, documents } = useTexts(adminTexts);
  const words = { amount: formatMoney(donation.amount, donation.currency, lang), donor: donation.erased ? t.erasedDonor : donorOf(donation) };
  if (donation.status === "succeeded")
    return (
      <button type="button" className="btn btn-outline min-h-11 px-4" aria-label={format(documents.viewPaymentsFor, words)} onClick={() => onPayments(donation)}>
        {documents.viewPayments}
      </button>
    );
  // Nothing is recorded for a person erased at their request (the server refuses it too).
  if (donation.erased) return null;
  return (
    <button type="button" className="btn btn-outline min-h-11 px-4" aria-label={format(t.buttonFor, words)} onClick={() => onRecord(donation)}>
      {payment.record.button}
    </button>
  );
}
