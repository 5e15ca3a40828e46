import { eq, sql } from "drizzle-orm";
import { PAGES_CHANGED } from "../effects";
import { articles, type PatchArticle, type Article } from "../../../shared/schema";
import type { Db } from "../../db";
import { diff, recordChange, type Actor } from "../audit/record-change";
import { changeAction, labelOf, mapSlugConflict, recordSlugChange, slugTaken, type SaveResult } from "../content/content-rules";

/**
 * An administrator's change to an article: with `version`, only to that version (`stale`
 * otherwise); a new slug must be free, and a published article's old slug keeps answering
 * with a 301. Publishing and withdrawing are audited as such.
 */
export async function updateArticle(db: Db, actor: Actor, id: string, patch: PatchArticle): Promise<SaveResult<Article>> {
  const { version, ...fields } = patch;
  return mapSlugConflict(() =>
    db.transaction(async (tx): Promise<SaveResult<Article>> => {
      const [current] = await tx.select().from(articles).where(eq(articles.id, id)).for("update").limit(1);
      if (!current) return { kind: "notFound" };
      if (version !== undefined && version !== current.version) return { kind: "stale", row: current };
      const changes = diff(current, fields);
      if (Object.keys(changes).length === 0) return { kind: "saved", row: current, effects: [] };
      if (fields.slug !== undefined && fields.slug !== current.slug) {
        if (await slugTaken(tx, "article", fields.slug, id)) return { kind: "slugTaken" };
        await recordSlugChange(tx, "article", current, fields.slug);
      }
      const [row] = await tx
        .update(articles)
        .set({ ...fields, version: sql`${articles.version} + 1` })
        .where(eq(articles.id, id))
        .returning();
      await recordChange(tx, actor, {
        action: changeAction("article", current, fields),
        entity: "article",
        entityId: id,
        label: labelOf(row!.title),
        details: { title: row!.title },
        changes,
      });
      return { kind: "saved", row: row!, effects: PAGES_CHANGED };
    }),
  );
}
