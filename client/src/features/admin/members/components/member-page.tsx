/**
 * A member's page (docs/decisions/013-members-and-years.md): who they are and whether they are
 * paid up today, each year with the payment that paid it and its receipt, their applications,
 * what came from the same address (gifts, messages and the replies, mails), the staff's notes and
 * the history of their records. "Record a payment" for the year staff choose (the one due first)
 * asks the server for the year's row (its dues in force), then opens the record-payment dialog on it.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { Link, useSearch } from "wouter";
import type { MemberPagePayment, MemberPageResponse, MemberPageYear } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { memberCountry } from "@shared/countries";
import { apiPaths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { inputClass } from "@/components/ui/form-field";
import { toast } from "@/hooks/use-toast";
import { AuditLog } from "../../components/audit/audit-log";
import { texts as mailTexts } from "../../components/mail/texts";
import { Badge } from "../../components/badge";
import { StatusBadge } from "../../components/status-badge";
import { ApiError, fieldMessages } from "../../lib/admin-api";
import { formatDate, formatDateTime } from "../../lib/format";
import { saveFailure } from "../../lib/save-failure";
import { texts as adminTexts } from "../../texts";
import { membersListHrefFrom, useAddNote, useMemberPage } from "../api/member-page";
import { texts } from "../texts";
import { RecordYearPayment } from "./record-year-payment";
import { MemberPayments } from "./member-payments";
import { ReceiptHandOut } from "../../components/payments/receipt-hand-out";
import { YearPaid } from "./year-paid";

const NOTE_MAX = 2000;

export function MemberPage({ memberId }: { memberId: string }) {
  const search = useSearch();
  const t = useTexts(texts).page;
  const common = useTexts(adminTexts);
  const query = useMemberPage(memberId);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = query.data?.member.fullName;
  // Opened from the list: the focus goes to the page's title, so that a screen reader says where it is.
  useEffect(() => {
    if (name) heading.current?.focus();
  }, [name]);

  return (
    <div className="mt-2">
      <Link href={membersListHrefFrom(search)} className="inline-flex min-h-11 items-center text-brand underline underline-offset-2 hover:no-underline">
        ← {t.back}
      </Link>
      {query.isPending ? (
        <p className="py-6 text-slate-700" role="status">
          {common.loading}
        </p>
      ) : query.isError ? (
        <div role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{query.error instanceof ApiError && query.error.status === 404 ? t.notFound : t.loadFailed}</p>
          <button type="button" className="btn btn-outline mt-3 min-h-11 bg-white" onClick={() => void query.refetch()}>
            {common.common.tryAgain}
          </button>
        </div>
      ) : (
        <MemberSections page={query.data} heading={heading} />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h4 id={id} className="text-lg font-bold text-brand">
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-slate-700">{children}</p>;

function MemberSections({ page, heading }: { page: MemberPageResponse; heading: RefObject<HTMLHeadingElement | null> }) {
  const t = useTexts(texts).page;
  const { labels } = useTexts(adminTexts);
  const { lang } = useI18n();
  const { member, standing } = page;
  // A member from the first dues paid; before that, only a record.
  const firstPaidAt = page.years.flatMap((y) => (y.paidAt ? [y.paidAt] : [])).sort()[0];
  const receiptWords = useTexts(texts).receipt;
  const standingText = standing.paidUp
    ? standing.inGrace
      ? format(t.inGrace, { year: standing.due ?? "" })
      : t.paidUp
    : standing.paidThrough === null
      ? t.neverPaid
      : t.notPaidUp;
  return (
    <div className="mt-2">
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold [overflow-wrap:anywhere] text-slate-900 focus:outline-none">
        {member.fullName}
      </h3>
      {member.erasedAt ? (
        // Erased at their request: no standing under a placeholder, only what happened.
        <p className="mt-1 font-semibold text-slate-800">{format(t.erased, { date: formatDate(member.erasedAt, lang) })}</p>
      ) : (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-800">
          <YearPaid member={page} />
          <span aria-hidden="true">·</span>
          <span>{standingText}</span>
        </p>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Section title={t.details}>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <dt className="font-semibold text-slate-700">{labels.field.email}</dt>
            <dd className="[overflow-wrap:anywhere]">
              {member.erasedAt ? (
                "—"
              ) : member.email ? (
                <a href={`mailto:${member.email}`} className="text-brand underline-offset-2 hover:underline">
                  {member.email}
                </a>
              ) : (
                // A walk-in added without e-mail: nothing is mailed to them.
                <span className="text-amber-900">{receiptWords.noEmail}</span>
              )}
            </dd>
            {member.phone && (
              <>
                <dt className="font-semibold text-slate-700">{receiptWords.phone}</dt>
                <dd className="[overflow-wrap:anywhere]">
                  <a href={`tel:${member.phone.replace(/[^\d+]/g, "")}`} className="text-brand underline-offset-2 hover:underline">
                    {member.phone}
                  </a>
                </dd>
              </>
            )}
            <dt className="font-semibold text-slate-700">{labels.field.country}</dt>
            <dd>{memberCountry(member, lang)}</dd>
            <dt className="font-semibold text-slate-700">{labels.field.category}</dt>
            <dd>{labels.category[member.category]}</dd>
            <dt className="font-semibold text-slate-700">{labels.field.language}</dt>
            <dd>{labels.language[member.language]}</dd>
            <dt className="font-semibold text-slate-700">{t.consent}</dt>
            <dd>{member.consent ? t.yes : t.no}</dd>
            <dt className="font-semibold text-slate-700">{firstPaidAt ? t.memberSince : t.onFileSince}</dt>
            <dd>{formatDate(firstPaidAt ?? member.createdAt, lang)}</dd>
            <dt className="font-semibold text-slate-700">{t.paidThrough}</dt>
            <dd>{standing.paidThrough ?? "—"}</dd>
          </dl>
          {member.erasedAt && <p className="mt-2 text-sm text-amber-900">{format(t.erased, { date: formatDate(member.erasedAt, lang) })}</p>}
          <h5 className="mt-4 font-semibold text-slate-900">{t.applications}</h5>
          <ul className="mt-1 grid gap-1 text-sm">
            {page.applications.map((application) => (
              <li key={application.id} className="flex flex-wrap items-center gap-2">
                <span>{format(t.appliedOn, { date: formatDate(application.createdAt, lang) })}</span>
                <span>· {labels.category[application.category]}</span>
                <StatusBadge kind="membership" value={application.status} />
              </li>
            ))}
          </ul>
        </Section>
        <YearsSection page={page} />
        <MemberPayments memberId={page.member.id} />
        <Section title={t.gifts}>
          {page.gifts.length === 0 ? (
            <Empty>{t.noGifts}</Empty>
          ) : (
            <ul className="grid gap-2 text-sm">
              {page.gifts.map((gift) => {
                const amount = formatMoney(gift.amount, gift.currency, lang);
                return (
                  <li key={gift.id} className="rounded-md border border-slate-200 p-3">
                    <span className="font-semibold text-slate-900">{amount}</span> · {formatDate(gift.paidAt ?? gift.createdAt, lang)} · {labels.donationStatus[gift.status]}
                    {gift.impactTier && <> · {labels.impactTier[gift.impactTier]}</>}
                    {gift.anonymous && (
                      <>
                        {" "}
                        <Badge tone="neutral">{t.giftAnonymous}</Badge>
                      </>
                    )}
                    {gift.payment && <PaymentDetails payment={gift.payment} label={format(t.giftDownload, { amount })} />}
                  </li>
                );
              })}
            </ul>
          )}
        </Section>
        <Section title={t.messages}>
          {page.messages.length === 0 ? (
            <Empty>{t.noMessages}</Empty>
          ) : (
            <ul className="grid gap-2 text-sm">
              {page.messages.map((message) => (
                <li key={message.id} className="rounded-md border border-slate-200 p-3 [overflow-wrap:anywhere]">
                  <p className="font-semibold text-slate-900">
                    {message.subject} <span className="font-normal text-slate-700">· {formatDateTime(message.createdAt, lang)} · {labels.contactStatus[message.status]}</span>
                  </p>
                  <p className="mt-1 whitespace-pre-wrap text-slate-800">{message.message}</p>
                  {message.replies.map((reply) => (
                    <blockquote key={reply.id} className="mt-2 border-l-4 border-brand/40 pl-3">
                      <p className="text-slate-700">{format(t.reply, { name: reply.authorName, date: formatDateTime(reply.createdAt, lang) })}</p>
                      <p className="whitespace-pre-wrap text-slate-900">{reply.body}</p>
                    </blockquote>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <MailsSection page={page} />
        <NotesSection page={page} />
      </div>
      <div className="mt-4">
        <Section title={t.history}>{page.history.length === 0 ? <Empty>{t.noHistory}</Empty> : <AuditLog items={page.history} />}</Section>
      </div>
    </div>
  );
}

/** How a payment was made, its reference, and its receipt to download once it has a number. */
function PaymentDetails({ payment, label }: { payment: MemberPagePayment; label: string }) {
  const t = useTexts(texts).page;
  const { labels, payment: words, documents } = useTexts(adminTexts);
  return (
    <span className="mt-1 flex flex-col text-slate-700">
      <span>
        {labels.paymentMethod[payment.method]} · {labels.paymentProvider[payment.provider]}
        {payment.status !== "succeeded" && ` · ${labels.paymentState[payment.status]}`}
      </span>
      {payment.reference && <span className="[overflow-wrap:anywhere]">{format(words.reference, { reference: payment.reference })}</span>}
      {payment.status === "succeeded" && (
        <span className="mt-1 flex flex-wrap gap-2">
          <a className="btn btn-outline min-h-11 px-4" href={apiPaths.admin.receipt(payment.id)} download aria-label={label}>
            {payment.receiptNumber ? format(t.receipt, { number: payment.receiptNumber }) : documents.receipt}
          </a>
          <ReceiptHandOut paymentId={payment.id} number={payment.receiptNumber} />
        </span>
      )}
    </span>
  );
}

function YearsSection({ page }: { page: MemberPageResponse }) {
  const t = useTexts(texts).page;
  const { labels } = useTexts(adminTexts);
  const { lang } = useI18n();
  return (
    <Section title={t.years}>
      {!page.member.erasedAt && <RecordYearPayment page={page} />}
      {page.years.length === 0 ? (
        <Empty>{t.noYears}</Empty>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {page.years.map((year: MemberPageYear) => (
            <li key={year.id} className="rounded-md border border-slate-200 p-3">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-base font-bold text-slate-900">{year.year}</span>
                {year.paidAt ? <Badge tone="good">{format(t.paidOn, { date: formatDate(year.paidAt, lang) })}</Badge> : <Badge tone="warn">{t.notPaid}</Badge>}
              </p>
              <p className="text-slate-800">{format(t.yearDues, { amount: formatMoney(year.duesAmount, year.duesCurrency, lang), category: labels.category[year.category] })}</p>
              {year.payment && <PaymentDetails payment={year.payment} label={format(t.receiptFor, { year: year.year })} />}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function MailsSection({ page }: { page: MemberPageResponse }) {
  const t = useTexts(texts).page;
  const templates = useTexts(mailTexts).templates as Record<string, string>;
  const { lang } = useI18n();
  const tones = { pending: "warn", sending: "info", sent: "good", failed: "bad", dropped: "neutral", held: "bad" } as const;
  return (
    <Section title={t.mails}>
      {page.mails.length === 0 ? (
        <Empty>{t.noMails}</Empty>
      ) : (
        <ul className="grid gap-1.5 text-sm">
          {page.mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-1.5 last:border-0">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-semibold text-slate-900">{templates[mail.template] ?? mail.template}</span>
                <span className="block text-slate-700">{formatDateTime(mail.sentAt ?? mail.createdAt, lang)}</span>
              </span>
              <Badge tone={tones[mail.status]}>{t.mailStatus[mail.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function NotesSection({ page }: { page: MemberPageResponse }) {
  const t = useTexts(texts).page;
  const { saveFailed } = useTexts(adminTexts);
  const { lang } = useI18n();
  const id = useId();
  const [body, setBody] = useState("");
  const add = useAddNote(page.member.id);
  const problem = (() => {
    if (!add.isError) return null;
    const field = fieldMessages(add.error)[0]?.message;
    if (field) return field;
    const failure = saveFailure(add.error);
    if (failure.kind === "refused") return failure.reason ?? "";
    return saveFailed[failure.kind];
  })();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(body, {
      onSuccess: () => {
        setBody("");
        toast({ title: t.noteAdded });
      },
    });
  };
  return (
    <Section title={t.notes}>
      {page.notes.length === 0 ? (
        <Empty>{t.noNotes}</Empty>
      ) : (
        <ul className="grid gap-2 text-sm">
          {page.notes.map((note) => (
            <li key={note.id} className="rounded-md border border-slate-200 p-3 [overflow-wrap:anywhere]">
              <p className="whitespace-pre-wrap text-slate-900">{note.body}</p>
              <p className="mt-1 text-slate-700">{format(t.noteBy, { name: note.authorName, date: formatDateTime(note.createdAt, lang) })}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} className="mt-3 grid gap-2">
        <label htmlFor={`${id}-note`} className="text-sm font-semibold text-slate-800">
          {t.noteLabel}
        </label>
        <textarea
          id={`${id}-note`}
          className={`${inputClass} min-h-24`}
          value={body}
          maxLength={NOTE_MAX}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {t.noteHint}
        </p>
        {problem !== null && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-800">
            {t.noteFailed} {problem}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary min-h-11" disabled={add.isPending || body.trim() === ""}>
            {add.isPending ? t.adding : t.addNote}
          </button>
        </div>
      </form>
    </Section>
  );
}
