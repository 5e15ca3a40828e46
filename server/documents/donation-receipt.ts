/**
 * A receipt for a payment received — a donation, or a member's dues — as a one-page PDF in the
 * payer's language: who paid, how much (shared/money.ts, written as the language writes it), when
 * (the foundation's calendar), how, what for, and the receipt's number
 * (server/services/receipts-and-attestations/assign-receipt-number.ts). Pure: the same data gives the same bytes.
 */
import type { Currency, ImpactTier, Language, MembershipCategory, MobileOperator, PaymentMethod, PaymentReversal } from "../../shared/domain";
import { formatMoney } from "../../shared/money";
import { vocabulary } from "../../shared/vocabulary";
import { LetterPage, foundationDate, type Foundation } from "./letter-page";
import { fill } from "../../shared/fill";
import { documentTexts } from "./texts";
import { MUTED } from "./typesetter";

export type ReceiptDocument = {
  foundation: Foundation;
  /** As printed: `2026-000123`. */
  number: string;
  /** Its payment refunded or voided: the receipt stands cancelled (when, and why). */
  cancelled?: { at: Date; reversal: PaymentReversal } | null;
  /** When the number was given: the document's date. */
  issuedAt: Date;
  /** What was paid for. */
  payable: { kind: "donation"; tier: ImpactTier | null } | { kind: "membership"; category: MembershipCategory; year: number | null };
  payer: { name: string | null; email: string | null };
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  paidAt: Date;
  method: PaymentMethod;
  operator: MobileOperator | null;
  /** The provider's reference, or the receipt or transfer number staff typed. */
  reference: string | null;
};

/** "MTN Mobile Money" when the operator is known, otherwise the method's name (the receipt and its mail). */
export const paymentMethodName = (method: PaymentMethod, operator: MobileOperator | null, lang: Language) =>
  method === "mobile_money" && operator ? vocabulary[lang].operator[operator] : vocabulary[lang].method[method];

export async function renderDonationReceipt(doc: ReceiptDocument, lang: Language): Promise<Uint8Array> {
  const texts = documentTexts[lang].receipt;
  const letter = await LetterPage.create(lang, doc.foundation);
  const title = texts.title[doc.payable.kind];
  const number = fill(texts.number, { number: doc.number });
  letter.title(title, `${number} · ${foundationDate(doc.issuedAt, lang)}`);
  // A receipt cancelled says so first: its payment was refunded or voided (docs/decisions/016-paid-twice-refunds-and-voids.md).
  if (doc.cancelled) {
    letter.paragraph(fill(texts.cancelled[doc.cancelled.reversal], { date: foundationDate(doc.cancelled.at, lang) }), { font: "bold", size: 12, after: 4 });
    letter.paragraph(texts.cancelledNote, { size: 9.5, color: MUTED, after: 12 });
  }

  const rows: { label: string; value: string; strong?: boolean; verbatim?: boolean }[] = [
    { label: texts.receivedFrom, value: doc.payer.name ?? doc.payer.email ?? "", verbatim: true },
    ...(doc.payer.name && doc.payer.email ? [{ label: texts.email, value: doc.payer.email, verbatim: true }] : []),
    { label: texts.amount, value: formatMoney(doc.amount, doc.currency, lang), strong: true },
    { label: texts.date, value: foundationDate(doc.paidAt, lang) },
    { label: texts.method, value: paymentMethodName(doc.method, doc.operator, lang) },
  ];
  if (doc.reference) rows.push({ label: texts.reference, value: doc.reference, verbatim: true });
  if (doc.payable.kind === "donation" && doc.payable.tier) rows.push({ label: texts.tier, value: vocabulary[lang].tier[doc.payable.tier] });
  if (doc.payable.kind === "membership") {
    const category = vocabulary[lang].category[doc.payable.category];
    rows.push({ label: texts.dues, value: doc.payable.year ? fill(texts.duesFor, { category, year: doc.payable.year }) : category });
  }
  letter.rows(rows);

  if (!doc.cancelled) {
    letter.paragraph(fill(texts.thanks[doc.payable.kind], { foundation: doc.foundation.name }), { after: 12 });
    letter.paragraph(fill(texts.acknowledgement, { foundation: doc.foundation.name }), { size: 9.5, color: MUTED });
  }

  return letter.save({ title: `${title} ${doc.number}`, subject: `${title} — ${doc.foundation.name}`, date: doc.issuedAt });
}
