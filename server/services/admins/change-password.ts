import { eq } from "drizzle-orm";
import type { ChangePasswordInput } from "../../../shared/admin";
import { users } from "../../../shared/schema";
import { hashPassword, verifyPassword } from "../../auth/password";
import { endOtherSessions } from "../../auth/sessions";
import type { Db } from "../../db";
import { recordChange } from "../audit/record-change";

/**
 * Sets a new password once the current one is proven, and ends the person's other sessions
 * (a stolen session dies with the old password). False when the current password is wrong.
 */
export async function changePassword(
  db: Db,
  who: { userId: string; username: string; keepSessionId: string },
  input: ChangePasswordInput,
): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.id, who.userId)).limit(1);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) return false;
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, who.userId));
    await endOtherSessions(tx, who.userId, who.keepSessionId);
    await recordChange(tx, who, { action: "admin.password", entity: "user", entityId: who.userId, label: who.username });
  });
  return true;
}
