import type { ArticleSummary } from "@shared/api-types";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { formatPublishDate } from "../format-publish-date";
import { texts } from "../texts";

/** An article's date and author on one line. */
export function ArticleByline({ article, className = "" }: { article: Pick<ArticleSummary, "publishDate" | "author">; className?: string }) {
  const { lang } = useI18n();
  const text = useTexts(texts).articles;
  return (
    <p className={`flex flex-wrap gap-x-2 text-sm text-slate-700 ${className}`}>
      <time dateTime={article.publishDate}>{formatPublishDate(article.publishDate, lang)}</time>
      <span aria-hidden="true">·</span>
      <span>{format(text.byAuthor, { author: article.author })}</span>
    </p>
  );
}

/** An article's tags (at most `max` of them), as a labelled list. */
export function ArticleTags({ tags, max, className = "" }: { tags: string[]; max?: number; className?: string }) {
  const text = useTexts(texts).articles;
  const shown = max === undefined ? tags : tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={text.tags} className={`flex flex-wrap gap-2 ${className}`}>
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-100 px-3 py-1 text-xs font-medium text-brand">
          {tag}
        </li>
      ))}
    </ul>
  );
}
