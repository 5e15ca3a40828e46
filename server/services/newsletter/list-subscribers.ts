import { count, desc, ilike, type SQL } from "drizzle-orm";
import { newsletterSubscriptions } from "../../../shared/schema";
import type { Db } from "../../db";
import { containsPattern, pageWindow, toPage } from "../../lib/paging";

export type SubscribersFilter = { q?: string };

/** The sign-ups a search selects: a text found in the e-mail address, in any case. */
export function subscribersWhere({ q }: SubscribersFilter): SQL | undefined {
  const text = q?.trim();
  return text ? ilike(newsletterSubscriptions.email, containsPattern(text)) : undefined;
}

/** One page of the newsletter's sign-ups, newest first, and how many the search selects in all. */
export async function listSubscribers(db: Db, query: SubscribersFilter & { page: number; pageSize: number }) {
  const where = subscribersWhere(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return toPage(rows, total, query);
}
