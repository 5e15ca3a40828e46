import { eq } from "drizzle-orm";
import { PAGES_CHANGED, type Effect } from "../effects";
import { articles } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import { dropRedirects, labelOf } from "../content/content-rules";

/** Deletes an article (its page answers 404 from the next request); null when there was none. Its effects run once committed. */
export async function deleteArticle(db: Db, actor: Actor, id: string): Promise<{ effects: readonly Effect[] } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning();
    if (!row) return null;
    await dropRedirects(tx, "article", id);
    await recordChange(tx, actor, { action: "article.delete", entity: "article", entityId: id, label: labelOf(row.title), details: { title: row.title } });
    return { effects: PAGES_CHANGED };
  });
}
