import { eq } from "drizzle-orm";
import { contacts } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";

/** Deletes a message (spam): the audit log keeps who deleted whose message. False when there was none. */
export async function deleteContact(db: Db, actor: Actor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(contacts).where(eq(contacts.id, id)).returning();
    if (!row) return false;
    await recordChange(tx, actor, {
      action: "contact.delete",
      entity: "contact",
      entityId: id,
      label: `${row.name} <${row.email}>: ${row.subject}`,
      details: { name: row.name, email: row.email, subject: row.subject },
    });
    return true;
  });
}
