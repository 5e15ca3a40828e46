import { events, type Event, type InsertEvent } from "../../../shared/schema";
import { PAGES_CHANGED } from "../effects";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import { labelOf, mapSlugConflict, slugTaken, type SaveResult } from "../content/content-rules";

/** A new event; its slug must be free (otherwise `slugTaken`). */
export async function createEvent(db: Db, actor: Actor, input: InsertEvent): Promise<SaveResult<Event>> {
  return mapSlugConflict(() =>
    db.transaction(async (tx): Promise<SaveResult<Event>> => {
      if (await slugTaken(tx, "event", input.slug)) return { kind: "slugTaken" };
      const [row] = await tx.insert(events).values(input).returning();
      await recordChange(tx, actor, { action: "event.create", entity: "event", entityId: row!.id, label: labelOf(row!.title), details: { title: row!.title } });
      return { kind: "saved", row: row!, effects: PAGES_CHANGED };
    }),
  );
}
