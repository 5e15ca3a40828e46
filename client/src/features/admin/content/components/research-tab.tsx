import { useQuery } from "@tanstack/react-query";
import { paths } from "@shared/paths";
import { Link } from "wouter";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Badge } from "../../components/badge";
import { QueryState } from "../../components/query-state";
import { formatDate } from "../../lib/format";
import { adminArticlesQuery } from "../api/get-content";
import { texts } from "../texts";

/** Every research article, published or draft, with at most three of its tags. */
export function ResearchTab() {
  const { lang } = useI18n();
  const t = useTexts(texts);
  const query = useQuery(adminArticlesQuery(lang));
  return (
    <div>
      <p className="text-slate-700">{t.research.intro}</p>
      <QueryState query={query} isEmpty={(articles) => articles.length === 0} empty={t.research.empty}>
        {(articles) => (
          <ul className="mt-4 grid gap-4">
            {articles.map((article) => (
              <li key={article.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-brand">{article.title[lang]}</h3>
                  <Badge tone={article.published ? "good" : "neutral"}>{article.published ? t.published : t.draft}</Badge>
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {format(t.research.by, { author: article.author })} · {formatDate(article.publishDate, lang)}
                </p>
                <p className="mt-2 line-clamp-2 text-sm text-slate-700">{article.excerpt[lang]}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {article.tags.slice(0, 3).map((tag) => (
                    <Badge key={tag} tone="info">
                      {tag}
                    </Badge>
                  ))}
                  {article.published && (
                    <Link href={paths.research.article(article.slug)} className="ml-auto text-sm font-semibold text-brand underline underline-offset-2">
                      {t.research.view}
                      <span className="sr-only"> — {article.title[lang]}</span>
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
