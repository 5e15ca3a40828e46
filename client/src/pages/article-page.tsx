import { Link } from "wouter";
import { paths } from "@shared/paths";
import { langAttribute, pickLocalized } from "@shared/localized";
import { useArticle } from "@/features/research/api/get-articles";
import { ArticleByline, ArticleTags } from "@/features/research/components/article-meta";
import { texts } from "@/features/research/texts";
import { UploadedImg } from "@/components/ui/uploaded-img";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import NotFoundPage from "./not-found-page";

/** /research/{slug}: a published research article. */
export default function ArticlePage({ params }: { params: { slug?: string } }) {
  const { lang, t } = useI18n();
  const text = useTexts(texts).article;
  const { data: article, isPending } = useArticle(params.slug ?? "");
  if (isPending) return <p role="status" className="container-page py-10">{t.common.loading}</p>;
  if (!article) return <NotFoundPage />;

  // A text not yet translated shows in the other language, named as such for screen readers.
  const picked = pickLocalized(article.title, lang);
  const excerpt = pickLocalized(article.excerpt, lang);
  const content = pickLocalized(article.content, lang);
  const title = picked.text;
  const questionHref = `${paths.contact}?subject=${encodeURIComponent(format(text.questionsSubject, { title }))}`;
  const backLink = (
    <Link
      href={paths.research.list}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
    >
      <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" focusable="false">
        <path d="M12 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {text.back}
    </Link>
  );

  return (
    <article>
      <header className="bg-brand-50 py-10 sm:py-14">
        <div className="container-page max-w-3xl">
          {backLink}
          <h1 lang={langAttribute(picked, lang)} className="mt-4 text-3xl font-bold tracking-tight text-brand sm:text-4xl">
            {title}
          </h1>
          <ArticleByline article={article} className="mt-4" />
          <ArticleTags tags={article.tags} className="mt-4" />
          <p lang={langAttribute(excerpt, lang)} className="mt-6 text-lg font-medium leading-relaxed text-slate-800 sm:text-xl">
            {excerpt.text}
          </p>
        </div>
      </header>

      <div className="container-page max-w-3xl py-10 sm:py-12">
        {article.hero && (
          <UploadedImg
            image={article.hero}
            alt={article.heroAlt}
            sizes="(min-width: 768px) 720px, calc(100vw - 32px)"
            className="mb-8 aspect-video w-full rounded-lg bg-brand-50 object-cover sm:mb-10"
          />
        )}
        <div
          lang={langAttribute(content, lang)}
          className="markdown-blocks space-y-4 text-base leading-relaxed text-slate-800 sm:text-lg [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_em]:italic [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand [&_h3]:pt-4 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 sm:[&_h2]:text-2xl sm:[&_h3]:text-2xl"
          dangerouslySetInnerHTML={{ __html: article.contentHtml[content.lang] }}
        />

        <aside aria-labelledby="article-questions-title" className="mt-12 rounded-lg border-l-4 border-accent bg-brand-50 p-6">
          <h2 id="article-questions-title" className="text-xl font-bold text-brand">
            {text.questionsTitle}
          </h2>
          <p className="mt-2 text-slate-700">{text.questionsText}</p>
          <Link href={questionHref} className="btn btn-primary mt-4">
            {text.contact}
          </Link>
        </aside>

        <div className="mt-10">{backLink}</div>
      </div>
    </article>
  );
}
