/**
 * The copy of a person's data they can read (docs/rules.md R53; docs/decisions/017-my-membership-page.md, "The copy to read"):
 * a PDF in their language, on the foundation's letter pages, beside the machine-readable file
 * (services/privacy/personal-data.ts `personalDataFile`) and made from the same reading: who they
 * are as a member, their years with the receipt of each, their applications, payments (the
 * operator's reference, the paying number, the receipt), gifts, the messages they sent and our
 * replies, the newsletter, how many mails we sent, and their privacy requests. Amounts through
 * shared/money.ts, days on the foundation's calendar ("28 novembre 2026"). Every section is
 * there, "Nothing." when it is empty, so the person sees what was looked for. Pure: the same data
 * gives the same bytes.
 */
import type {
  Currency,
  DonationStatus,
  ImpactTier,
  Language,
  MembershipCategory,
  MembershipStatus,
  MobileOperator,
  PayableKind,
  PaymentMethod,
  PaymentReversal,
  PaymentState,
} from "../../shared/domain";
import { fill } from "../../shared/fill";
import { formatMoney } from "../../shared/money";
import type { PrivacyRequestKind } from "../../shared/schema/privacy";
import { vocabulary } from "../../shared/vocabulary";
import { paymentMethodName } from "./donation-receipt";
import { LetterPage, foundationDate, type Foundation } from "./letter-page";
import { documentTexts } from "./texts";
import { MUTED } from "./typesetter";

type Written = { body: string; by: string | null; at: Date };

export type PrivacyCopyDocument = {
  foundation: Foundation;
  /** The address the copy is of. */
  email: string;
  madeAt: Date;
  members: {
    fullName: string;
    email: string;
    phone: string | null;
    country: string;
    language: Language;
    category: MembershipCategory;
    consent: boolean;
    createdAt: Date;
    notes: Written[];
  }[];
  years: { year: number; category: MembershipCategory; amount: number; currency: Currency; paidAt: Date | null; receiptNumber: string | null }[];
  applications: { createdAt: Date; fullName: string; category: MembershipCategory; status: MembershipStatus; amount: number; currency: Currency }[];
  payments: {
    createdAt: Date;
    paidAt: Date | null;
    for: PayableKind;
    amount: number;
    currency: Currency;
    method: PaymentMethod;
    operator: MobileOperator | null;
    /** The operator's or provider's transaction id, or the receipt-book number staff typed. */
    reference: string | null;
    /** The number that paid by mobile money. */
    phone: string | null;
    status: PaymentState;
    reversal: { kind: PaymentReversal; at: Date } | null;
    receiptNumber: string | null;
  }[];
  gifts: { createdAt: Date; paidAt: Date | null; amount: number; currency: Currency; donorName: string | null; status: DonationStatus; tier: ImpactTier | null; receiptNumber: string | null }[];
  messages: { createdAt: Date; subject: string; message: string; replies: Written[] }[];
  newsletter: { since: Date; language: Language }[];
  /** How many mails were sent to the address (listed one by one in the JSON file). */
  mails: number;
  requests: { kind: PrivacyRequestKind; requestedAt: Date; dueAt: Date; completedAt: Date | null }[];
};

type Row = { label: string; value: string; strong?: boolean; verbatim?: boolean };

export async function renderPrivacyCopy(doc: PrivacyCopyDocument, lang: Language): Promise<Uint8Array> {
  const t = documentTexts[lang].privacyCopy;
  const day = (at: Date) => foundationDate(at, lang);
  const money = (amount: number, currency: Currency) => formatMoney(amount, currency, lang);
  const category = (value: MembershipCategory) => documentTexts[lang].categories[value];
  const letter = await LetterPage.create(lang, doc.foundation);
  const values = { foundation: doc.foundation.name, email: doc.email, contact: doc.foundation.email, date: day(doc.madeAt) };

  letter.title(t.title, fill(t.subtitle, values));
  letter.paragraph(fill(t.intro, values), { after: 18 });

  /** A section: its heading, then each record (a bold line and its rows), or "Nothing.". */
  const section = <T>(title: string, items: T[], record: (item: T) => { heading: string; rows: Row[]; after?: () => void }) => {
    // A record stays on one page when it can (about 30 points a row), and the heading with the first.
    const height = (rows: Row[]) => Math.min(30 + rows.length * 30, 320);
    const records = items.map(record);
    letter.heading(title, records[0] ? height(records[0].rows) : 30);
    if (records.length === 0) {
      letter.paragraph(t.none, { color: MUTED, after: 16 });
      return;
    }
    for (const { heading, rows, after } of records) {
      letter.keep(height(rows));
      letter.paragraph(heading, { font: "bold", after: 2 });
      letter.rows(rows);
      after?.();
    }
  };
  const written = (label: string, w: Written) => ({ label: fill(label, { by: w.by ?? doc.foundation.name, date: day(w.at) }), value: w.body, verbatim: true });

  // A member from the first dues paid; before that, only a record made on the day they applied.
  const firstPaidAt = doc.years.flatMap((y) => (y.paidAt ? [y.paidAt] : [])).sort((a, b) => a.getTime() - b.getTime())[0];
  section(t.sections.member, doc.members, (m) => ({
    heading: m.fullName,
    rows: [
      { label: t.labels.name, value: m.fullName, verbatim: true },
      { label: t.labels.email, value: m.email, verbatim: true },
      ...(m.phone ? [{ label: t.labels.phone, value: m.phone, verbatim: true }] : []),
      { label: t.labels.country, value: m.country || "—", verbatim: true },
      { label: t.labels.language, value: t.languages[m.language] },
      { label: t.labels.category, value: category(m.category) },
      { label: t.labels.consent, value: m.consent ? t.yes : t.no },
      firstPaidAt ? { label: t.labels.since, value: day(firstPaidAt) } : { label: t.labels.onFile, value: day(m.createdAt) },
      ...m.notes.map((note) => written(t.labels.note, note)),
    ],
  }));

  section(t.sections.years, doc.years, (y) => ({
    heading: fill(t.year, { year: y.year }),
    rows: [
      { label: t.labels.category, value: category(y.category) },
      { label: t.labels.dues, value: money(y.amount, y.currency) },
      { label: t.labels.paidOn, value: y.paidAt ? day(y.paidAt) : t.notPaid },
      ...(y.receiptNumber ? [{ label: t.labels.receipt, value: y.receiptNumber, verbatim: true }] : []),
    ],
  }));

  section(t.sections.applications, doc.applications, (a) => ({
    heading: `${day(a.createdAt)} — ${category(a.category)}`,
    rows: [
      { label: t.labels.name, value: a.fullName, verbatim: true },
      { label: t.labels.appliedOn, value: day(a.createdAt) },
      { label: t.labels.status, value: t.applicationStatus[a.status] },
      ...(a.amount > 0 ? [{ label: t.labels.dues, value: money(a.amount, a.currency) }] : []),
    ],
  }));

  section(t.sections.payments, doc.payments, (p) => ({
    heading: `${day(p.paidAt ?? p.createdAt)} — ${t.payableKinds[p.for]} — ${money(p.amount, p.currency)}`,
    rows: [
      { label: t.labels.date, value: day(p.paidAt ?? p.createdAt) },
      { label: t.labels.for, value: t.payableKinds[p.for] },
      { label: t.labels.amount, value: money(p.amount, p.currency), strong: true },
      { label: t.labels.method, value: paymentMethodName(p.method, p.operator, lang) },
      ...(p.reference ? [{ label: t.labels.reference, value: p.reference, verbatim: true }] : []),
      ...(p.phone ? [{ label: t.labels.payingNumber, value: p.phone, verbatim: true }] : []),
      { label: t.labels.status, value: p.reversal ? fill(t.reversal[p.reversal.kind], { date: day(p.reversal.at) }) : t.paymentStatus[p.status] },
      ...(p.receiptNumber ? [{ label: t.labels.receipt, value: p.receiptNumber, verbatim: true }] : []),
    ],
  }));

  section(t.sections.gifts, doc.gifts, (g) => ({
    heading: `${day(g.paidAt ?? g.createdAt)} — ${money(g.amount, g.currency)}`,
    rows: [
      { label: t.labels.date, value: day(g.paidAt ?? g.createdAt) },
      { label: t.labels.amount, value: money(g.amount, g.currency), strong: true },
      { label: t.labels.donorName, value: g.donorName ?? t.labels.anonymous, verbatim: g.donorName !== null },
      ...(g.tier ? [{ label: t.labels.tier, value: vocabulary[lang].tier[g.tier] }] : []),
      { label: t.labels.status, value: t.donationStatus[g.status] },
      ...(g.receiptNumber ? [{ label: t.labels.receipt, value: g.receiptNumber, verbatim: true }] : []),
    ],
  }));

  section(t.sections.messages, doc.messages, (m) => ({
    heading: `${day(m.createdAt)} — ${m.subject}`,
    rows: [{ label: t.labels.subject, value: m.subject, verbatim: true }],
    after: () => {
      // The message and the replies as paragraphs: a long text reads better across the whole width.
      letter.paragraph(m.message, { after: 10 });
      for (const reply of m.replies) {
        const line = written(t.labels.reply, reply);
        letter.paragraph(line.label, { font: "bold", size: 9.5, color: MUTED, after: 2 });
        letter.paragraph(line.value, { after: 10 });
      }
      letter.paragraph("", { after: 8 });
    },
  }));

  section(t.sections.newsletter, doc.newsletter, (n) => ({
    heading: day(n.since),
    rows: [
      { label: t.labels.subscribedOn, value: day(n.since) },
      { label: t.labels.language, value: t.languages[n.language] },
    ],
  }));

  letter.heading(t.sections.mails);
  letter.rows([{ label: t.labels.count, value: String(doc.mails) }]);
  if (doc.mails > 0) letter.paragraph(t.mailsNote, { size: 9.5, color: MUTED, after: 16 });

  section(t.sections.requests, doc.requests, (r) => ({
    heading: t.requestKinds[r.kind],
    rows: [
      { label: t.labels.requestedOn, value: day(r.requestedAt) },
      { label: t.labels.dueOn, value: day(r.dueAt) },
      r.completedAt ? { label: t.labels.doneOn, value: day(r.completedAt) } : { label: t.labels.status, value: t.open },
    ],
  }));

  letter.keep(50);
  letter.paragraph(fill(t.footnote, values), { size: 9.5, color: MUTED });

  return letter.save({ title: `${t.title} — ${doc.email}`, subject: `${t.title} — ${doc.foundation.name}`, date: doc.madeAt });
}
