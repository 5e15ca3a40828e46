import { eq, sql } from "drizzle-orm";
import { PAGES_CHANGED } from "../effects";
import type { Db } from "../../db";
import { diff, recordChange, type Actor } from "../audit/record-change";
import { contentKinds, contentTable, type ContentPatch, type ContentRow } from "./content-kinds";
import { changeAction, labelOf, mapSlugConflict, recordSlugChange, slugTaken, type ContentKind, type SaveResult } from "./content-rules";

/**
 * An administrator's change to a program, an article or an event: with `version`, only to that
 * version (`stale` otherwise); a new slug must be free, and a published item's old slug keeps
 * answering with a 301 where its kind has pages. Publishing and withdrawing are audited as such.
 */
export async function updateContent<K extends ContentKind>(db: Db, actor: Actor, kind: K, id: string, patch: ContentPatch<K>): Promise<SaveResult<ContentRow<K>>> {
  const { version, ...fields } = patch;
  const table = contentTable(kind);
  return mapSlugConflict(() =>
    db.transaction(async (tx): Promise<SaveResult<ContentRow<K>>> => {
      const [current] = await tx.select().from(table).where(eq(table.id, id)).for("update").limit(1);
      if (!current) return { kind: "notFound" };
      if (version !== undefined && version !== current.version) return { kind: "stale", row: current as ContentRow<K> };
      const changes = diff(current, fields);
      if (Object.keys(changes).length === 0) return { kind: "saved", row: current as ContentRow<K>, effects: [] };
      if (fields.slug !== undefined && fields.slug !== current.slug) {
        if (await slugTaken(tx, kind, fields.slug, id)) return { kind: "slugTaken" };
        if (contentKinds[kind].keepsOldSlugs) await recordSlugChange(tx, kind, current, fields.slug);
      }
      const [row] = await tx
        .update(table)
        .set({ ...(fields as Partial<typeof table.$inferInsert>), version: sql`${table.version} + 1` })
        .where(eq(table.id, id))
        .returning();
      await recordChange(tx, actor, {
        action: changeAction(kind, current, fields),
        entity: kind,
        entityId: id,
        label: labelOf(row!.title),
        details: { title: row!.title },
        changes,
      });
      return { kind: "saved", row: row as ContentRow<K>, effects: PAGES_CHANGED };
    }),
  );
}
