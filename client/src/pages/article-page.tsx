import { PageHero } from "@/components/ui/page-hero";
import { useArticle } from "@/features/research/api/get-articles";
import { useI18n } from "@/i18n";
import NotFoundPage from "./not-found-page";

export default function ArticlePage({ params }: { params: { slug?: string } }) {
  const { lang, t } = useI18n();
  const { data: article, isPending } = useArticle(params.slug ?? "");
  if (isPending) return <p role="status" className="container-page py-10">{t.common.loading}</p>;
  if (!article) return <NotFoundPage />;
  return (
    <article>
      <PageHero heading={article.title[lang]} lead={article.excerpt[lang]} />
      <div className="container-page max-w-3xl py-10">
        {article.content[lang].split(/\n{2,}/).map((paragraph, i) => (
          <p key={i} className="mb-4 leading-relaxed text-slate-800">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}
