/**
 * The foundation's content, inserted once into a new database. A marker row in settings
 * records it, so content the administrator later deletes does not come back at the next start.
 */
import { articles, events, programs, settings } from "../../../shared/schema";
import type { Db } from "..";
import { seedArticles, seedEvents, seedPrograms } from "./content";

const MARKER = "content_seeded_at";

/** Returns true when it seeded, false when the database already had its content. */
export async function seedContent(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .insert(settings)
      .values({ key: MARKER, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (!marked) return false;
    // now() is the same for a whole transaction: spread creation times to keep the programs' order.
    await tx
      .insert(programs)
      .values(seedPrograms.map((program, i) => ({ ...program, sortOrder: i + 1, createdAt: new Date(now.getTime() + i), updatedAt: now })))
      .onConflictDoNothing();
    await tx.insert(articles).values(seedArticles).onConflictDoNothing();
    await tx.insert(events).values(seedEvents(now)).onConflictDoNothing();
    return true;
  });
}
