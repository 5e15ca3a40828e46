import { sql } from "drizzle-orm";
import { PAGES_CHANGED } from "../effects";
import { programs, type InsertProgram, type Program } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import { claimSlug, labelOf, mapSlugConflict, slugTaken, type SaveResult } from "../content/content-rules";

/** A new program, placed last on the public list; its slug must be free (otherwise `slugTaken`). */
export async function createProgram(db: Db, actor: Actor, input: InsertProgram): Promise<SaveResult<Program>> {
  return mapSlugConflict(() =>
    db.transaction(async (tx): Promise<SaveResult<Program>> => {
      if (await slugTaken(tx, "program", input.slug)) return { kind: "slugTaken" };
      const [row] = await tx
        .insert(programs)
        .values({ ...input, sortOrder: sql`(select coalesce(max(${programs.sortOrder}), 0) + 1 from ${programs})` })
        .returning();
      await claimSlug(tx, "program", row!.slug);
      await recordChange(tx, actor, { action: "program.create", entity: "program", entityId: row!.id, label: labelOf(row!.title), details: { title: row!.title } });
      return { kind: "saved", row: row!, effects: PAGES_CHANGED };
    }),
  );
}
