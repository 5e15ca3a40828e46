import { eq } from "drizzle-orm";
import { newsletterSubscriptions } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";

/**
 * Takes an address off the newsletter's list (its owner asked to be removed): the row goes, the
 * audit log keeps who removed which address and when. False when it was not (or no longer) there.
 */
export async function removeSubscriber(db: Db, actor: Actor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).returning();
    if (!row) return false;
    await recordChange(tx, actor, { action: "newsletter.remove", entity: "newsletter_subscription", entityId: id, label: row.email });
    return true;
  });
}
