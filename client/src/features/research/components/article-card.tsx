import { Link } from "wouter";
import type { ArticleSummary } from "@shared/api-types";
import { paths } from "@shared/paths";
import { useI18n } from "@/i18n";
import { ArticleByline, ArticleTags } from "./article-meta";

/** A research article in the list: title (the link to it), date, author, excerpt and up to 3 tags. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { lang } = useI18n();
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold leading-snug text-brand">
        <Link href={paths.research.article(article.slug)} className="underline-offset-4 hover:underline">
          {article.title[lang]}
        </Link>
      </h3>
      <ArticleByline article={article} className="mt-2" />
      <p className="mt-3 line-clamp-4 flex-1 text-slate-700">{article.excerpt[lang]}</p>
      <ArticleTags tags={article.tags} max={3} className="mt-4" />
    </article>
  );
}
