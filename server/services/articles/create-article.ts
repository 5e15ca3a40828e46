import { articles, type Article, type InsertArticle } from "../../../shared/schema";
import { PAGES_CHANGED } from "../effects";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import { claimSlug, labelOf, mapSlugConflict, slugTaken, type SaveResult } from "../content/content-rules";

/** A new research article; its slug must be free (otherwise `slugTaken`). */
export async function createArticle(db: Db, actor: Actor, input: InsertArticle): Promise<SaveResult<Article>> {
  return mapSlugConflict(() =>
    db.transaction(async (tx): Promise<SaveResult<Article>> => {
      if (await slugTaken(tx, "article", input.slug)) return { kind: "slugTaken" };
      const [row] = await tx.insert(articles).values(input).returning();
      await claimSlug(tx, "article", row!.slug);
      await recordChange(tx, actor, { action: "article.create", entity: "article", entityId: row!.id, label: labelOf(row!.title), details: { title: row!.title } });
      return { kind: "saved", row: row!, effects: PAGES_CHANGED };
    }),
  );
}
