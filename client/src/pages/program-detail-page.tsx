import { Link } from "wouter";
import { paths } from "@shared/paths";
import { langAttribute, pickLocalized } from "@shared/localized";
import { useProgram } from "@/api/get-programs";
import { LoadingSpinner } from "@/features/programs/components/loading-spinner";
import { ProgramHero } from "@/features/programs/components/program-hero";
import { texts } from "@/features/programs/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import NotFoundPage from "./not-found-page";
import { CtaBand } from "@/components/ui/cta-band";

/**
 * The look of a long text rendered from Markdown on the server (what RichText gave before):
 * subheadings, paragraphs, lists, links, bold and italic; quotes and tables (`markdown-blocks`, styles/site.css).
 */
const proseClass =
  "space-y-4 leading-relaxed text-slate-800 [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_em]:italic [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand [&_h3]:pt-4 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 sm:[&_h2]:text-2xl sm:[&_h3]:text-2xl markdown-blocks";

/** /programs/{slug}: what the program offers, who can apply, and how to take part or support it. */
export default function ProgramDetailPage({ params }: { params: { slug?: string } }) {
  const { lang } = useI18n();
  const text = useTexts(texts);
  const { data: program, isPending } = useProgram(params.slug ?? "");
  if (isPending) return <LoadingSpinner label={text.list.loading} />;
  if (!program) return <NotFoundPage />;

  const detail = text.detail;
  // A text not yet translated shows in the other language, named as such for screen readers.
  const content = pickLocalized(program.content, lang);
  const eligibility = pickLocalized(program.eligibility, lang);
  const applyLink = program.applyLink;
  const applyButton = applyLink && (
    <a href={applyLink} target="_blank" rel="noopener noreferrer" className="btn btn-accent">
      {detail.apply} <span className="sr-only">{text.list.newTab}</span>
    </a>
  );

  return (
    <>
      <ProgramHero program={program}>{applyButton && <div className="mt-6">{applyButton}</div>}</ProgramHero>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-3 lg:gap-12">
        <div className="lg:col-span-2">
          <div
            lang={langAttribute(content, lang)}
            className={`${proseClass} text-base sm:text-lg`}
            dangerouslySetInnerHTML={{ __html: program.contentHtml[content.lang] }}
          />
        </div>

        <aside className="space-y-6">
          {program.eligibility && program.eligibilityHtml && (
            <section aria-labelledby="eligibility-title" className="rounded-lg border-l-4 border-accent bg-brand-50 p-6">
              <h2 id="eligibility-title" className="text-xl font-bold text-brand">
                {detail.eligibilityTitle}
              </h2>
              <div
                lang={langAttribute(eligibility, lang)}
                className={`mt-3 text-base ${proseClass}`}
                dangerouslySetInnerHTML={{ __html: program.eligibilityHtml[eligibility.lang] }}
              />
            </section>
          )}

          {applyButton && (
            <section aria-labelledby="apply-title" className="rounded-lg border border-slate-200 p-6">
              <h2 id="apply-title" className="text-xl font-bold text-brand">
                {detail.applyTitle}
              </h2>
              <p className="mt-2 text-slate-700">{detail.applyText}</p>
              <div className="mt-4">{applyButton}</div>
            </section>
          )}

          <section aria-labelledby="questions-title" className="rounded-lg border border-slate-200 p-6">
            <h2 id="questions-title" className="text-xl font-bold text-brand">
              {detail.questionsTitle}
            </h2>
            <p className="mt-2 text-slate-700">{detail.questionsText}</p>
            <Link href={paths.contact} className="btn btn-outline mt-4">
              {detail.contact}
            </Link>
          </section>
        </aside>
      </div>

      <CtaBand
        id="support-title"
        title={detail.involvedTitle}
        text={detail.involvedText}
        primary={{ href: paths.join, label: detail.join }}
        secondary={{ href: paths.donate, label: detail.donate }}
      />

      <div className="container-page py-8">
        <Link href={paths.programs.list()} className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4">
          {detail.backToPrograms}
        </Link>
      </div>
    </>
  );
}
