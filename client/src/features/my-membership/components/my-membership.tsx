/**
 * /my-membership (docs/decisions/017-my-membership-page.md): a member's or donor's own page. The
 * private link of a mail (`?email=&token=`) is read once, kept in this tab's sessionStorage and
 * taken out of the address bar; without one, the page asks for the address and mails a link. The
 * page is read in the browser only: the server renders nothing of the person.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { Language } from "@shared/domain";
import { formatDate, formatNumber } from "@shared/format";
import { formatMoney } from "@shared/money";
import type { MyMembershipResponse } from "@shared/my-membership";
import { MY_MEMBERSHIP_LINK_DAYS } from "@shared/my-membership-link";
import { paths, withQuery } from "@shared/paths";
import { FormField } from "@/components/ui/form-field";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { ApiError } from "@/lib/api";
import { useAskSignInLink, useMyMembership, useSaveMyDetails } from "../api/my-membership";
import { texts } from "../texts";
import { plural } from "@shared/plural";

type Texts = (typeof texts)["en"];
type Proof = { email: string; token: string };
type Page = Extract<MyMembershipResponse, { erased: false }>;

/** Where this tab keeps the link's proof once read from the address (never across tabs or sessions). */
export const PROOF_STORAGE_KEY = "foundation.my-membership";

const day = (iso: string, lang: Language) => formatDate(iso, lang);
const reasonOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.body?.message) || fallback;
const fieldErrors = (error: unknown) => Object.fromEntries((error instanceof ApiError ? (error.body?.errors ?? []) : []).map((e) => [e.path, e.message]));

function readStored(): Proof | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PROOF_STORAGE_KEY) ?? "null") as Proof | null;
    return stored && typeof stored.email === "string" && typeof stored.token === "string" ? stored : null;
  } catch {
    return null;
  }
}

/** The link's proof: from the address (then kept and taken out of it), else from this tab's storage. */
function useProof(): [Proof | null, boolean, (proof: Proof | null) => void] {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const fromAddress = search.get("email") && search.get("token") ? { email: search.get("email")!, token: search.get("token")! } : null;
  const [proof, setProof] = useState<Proof | null>(fromAddress);
  const [ready, setReady] = useState(fromAddress !== null);
  useEffect(() => {
    if (fromAddress) {
      sessionStorage.setItem(PROOF_STORAGE_KEY, JSON.stringify(fromAddress));
      navigate(paths.myMembership, { replace: true });
    } else setProof((current) => current ?? readStored());
    setReady(true);
    // Read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const change = (next: Proof | null) => {
    if (next) sessionStorage.setItem(PROOF_STORAGE_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(PROOF_STORAGE_KEY);
    setProof(next);
  };
  return [proof, ready, change];
}

export function MyMembership() {
  const { t: dictionary } = useI18n();
  const t = useTexts(texts);
  const page = dictionary.pages.myMembership;
  const [proof, ready, setProof] = useProof();
  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />
      {proof ? <Opened t={t} proof={proof} forget={() => setProof(null)} /> : ready ? <AskLink t={t} /> : <Checking t={t} />}
    </>
  );
}

const Checking = ({ t }: { t: Texts }) => (
  <Section id="my-page" title={t.checking}>
    <p className="text-lg text-slate-800" role="status">
      {t.checking}
    </p>
  </Section>
);

function AskLink({ t, refused }: { t: Texts; refused?: string }) {
  const { lang } = useI18n();
  const ask = useAskSignInLink();
  const [email, setEmail] = useState("");
  const errors = fieldErrors(ask.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ask.isPending) ask.mutate({ email, language: lang });
  };
  return (
    <Section id="ask-link" title={refused ? t.ask.again : t.ask.title} intro={format(t.ask.intro, { days: MY_MEMBERSHIP_LINK_DAYS })}>
      <div className="max-w-xl space-y-5">
        {refused && (
          <p className="rounded-md border border-red-300 bg-red-50 p-4 text-lg text-red-900" role="alert">
            {refused}
          </p>
        )}
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label={t.ask.email} error={errors.email}>
            <input type="email" name="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <button type="submit" className="btn btn-primary w-full sm:w-auto" aria-disabled={ask.isPending}>
            {ask.isPending ? t.ask.sending : t.ask.send}
          </button>
        </form>
        <div aria-live="polite">
          {ask.isSuccess && (
            <p className="rounded-md border border-green-300 bg-green-50 p-4 text-lg text-green-900" role="status">
              {ask.data.message}
            </p>
          )}
          {ask.isError && !errors.email && (
            <p className="rounded-md border border-red-300 bg-red-50 p-4 text-lg text-red-900" role="alert">
              {reasonOf(ask.error, t.failed)}
            </p>
          )}
        </div>
      </div>
    </Section>
  );
}

function Opened({ t, proof, forget }: { t: Texts; proof: Proof; forget: () => void }) {
  const { lang } = useI18n();
  const query = useMyMembership(proof.email, proof.token, lang, true);
  if (query.isPending) return <Checking t={t} />;
  if (query.isError) {
    const refused = query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 410);
    if (refused) return <AskLink t={t} refused={reasonOf(query.error, t.failed)} />;
    return (
      <Section id="my-page" title={t.unavailable}>
        <p className="max-w-3xl rounded-md border border-red-300 bg-red-50 p-4 text-lg text-red-900" role="alert">
          {t.unavailable}
        </p>
      </Section>
    );
  }
  const data = query.data;
  if (data.erased)
    return (
      <Section id="my-page" title={t.erased.title}>
        <p className="max-w-3xl text-lg leading-relaxed wrap-anywhere text-slate-800">{format(t.erased.text, { email: data.email })}</p>
      </Section>
    );
  return (
    <>
      {data.member && <Membership t={t} member={data.member} />}
      <Gifts t={t} gifts={data.gifts} />
      {data.messages.length > 0 && <Messages t={t} messages={data.messages} />}
      <Details t={t} page={data} proof={proof} />
      <Privacy t={t} page={data} proof={proof} />
      <Section id="link" title={t.link}>
        <p className="max-w-3xl font-semibold wrap-anywhere text-brand">{data.email}</p>
        <p className="mt-2 max-w-3xl text-slate-700">{format(t.linkUntil, { date: day(data.linkExpiresAt, lang) })}</p>
        <button type="button" className="btn btn-outline mt-4" onClick={forget}>
          {t.signOut}
        </button>
      </Section>
    </>
  );
}

const linkClass = "font-semibold text-brand underline underline-offset-4 hover:no-underline";

function Membership({ t, member }: { t: Texts; member: NonNullable<Page["member"]> }) {
  const { lang } = useI18n();
  const standing = member.paidUp
    ? member.inGrace
      ? format(t.standing.inGrace, { due: member.due ?? "" })
      : format(t.standing.paidUp, { year: member.paidThrough ?? "" })
    : member.paidThrough !== null
      ? format(t.standing.lapsed, { year: member.paidThrough })
      : t.standing.never;
  const next = member.next;
  return (
    <>
      <Section id="standing" title={t.standing.title}>
        <div className="max-w-3xl space-y-3 text-lg text-slate-800">
          <p className="text-xl font-bold text-brand" data-testid="standing">
            {standing}
          </p>
          <p>{format(t.standing.category, { category: t.categories[member.category] })}</p>
        </div>
        {member.attestation && (
          <div className="mt-6 max-w-3xl rounded-lg border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-bold text-brand">{t.attestation.title}</h3>
            <p className="mt-2 text-slate-700">{format(t.attestation.text, { year: member.attestation.year })}</p>
            <a className="btn btn-primary mt-4" href={member.attestation.url} download>
              {format(t.attestation.download, { year: member.attestation.year })}
            </a>
          </div>
        )}
        {next && (
          <div className="mt-6 max-w-3xl rounded-lg border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-bold text-brand">{t.next.title}</h3>
            {next.kind === "renew" ? (
              <>
                <p className="mt-2 text-slate-700">{format(t.next.renew, { year: next.year, amount: formatMoney(next.amount, next.currency, lang) })}</p>
                <a className="btn btn-primary mt-4" href={next.url}>
                  {format(t.next.pay, { year: next.year })}
                </a>
              </>
            ) : next.kind === "paid" ? (
              <p className="mt-2 text-slate-700">{format(t.next.paid, { year: next.paidThrough, next: next.paidThrough + 1, opens: day(`${next.opensOn}T12:00:00Z`, lang) })}</p>
            ) : (
              <p className="mt-2 text-slate-700">{t.next.offline}</p>
            )}
          </div>
        )}
      </Section>
      {member.years.length > 0 && (
        <Section id="years" title={t.years.title} tone="tinted">
          <ul className="max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {member.years.map((year) => (
              <li key={year.year} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
                <span className="text-lg font-bold text-brand">{year.year}</span>
                <span className="text-slate-700">
                  {formatMoney(year.amount, year.currency, lang)} · {year.paidAt ? `${t.years.paid} ${day(year.paidAt, lang)}` : t.years.notPaid}
                </span>
                {year.receipt && (
                  <a className={linkClass} href={year.receipt.url} download>
                    {year.receiptNumber ? format(t.years.download, { number: year.receiptNumber }) : t.years.downloadUnnumbered}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

function Gifts({ t, gifts }: { t: Texts; gifts: Page["gifts"] }) {
  const { lang } = useI18n();
  return (
    <Section id="gifts" title={t.gifts.title}>
      {gifts.length === 0 ? (
        <p className="text-slate-700">{t.gifts.none}</p>
      ) : (
        <ul className="max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {gifts.map((gift) => (
            <li key={gift.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
              <span className="text-slate-800">{format(t.gifts.line, { amount: formatMoney(gift.amount, gift.currency, lang), date: day(gift.paidAt, lang) })}</span>
              {gift.receipt && (
                <a className={linkClass} href={gift.receipt.url} download>
                  {gift.receiptNumber ? format(t.gifts.download, { number: gift.receiptNumber }) : t.gifts.downloadUnnumbered}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Messages({ t, messages }: { t: Texts; messages: Page["messages"] }) {
  const { lang } = useI18n();
  return (
    <Section id="messages" title={t.messages.title} tone="tinted">
      <ul className="max-w-3xl list-disc space-y-1 pl-6 text-slate-800">
        {messages.map((message) => (
          <li key={`${message.createdAt}-${message.subject}`}>
            {format(t.messages.line, { subject: message.subject, date: day(message.createdAt, lang) })}
            {message.replies > 0 && ` — ${format(plural(message.replies, t.messages.replies, lang), { count: formatNumber(message.replies, lang) })}`}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Details({ t, page, proof }: { t: Texts; page: Page; proof: Proof }) {
  const save = useSaveMyDetails();
  const member = page.member;
  const [fullName, setFullName] = useState(member?.fullName ?? "");
  const [phone, setPhone] = useState(member?.phone ?? "");
  const [language, setLanguage] = useState<Language>(member?.language ?? "en");
  const errors = fieldErrors(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate({ ...proof, fullName, phone, language });
  };
  return (
    <Section id="details" title={t.details.title} intro={member ? t.details.intro : undefined}>
      {member ? (
        <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
          <FormField label={t.details.name} error={errors.fullName}>
            <input type="text" name="fullName" autoComplete="name" value={fullName} onChange={(event) => setFullName(event.target.value)} />
          </FormField>
          <FormField label={t.details.phone} hint={t.details.phoneHint} error={errors.phone}>
            <input type="tel" name="phone" autoComplete="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
          </FormField>
          <FormField label={t.details.language} error={errors.language}>
            <select name="language" value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
              <option value="en">{t.languages.en}</option>
              <option value="fr">{t.languages.fr}</option>
            </select>
          </FormField>
          <button type="submit" className="btn btn-primary w-full sm:w-auto" aria-disabled={save.isPending}>
            {save.isPending ? t.details.saving : t.details.save}
          </button>
          <div aria-live="polite">
            {save.isSuccess && (
              <p className="rounded-md border border-green-300 bg-green-50 p-4 text-green-900" role="status">
                {save.data.message}
              </p>
            )}
            {save.isError && Object.keys(errors).length === 0 && (
              <p className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900" role="alert">
                {reasonOf(save.error, t.failed)}
              </p>
            )}
          </div>
        </form>
      ) : (
        <p className="max-w-3xl text-slate-700">{t.details.donorOnly}</p>
      )}
    </Section>
  );
}

function Privacy({ t, page, proof }: { t: Texts; page: Page; proof: Proof }) {
  const open = page.privacy.open.map((request) => (request.kind === "copy" ? t.privacy.copy : t.privacy.erasure)).join(", ");
  return (
    <Section id="my-data" title={t.privacy.title} intro={t.privacy.intro} tone="tinted">
      <div className="max-w-3xl space-y-3">
        {open && <p className="text-slate-800">{format(t.privacy.open, { list: open })}</p>}
        <p>
          {/* The same proof opens /my-data: it is the proof of the address its footer link carries. */}
          <Link className={linkClass} href={withQuery(paths.myData, proof)}>
            {t.privacy.manage}
          </Link>
        </p>
        {/* The copy to read (PDF, in the page's language), and the machine-readable file beside it. */}
        {page.privacy.readable && (
          <p>
            <a className={linkClass} href={page.privacy.readable} target="_blank" rel="noopener">
              {t.privacy.readable}
            </a>
          </p>
        )}
        {page.privacy.copy && (
          <p>
            <a className={linkClass} href={page.privacy.copy} download>
              {t.privacy.file}
            </a>
          </p>
        )}
      </div>
    </Section>
  );
}
