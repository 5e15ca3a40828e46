import { Link } from "wouter";
import { langAttribute, pickLocalized } from "@shared/localized";
import type { ArticleSummary } from "@shared/api-types";
import { paths } from "@shared/paths";
import { useI18n } from "@/i18n";
import { ArticleByline, ArticleTags } from "./article-meta";

/** A research article in the list: title (the link to it), date, author, excerpt and up to 3 tags. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { lang } = useI18n();
  const title = pickLocalized(article.title, lang);
  const excerpt = pickLocalized(article.excerpt, lang);
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h3 lang={langAttribute(title, lang)} className="text-lg font-semibold leading-snug text-brand">
        <Link href={paths.research.article(article.slug)} className="underline-offset-4 hover:underline">
          {title.text}
        </Link>
      </h3>
      <ArticleByline article={article} className="mt-2" />
      <p lang={langAttribute(excerpt, lang)} className="mt-3 line-clamp-4 flex-1 text-slate-700">
        {excerpt.text}
      </p>
      <ArticleTags tags={article.tags} max={3} className="mt-4" />
    </article>
  );
}
