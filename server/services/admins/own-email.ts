import { eq, sql } from "drizzle-orm";
import { users } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";

/** The signed-in administrator's own address: null when their account was made without one. */
export async function readOwnEmail(db: Pick<Db, "select">, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

/**
 * Sets the administrator's own address, where a forgotten password's link goes. "taken" when
 * another administrator has it: one address opens one account.
 */
export async function setOwnEmail(db: Db, actor: Actor & { userId: string }, email: string): Promise<"saved" | "taken"> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-usernames'))`);
    const [other] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email}) and ${users.id} <> ${actor.userId}`).limit(1);
    if (other) return "taken";
    await tx.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, actor.userId));
    await recordChange(tx, actor, { action: "admin.email", entity: "user", entityId: actor.userId, label: actor.username });
    return "saved";
  });
}
