import { and, desc, eq } from "drizzle-orm";
import { articles } from "../../../shared/schema";
import type { Db } from "../../db";

const { content: _content, ...summaryColumns } = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  content: articles.content,
  author: articles.author,
  publishDate: articles.publishDate,
  tags: articles.tags,
  heroImageId: articles.heroImageId,
  heroAlt: articles.heroAlt,
  published: articles.published,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

/** Articles, newest first, without their bodies; drafts only when asked (the admin). */
export async function listArticles(db: Db, options: { includeDrafts?: boolean } = {}) {
  return db
    .select(summaryColumns)
    .from(articles)
    .where(options.includeDrafts ? undefined : eq(articles.published, true))
    .orderBy(desc(articles.publishDate), desc(articles.createdAt));
}

export async function getArticleBySlug(db: Db, slug: string, options: { includeDrafts?: boolean } = {}) {
  const [article] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), options.includeDrafts ? undefined : eq(articles.published, true)))
    .limit(1);
  return article ?? null;
}

/** One article by id, or null; a draft only for the admin (where an old slug leads). */
export async function getArticleById(db: Db, id: string, options: { includeDrafts?: boolean } = {}) {
  const [article] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), options.includeDrafts ? undefined : eq(articles.published, true)))
    .limit(1);
  return article ?? null;
}
