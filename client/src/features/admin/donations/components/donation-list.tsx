import { useSyncExternalStore } from "react";
import type { DonationItem, PaymentSummary } from "@shared/admin";
import type { Language } from "@shared/domain";
import { formatMoney } from "@shared/money";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { StatusBadge } from "../../components/status-badge";
import { Badge } from "../../components/badge";
import { reversalTexts } from "../../components/payments/reversal-texts";
import { formatDateTime } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { donorOf } from "../api/donations";
import { texts } from "../texts";

/** A table from a laptop's width; a card per donation below it (a phone, a narrow window). */
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

type ListProps = {
  items: DonationItem[];
  lang: Language;
  /** Opens the dialog that records a payment made elsewhere for a donation not paid yet. */
  onRecord: (donation: DonationItem) => void;
  /** Opens a paid donation's payments, with its receipt to download or send again. */
  onPayments: (donation: DonationItem) => void;
};

export function DonationList(props: ListProps) {
  const wide = useWide();
  return wide ? <DonationTable {...props} /> : <DonationCards {...props} />;
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
            payment.operator ? t.operators[payment.operator] : null,
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

function useLabels() {
  const t = useTexts(texts);
  const labels = useTexts(adminTexts).labels;
  return {
    t,
    field: labels.field,
    tier: (donation: DonationItem) => (donation.impactTier ? labels.impactTier[donation.impactTier] : t.noTier),
    language: (donation: DonationItem) => labels.language[donation.language],
  };
}

function DonationTable({ items, lang, onRecord, onPayments }: ListProps) {
  const { t, field, tier, language } = useLabels();
  const th = "px-3 py-2 text-left text-sm font-semibold text-slate-800";
  // The amount is aligned on the right, like its figures.
  const columns = [
    { name: t.columns.date, className: th },
    { name: field.email, className: th },
    { name: t.columns.amount, className: `${th} text-right` },
    { name: t.columns.tier, className: th },
    { name: field.status, className: th },
    { name: t.columnPayment, className: th },
    { name: field.language, className: th },
    { name: t.columnActions, className: th },
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
          {items.map((donation) => (
            <tr key={donation.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                <time dateTime={donation.createdAt}>{formatDateTime(donation.createdAt, lang)}</time>
              </td>
              <td className="px-3 py-2">
                <Donor donation={donation} />
              </td>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatMoney(donation.amount, donation.currency, lang)}
              </td>
              <td className="px-3 py-2 text-slate-700">{tier(donation)}</td>
              <td className="px-3 py-2">
                <StatusBadge kind="donation" value={donation.status} />
              </td>
              <td className="px-3 py-2 text-slate-700">
                <PaymentLine payment={donation.payment} />
              </td>
              <td className="px-3 py-2 text-slate-700">{language(donation)}</td>
              <td className="px-3 py-2">
                <RecordButton donation={donation} lang={lang} onRecord={onRecord} onPayments={onPayments} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DonationCards({ items, lang, onRecord, onPayments }: ListProps) {
  const { t, field, tier, language } = useLabels();
  return (
    <ul aria-label={t.listLabel} className="grid gap-3">
      {items.map((donation) => (
        <li key={donation.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="text-lg font-bold text-slate-900 tabular-nums">
              <span className="sr-only">{t.columns.amount} </span>
              {formatMoney(donation.amount, donation.currency, lang)}
            </p>
            <StatusBadge kind="donation" value={donation.status} />
          </div>
          <p className="mt-1">
            <Donor donation={donation} />
          </p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">{t.columns.date}</dt>
            <dd className="text-slate-800">
              <time dateTime={donation.createdAt}>{formatDateTime(donation.createdAt, lang)}</time>
            </dd>
            <dt className="text-slate-600">{t.columns.tier}</dt>
            <dd className="text-slate-800">{tier(donation)}</dd>
            <dt className="text-slate-600">{t.columnPayment}</dt>
            <dd className="text-slate-800">
              <PaymentLine payment={donation.payment} />
            </dd>
            <dt className="text-slate-600">{field.language}</dt>
            <dd className="text-slate-800">{language(donation)}</dd>
          </dl>
          <div className="mt-3">
            <RecordButton donation={donation} lang={lang} onRecord={onRecord} onPayments={onPayments} />
          </div>
        </li>
      ))}
    </ul>
  );
}
