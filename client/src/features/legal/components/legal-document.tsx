import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths, type LegalType } from "@shared/paths";
import type { Language } from "@shared/domain";
import { PageHero } from "@/components/ui/page-hero";
import { format, formatNodes, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useConfig } from "@/lib/config";
import type { texts as cookiesTexts } from "../cookies/texts";
import { formatLegalDate } from "../format-date";
import type { texts as privacyTexts } from "../privacy/texts";
import type { texts as termsTexts } from "../terms/texts";
import { texts } from "../texts";

/** The date every legal document was last updated (docs/rules.md R28). */
export const LEGAL_LAST_UPDATED = "2024-12-01";

/** A document's texts in both languages (each document is its own page chunk: see pages/legal-*-page.tsx). */
export type LegalTexts = Record<Language, (typeof privacyTexts | typeof termsTexts | typeof cookiesTexts)[Language]>;

/** `{email}` becomes a mailto link and `{site}` the foundation's name. */
function useInline() {
  const { siteName, contactEmail } = useConfig();
  const email = (
    <a href={`mailto:${contactEmail}`} className="font-semibold text-brand underline underline-offset-2 hover:text-brand-700">
      {contactEmail}
    </a>
  );
  return (text: string): ReactNode[] => formatNodes(text, { email, site: siteName });
}

/**
 * A section's text, as blocks: a paragraph, a list (each line starting with "- "), or a
 * subheading ("## ").
 */
function Blocks({ blocks }: { blocks: readonly string[] }) {
  const inline = useInline();
  return (
    <div className="space-y-4 leading-relaxed text-slate-800 sm:text-lg">
      {blocks.map((block, i) => {
        if (block.startsWith("## ")) {
          return (
            <h3 key={i} className="pt-2 text-lg font-bold text-brand sm:text-xl">
              {block.slice(3)}
            </h3>
          );
        }
        if (block.startsWith("- ")) {
          return (
            <ul key={i} className="list-disc space-y-2 pl-6 marker:text-brand">
              {block.split("\n").map((item, j) => (
                <li key={j}>{inline(item.replace(/^- /, ""))}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{inline(block)}</p>;
      })}
    </div>
  );
}

/** A legal document (/legal/{type}, docs/rules.md R28): date, introduction, numbered sections, questions box. */
export function LegalDocument({ type, texts: documentTexts }: { type: LegalType; texts: LegalTexts }) {
  const { lang, t } = useI18n();
  const common = useTexts(texts);
  const doc = useTexts(documentTexts);
  const { siteName } = useConfig();
  const inline = useInline();
  const sectionId = (n: number) => `section-${n}`;
  const date = <time dateTime={LEGAL_LAST_UPDATED}>{formatLegalDate(LEGAL_LAST_UPDATED, lang)}</time>;
  return (
    <>
      <PageHero heading={t.pages.legalTypes[type]} lead={format(doc.intro, { site: siteName })}>
        <p className="mt-4 text-sm font-medium text-slate-700">{formatNodes(common.lastUpdated, { date })}</p>
      </PageHero>

      <div className="container-page py-12 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,48rem)] lg:gap-14">
          <nav aria-labelledby="legal-toc" className="self-start rounded-xl border border-slate-200 p-5 lg:sticky lg:top-24">
            <p id="legal-toc" className="text-sm font-bold uppercase tracking-wide text-slate-700">
              {common.onThisPage}
            </p>
            <ol className="mt-3 space-y-1 text-sm">
              {doc.sections.map((section, i) => (
                <li key={section.title}>
                  <a
                    href={`#${sectionId(i + 1)}`}
                    className="flex min-h-11 items-center rounded-md px-2 text-slate-800 hover:bg-brand-50 hover:text-brand"
                  >
                    {i + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div>
            {doc.sections.map((section, i) => (
              <section
                key={section.title}
                id={sectionId(i + 1)}
                aria-labelledby={`${sectionId(i + 1)}-title`}
                className="scroll-mt-24 border-b border-slate-200 py-8 first:pt-0 last:border-b-0"
              >
                <h2 id={`${sectionId(i + 1)}-title`} className="mb-4 text-2xl font-bold tracking-tight text-brand">
                  {i + 1}. {section.title}
                </h2>
                <Blocks blocks={section.body} />
              </section>
            ))}

            <section aria-labelledby="legal-questions" className="mt-8 rounded-xl border-l-4 border-accent bg-brand-50 p-6 sm:p-8">
              <h2 id="legal-questions" className="text-xl font-bold text-brand sm:text-2xl">
                {common.questions[type]}
              </h2>
              <p className="mt-3 leading-relaxed text-slate-800">{inline(common.questionsText)}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link href={paths.contact} className="btn btn-primary">
                  {t.common.contactUs}
                </Link>
                <Link href={paths.home} className="btn btn-outline">
                  {t.common.backToHome}
                </Link>
              </div>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
