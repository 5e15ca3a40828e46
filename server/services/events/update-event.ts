import { eq, sql } from "drizzle-orm";
import { PAGES_CHANGED } from "../effects";
import { events, type PatchEvent, type Event } from "../../../shared/schema";
import type { Db } from "../../db";
import { diff, recordChange, type Actor } from "../audit/record-change";
import { changeAction, labelOf, mapSlugConflict, slugTaken, type SaveResult } from "../content/content-rules";

/**
 * An administrator's change to an event: with `version`, only to that version (`stale`
 * otherwise); a new slug must be free (events have no page of their own, so no redirect is
 * kept). Publishing and withdrawing are audited as such.
 */
export async function updateEvent(db: Db, actor: Actor, id: string, patch: PatchEvent): Promise<SaveResult<Event>> {
  const { version, ...fields } = patch;
  return mapSlugConflict(() =>
    db.transaction(async (tx): Promise<SaveResult<Event>> => {
      const [current] = await tx.select().from(events).where(eq(events.id, id)).for("update").limit(1);
      if (!current) return { kind: "notFound" };
      if (version !== undefined && version !== current.version) return { kind: "stale", row: current };
      const changes = diff(current, fields);
      if (Object.keys(changes).length === 0) return { kind: "saved", row: current, effects: [] };
      if (fields.slug !== undefined && fields.slug !== current.slug && (await slugTaken(tx, "event", fields.slug, id))) return { kind: "slugTaken" };
      const [row] = await tx
        .update(events)
        .set({ ...fields, version: sql`${events.version} + 1` })
        .where(eq(events.id, id))
        .returning();
      await recordChange(tx, actor, {
        action: changeAction("event", current, fields),
        entity: "event",
        entityId: id,
        label: labelOf(row!.title),
        details: { title: row!.title },
        changes,
      });
      return { kind: "saved", row: row!, effects: PAGES_CHANGED };
    }),
  );
}
