import { asc, inArray, sql } from "drizzle-orm";
import { PAGES_CHANGED, type Effect } from "../effects";
import { programs, type Program } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import { programOrder } from "./list-programs";

export type ReorderResult = { kind: "reordered"; rows: Program[]; effects: readonly Effect[] } | { kind: "incomplete" };

/**
 * Sets the order of the public list: `ids` names every program once, first shown first. A list
 * that misses one or names an unknown one is refused (`incomplete`), so that a list loaded
 * before someone added a program cannot leave it out.
 */
export async function reorderPrograms(db: Db, actor: Actor, ids: string[]): Promise<ReorderResult> {
  return db.transaction(async (tx) => {
    const current = await tx.select({ id: programs.id, sortOrder: programs.sortOrder }).from(programs).orderBy(asc(programs.sortOrder)).for("update");
    const known = new Set(current.map((p) => p.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) return { kind: "incomplete" };
    const position = new Map(ids.map((id, i) => [id, i + 1]));
    const moved = current.filter((p) => p.sortOrder !== position.get(p.id));
    if (moved.length > 0) {
      const cases = sql.join(
        moved.map((p) => sql`when ${programs.id} = ${p.id} then ${position.get(p.id)!}::integer`),
        sql` `,
      );
      await tx
        .update(programs)
        // The version stays: the order is not part of what the edit dialog saves.
        .set({ sortOrder: sql`case ${cases} else ${programs.sortOrder} end` })
        .where(inArray(programs.id, moved.map((p) => p.id)));
      const before = current.map((p) => p.id);
      await recordChange(tx, actor, { action: "program.reorder", entity: "program", changes: { order: { from: before, to: ids } } });
    }
    const rows = await tx.select().from(programs).orderBy(...programOrder);
    return { kind: "reordered", rows, effects: moved.length > 0 ? PAGES_CHANGED : [] };
  });
}
