import { eq } from "drizzle-orm";
import { memberships, type Membership } from "../../../shared/schema";
import type { Db } from "../../db";

/** One member's record as saved, or null when there is none. */
export async function getMembership(db: Db, id: string): Promise<Membership | null> {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  return row ?? null;
}
