import { useEffect, useRef, useState } from "react";
import { useSearch } from "wouter";
import type { Language } from "@shared/domain";
import { formatDate } from "@shared/format";
import type { OpenPrivacyRequest, PrivacyRequestKind } from "@shared/privacy";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { ApiError } from "@/lib/api";
import { useAskPrivacyRequest, usePrivacyLink } from "../api/privacy-requests";
import { texts } from "../texts";

type Texts = (typeof texts)["en"];

/** A day on the foundation's clock, as the page's language writes it. */
const day = (iso: string, lang: Language) => formatDate(iso, lang);

/** What the server said of a refused request, else our own words. */
const reasonOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.body?.message) || fallback;

/**
 * /my-data (docs/rules.md R53): what the site holds, and — from the private link of a mail, which
 * proves the address — a copy or the erasure of one's data. The link is checked in the browser.
 */
export function MyData() {
  const { t: dictionary } = useI18n();
  const t = useTexts(texts);
  const page = dictionary.pages.myData;
  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />
      <Section id="holds" title={t.holds.title} intro={t.holds.intro}>
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-lg leading-relaxed text-slate-700">
          {t.holds.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="requests" title={t.actions.title} intro={t.actions.intro} tone="tinted">
        <Requests t={t} />
      </Section>
    </>
  );
}

function Requests({ t }: { t: Texts }) {
  const { lang } = useI18n();
  const search = new URLSearchParams(useSearch());
  const email = search.get("email") ?? "";
  const token = search.get("token") ?? "";
  const link = usePrivacyLink(email, token, lang, Boolean(email && token));

  if (!email || !token) return <p className="max-w-3xl text-lg text-slate-800">{t.noLink}</p>;
  if (link.isPending)
    return (
      <p className="text-lg text-slate-800" role="status">
        {t.checking}
      </p>
    );
  if (link.isError) {
    const refused = link.error instanceof ApiError && link.error.status === 403;
    return (
      <p className="max-w-3xl rounded-md border border-red-300 bg-red-50 p-4 text-lg text-red-900" role="alert">
        {refused ? reasonOf(link.error, t.noLink) : t.unavailable}
      </p>
    );
  }
  // Erased at their request: nothing is left to copy or erase, and the page says so.
  if (link.data.erased)
    return (
      <p className="max-w-3xl text-lg leading-relaxed wrap-anywhere text-slate-800" role="status">
        {t.erased}
      </p>
    );
  return <Actions t={t} email={link.data.email} token={token} open={link.data.open} />;
}

function Actions({ t, email, token, open }: { t: Texts; email: string; token: string; open: OpenPrivacyRequest[] }) {
  const { lang } = useI18n();
  const ask = useAskPrivacyRequest();
  const [confirming, setConfirming] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const eraseButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const send = (kind: PrivacyRequestKind) => {
    if (ask.isPending) return;
    ask.mutate({ email, token, kind, language: lang }, { onSuccess: () => setConfirming(false) });
  };
  const cancel = () => {
    setConfirming(false);
    returnFocus.current = true;
  };
  useEffect(() => {
    if (!confirming && returnFocus.current) {
      returnFocus.current = false;
      eraseButton.current?.focus();
    }
  }, [confirming]);

  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-lg font-semibold wrap-anywhere text-brand">{format(t.address, { email })}</p>

      {open.length > 0 && (
        <div>
          <h3 className="text-lg font-bold text-brand">{t.open.title}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
            {open.map((request) => (
              <li key={request.id}>{format(t.open[request.kind], { date: day(request.requestedAt, lang), due: day(request.dueAt, lang) })}</li>
            ))}
          </ul>
        </div>
      )}

      <div aria-live="polite">
        {ask.isSuccess && (
          <p className="rounded-md border border-green-300 bg-green-50 p-4 text-lg text-green-900" role="status">
            {ask.data.message}
          </p>
        )}
        {ask.isError && (
          <p className="rounded-md border border-red-300 bg-red-50 p-4 text-lg text-red-900" role="alert">
            {reasonOf(ask.error, t.failed)}
          </p>
        )}
      </div>

      {confirming ? (
        <section aria-labelledby="confirm-erasure" className="rounded-lg border-2 border-red-300 bg-white p-5 sm:p-6">
          <h3 id="confirm-erasure" ref={confirmHeading} tabIndex={-1} className="text-xl font-bold text-red-900 outline-none">
            {t.confirm.title}
          </h3>
          <p className="mt-3 leading-relaxed text-slate-800">{t.confirm.text}</p>
          <p className="mt-3 leading-relaxed text-slate-800">{t.confirm.kept}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" aria-disabled={ask.isPending} onClick={() => send("erasure")}>
              {t.confirm.yes}
            </button>
            <button type="button" className="btn btn-outline" onClick={cancel}>
              {t.confirm.cancel}
            </button>
          </div>
        </section>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-lg border border-slate-200 bg-white p-5">
            <button type="button" className="btn btn-primary w-full" aria-disabled={ask.isPending} onClick={() => send("copy")}>
              {t.actions.copy}
            </button>
            <p className="mt-3 text-slate-700">{t.actions.copyHint}</p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-5">
            <button type="button" ref={eraseButton} className="btn btn-outline w-full" onClick={() => setConfirming(true)}>
              {t.actions.erase}
            </button>
            <p className="mt-3 text-slate-700">{t.actions.eraseHint}</p>
          </div>
        </div>
      )}
    </div>
  );
}
