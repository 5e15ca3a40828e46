import { eq, sql } from "drizzle-orm";
import { contacts, type Contact, type PatchContact } from "../../../shared/schema";
import type { Db } from "../../db";
import { diff, recordChange, type Actor } from "../audit/record-change";
import type { UpdateResult } from "../memberships/update-membership";

/** Marks a message read, replied, or back to new (unread) or read (not replied); refused when based on an older version. */
export async function updateContact(db: Db, actor: Actor, id: string, patch: PatchContact): Promise<UpdateResult<Contact>> {
  const { version, ...fields } = patch;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update").limit(1);
    if (!current) return { kind: "notFound" };
    if (version !== undefined && version !== current.version) return { kind: "stale", row: current };
    const changes = diff(current, fields);
    if (Object.keys(changes).length === 0) return { kind: "updated", row: current };
    const [row] = await tx
      .update(contacts)
      .set({ ...fields, version: sql`${contacts.version} + 1` })
      .where(eq(contacts.id, id))
      .returning();
    await recordChange(tx, actor, {
      action: `contact.${fields.status}`,
      entity: "contact",
      entityId: id,
      label: `${row!.name}: ${row!.subject}`,
      details: { name: row!.name, email: row!.email, subject: row!.subject },
      changes,
    });
    return { kind: "updated", row: row! };
  });
}
