import { asc, count, eq, sql } from "drizzle-orm";
import type { AdminUser, CreateAdminInput } from "../../../shared/admin";
import { users } from "../../../shared/schema";
import { hashPassword } from "../../auth/password";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";

const toAdminUser = (u: { id: string; username: string; createdAt: Date }): AdminUser => ({
  id: u.id,
  username: u.username,
  createdAt: u.createdAt.toISOString(),
});

/** Every administrator, oldest first; never their password hashes. */
export async function listAdmins(db: Db): Promise<AdminUser[]> {
  const rows = await db.select({ id: users.id, username: users.username, createdAt: users.createdAt }).from(users).orderBy(asc(users.createdAt));
  return rows.map(toAdminUser);
}

/** A new administrator; null when the username is taken. */
export async function createAdmin(db: Db, actor: Actor, input: CreateAdminInput): Promise<AdminUser | null> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Unique without regard to case ("Admin" is "admin"): one creation at a time, then a look.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-usernames'))`);
    const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${input.username})`).limit(1);
    if (taken) return null;
    const [user] = await tx
      .insert(users)
      .values({ username: input.username, passwordHash })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id, username: users.username, createdAt: users.createdAt });
    if (!user) return null;
    await recordChange(tx, actor, { action: "admin.create", entity: "user", entityId: user.id, label: user.username });
    return toAdminUser(user);
  });
}

export type RemoveAdminResult = "removed" | "notFound" | "last";

/**
 * Removes an administrator (their sessions go with them), oneself included (one's own session
 * then ends too), never the last one.
 */
export async function removeAdmin(db: Db, actor: Actor, id: string): Promise<RemoveAdminResult> {
  return db.transaction(async (tx) => {
    // One removal at a time: two administrators removing each other must leave one.
    const all = await tx.select({ id: users.id, username: users.username }).from(users).for("update");
    const target = all.find((u) => u.id === id);
    if (!target) return "notFound";
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(users);
    if (n <= 1) return "last";
    // Recorded first: an administrator removing themselves is still a user to name as its author
    // (the entry keeps their username once the account is gone).
    await recordChange(tx, actor, { action: "admin.remove", entity: "user", entityId: id, label: target.username });
    await tx.delete(users).where(eq(users.id, id));
    return "removed";
  });
}
