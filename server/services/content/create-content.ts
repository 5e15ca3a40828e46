import { PAGES_CHANGED } from "../effects";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import { contentKinds, contentTable, type ContentInsert, type ContentRow } from "./content-kinds";
import { claimSlug, labelOf, mapSlugConflict, slugTaken, type ContentKind, type SaveResult } from "./content-rules";

/** A new program, article or event; its slug must be free (otherwise `slugTaken`). */
export async function createContent<K extends ContentKind>(db: Db, actor: Actor, kind: K, input: ContentInsert<K>): Promise<SaveResult<ContentRow<K>>> {
  const rules: (typeof contentKinds)[ContentKind] = contentKinds[kind];
  const table = contentTable(kind);
  return mapSlugConflict(() =>
    db.transaction(async (tx): Promise<SaveResult<ContentRow<K>>> => {
      if (await slugTaken(tx, kind, input.slug)) return { kind: "slugTaken" };
      const values = { ...input, ...("placed" in rules ? rules.placed() : {}) } as typeof table.$inferInsert;
      const [row] = await tx.insert(table).values(values).returning();
      if (rules.keepsOldSlugs) await claimSlug(tx, kind, row!.slug);
      await recordChange(tx, actor, { action: `${kind}.create`, entity: kind, entityId: row!.id, label: labelOf(row!.title), details: { title: row!.title } });
      return { kind: "saved", row: row as ContentRow<K>, effects: PAGES_CHANGED };
    }),
  );
}
