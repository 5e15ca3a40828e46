import { eq } from "drizzle-orm";
import { events } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import { labelOf } from "../content/content-rules";

/** Deletes an event (gone from /events from the next request); false when there was none. */
export async function deleteEvent(db: Db, actor: Actor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(events).where(eq(events.id, id)).returning();
    if (!row) return false;
    await recordChange(tx, actor, { action: "event.delete", entity: "event", entityId: id, label: labelOf(row.title), details: { title: row.title } });
    return true;
  });
}
