import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { useArticles } from "@/features/research/api/get-articles";
import { ArticleCard } from "@/features/research/components/article-card";
import { RecentStudies } from "@/features/research/components/recent-studies";
import { ResearchAreas } from "@/features/research/components/research-areas";
import { ResearchPartnerBand } from "@/features/research/components/research-partner-band";
import { texts } from "@/features/research/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";

/** /research: the research areas, recent studies, published articles and research partnerships. */
export default function ResearchPage() {
  const { t } = useI18n();
  const text = useTexts(texts);
  const page = t.pages.research;
  const { data: articles, isPending, isError } = useArticles();

  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />

      <Section id="research-areas" title={text.areas.title} intro={text.areas.intro}>
        <ResearchAreas />
      </Section>

      <Section id="recent-studies" title={text.studies.title} intro={text.studies.intro} tone="tinted">
        <RecentStudies />
      </Section>

      <Section id="publications" title={text.articles.title} intro={text.articles.intro}>
        {isPending ? (
          <p role="status" className="text-slate-700">
            {t.common.loading}
          </p>
        ) : isError ? (
          <p role="alert" className="text-red-800">
            {t.common.anErrorOccurred}
          </p>
        ) : articles.length === 0 ? (
          <p className="text-slate-700">{text.articles.empty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <ResearchPartnerBand />
    </>
  );
}
