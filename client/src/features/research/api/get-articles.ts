import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ArticleDetail, ArticleSummary } from "@shared/api-types";
import { apiPaths } from "@shared/paths";

export const getArticlesQueryOptions = () =>
  queryOptions<ArticleSummary[]>({ queryKey: [apiPaths.articles] });

export const useArticles = () => useQuery(getArticlesQueryOptions());

/** One article by slug; null when there is none (the page answers 404). */
export const getArticleQueryOptions = (slug: string) =>
  queryOptions<ArticleDetail | null>({
    queryKey: [apiPaths.articles, encodeURIComponent(slug)],
    meta: { on404: "returnNull" },
  });

export const useArticle = (slug: string) => useQuery(getArticleQueryOptions(slug));
