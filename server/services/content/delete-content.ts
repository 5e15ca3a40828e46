import { eq } from "drizzle-orm";
import { PAGES_CHANGED, type Effect } from "../effects";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import { contentKinds, contentTable } from "./content-kinds";
import { dropRedirects, labelOf, type ContentKind } from "./content-rules";

/**
 * Deletes a program, an article or an event (its page answers 404, or it is gone from /events,
 * from the next request); null when there was none. Its effects run once committed.
 */
export async function deleteContent(db: Db, actor: Actor, kind: ContentKind, id: string): Promise<{ effects: readonly Effect[] } | null> {
  const table = contentTable(kind);
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) return null;
    if (contentKinds[kind].keepsOldSlugs) await dropRedirects(tx, kind, id);
    await recordChange(tx, actor, { action: `${kind}.delete`, entity: kind, entityId: id, label: labelOf(row.title), details: { title: row.title } });
    return { effects: PAGES_CHANGED };
  });
}
