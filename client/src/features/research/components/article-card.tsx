import { Link } from "wouter";
import { langAttribute, pickLocalized } from "@shared/localized";
import type { ArticleSummary } from "@shared/api-types";
import { paths } from "@shared/paths";
import { UploadedImg } from "@/components/ui/uploaded-img";
import { useI18n } from "@/i18n";
import { ArticleByline, ArticleTags } from "./article-meta";

/** A card's width: one, two or three columns of the page (max-w-7xl). */
export const CARD_SIZES = "(min-width: 1280px) 395px, (min-width: 1024px) calc(33vw - 32px), (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)";

/** A research article in the list: its cover, title (the link to it), date, author, excerpt and up to 3 tags. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { lang } = useI18n();
  const title = pickLocalized(article.title, lang);
  const excerpt = pickLocalized(article.excerpt, lang);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {article.hero && <UploadedImg image={article.hero} alt={article.heroAlt} sizes={CARD_SIZES} className="aspect-video w-full bg-brand-50 object-cover" />}
      <div className="flex flex-1 flex-col p-6">
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
      </div>
    </article>
  );
}
