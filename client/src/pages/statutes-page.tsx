import { Link } from "wouter";
import { paths } from "@shared/paths";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { DocumentList } from "@/features/statutes/components/document-list";
import { GovernancePoints } from "@/features/statutes/components/governance-points";
import { texts } from "@/features/statutes/texts";
import { format, useI18n } from "@/i18n";
import { formatMonthOrDay } from "@shared/format";
import { useSiteSettings } from "@/api/get-site-settings";
import { useTexts } from "@/i18n/texts";

/** /statutes (docs/rules.md R28): the four key governance points, the two PDF documents, the next AGM. */
export default function StatutesPage() {
  const { t, lang } = useI18n();
  const page = t.pages.statutes;
  const settings = useSiteSettings().data;
  const text = useTexts(texts);
  return (
    <>
      <PageHero heading={page.heading} lead={page.description}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white">
          <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="#F4B942" strokeWidth="1.8">
            <rect x="2.5" y="4" width="15" height="13.5" rx="2" />
            <path d="M2.5 8.5h15M6.5 2v4M13.5 2v4" strokeLinecap="round" />
          </svg>
          {format(text.nextAgm, { date: formatMonthOrDay(settings?.nextAgm ?? "", lang) ?? "" })}
        </p>
      </PageHero>

      <Section id="governance" title={text.points.title} intro={text.points.intro}>
        <GovernancePoints />
      </Section>

      <Section id="documents" title={text.documents.title} intro={text.documents.intro} tone="tinted">
        <DocumentList />
      </Section>

      <section aria-labelledby="governance-questions" className="py-14">
        <div className="container-page">
          <div className="flex flex-col gap-6 rounded-xl bg-brand p-8 text-white sm:flex-row sm:items-center sm:justify-between">
            <div className="max-w-2xl">
              <h2 id="governance-questions" className="text-2xl font-bold">
                {text.questions.title}
              </h2>
              <p className="mt-2 leading-relaxed text-slate-200">{text.questions.text}</p>
            </div>
            <Link href={paths.contact} className="btn btn-accent shrink-0">
              {t.common.contactUs}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
