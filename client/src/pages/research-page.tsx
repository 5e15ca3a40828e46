import { Link } from "wouter";
import { paths } from "@shared/paths";
import { PageHero } from "@/components/ui/page-hero";
import { useArticles } from "@/features/research/api/get-articles";
import { useI18n } from "@/i18n";

export default function ResearchPage() {
  const { lang, t } = useI18n();
  const page = t.pages.research;
  const { data: articles = [] } = useArticles();
  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />
      <div className="container-page py-10">
        <ul className="grid gap-6 md:grid-cols-2">
          {articles.map((article) => (
            <li key={article.id} className="rounded-lg border border-slate-200 p-5">
              <h2 className="text-xl font-semibold text-brand">
                <Link href={paths.research.article(article.slug)} className="hover:underline">
                  {article.title[lang]}
                </Link>
              </h2>
              <p className="mt-2 text-slate-700">{article.excerpt[lang]}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
