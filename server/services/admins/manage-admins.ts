import { asc, eq, sql } from "drizzle-orm";
import type { AdminUser, CreateAdminInput } from "../../../shared/admin";
import type { Role } from "../../../shared/roles";
import { users } from "../../../shared/schema";
import { hashPassword } from "../../auth/password";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";

const toAdminUser = (u: { id: string; username: string; role: Role; createdAt: Date }): AdminUser => ({
  id: u.id,
  username: u.username,
  role: u.role,
  createdAt: u.createdAt.toISOString(),
});

const adminColumns = { id: users.id, username: users.username, role: users.role, createdAt: users.createdAt };

/** Every administrator, oldest first; never their password hashes. */
export async function listAdmins(db: Db): Promise<AdminUser[]> {
  const rows = await db.select(adminColumns).from(users).orderBy(asc(users.createdAt));
  return rows.map(toAdminUser);
}

/** A new administrator; null when the username is taken. */
export async function createAdmin(db: Db, actor: Actor, input: CreateAdminInput): Promise<AdminUser | "usernameTaken" | "emailTaken"> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Unique without regard to case ("Admin" is "admin"): one creation at a time, then a look.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-usernames'))`);
    const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${input.username})`).limit(1);
    if (taken) return "usernameTaken";
    if (input.email) {
      const [holder] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${input.email})`).limit(1);
      if (holder) return "emailTaken";
    }
    const [user] = await tx
      .insert(users)
      .values({ username: input.username, passwordHash, role: input.role, email: input.email ?? null })
      .onConflictDoNothing({ target: users.username })
      .returning(adminColumns);
    if (!user) return "usernameTaken";
    await recordChange(tx, actor, { action: "admin.create", entity: "user", entityId: user.id, label: user.username, changes: { role: { from: null, to: user.role } } });
    return toAdminUser(user);
  });
}

/**
 * Every administrator, locked until the transaction ends: one change of rights at a time, so two
 * full-rights administrators demoting or removing each other at once still leave one of them.
 */
const lockAdmins = (tx: Pick<Db, "select">) => tx.select({ id: users.id, username: users.username, role: users.role }).from(users).for("update");

/** Whether taking full rights from `id` would leave nobody with them. */
const isLastFull = (all: { id: string; role: Role }[], id: string) => all.every((u) => u.id === id || u.role !== "full");

export type RemoveAdminResult = "removed" | "notFound" | "last";

/**
 * Removes an administrator (their sessions go with them), oneself included (one's own session
 * then ends too), never the last one with full rights: someone must still be able to manage the others.
 */
export async function removeAdmin(db: Db, actor: Actor, id: string): Promise<RemoveAdminResult> {
  return db.transaction(async (tx) => {
    const all = await lockAdmins(tx);
    const target = all.find((u) => u.id === id);
    if (!target) return "notFound";
    if (target.role === "full" && isLastFull(all, id)) return "last";
    // Recorded first: an administrator removing themselves is still a user to name as its author
    // (the entry keeps their username once the account is gone).
    await recordChange(tx, actor, { action: "admin.remove", entity: "user", entityId: id, label: target.username });
    await tx.delete(users).where(eq(users.id, id));
    return "removed";
  });
}

export type ChangeRoleResult = { kind: "changed" | "unchanged"; user: AdminUser } | { kind: "notFound" } | { kind: "last" };

/**
 * Gives an administrator another role, recorded in the audit list (from → to). Refused when it
 * would take full rights from the last one who has them, oneself included.
 */
export async function changeRole(db: Db, actor: Actor, id: string, role: Role): Promise<ChangeRoleResult> {
  return db.transaction(async (tx) => {
    const all = await lockAdmins(tx);
    const target = all.find((u) => u.id === id);
    if (!target) return { kind: "notFound" };
    if (target.role === "full" && role !== "full" && isLastFull(all, id)) return { kind: "last" };
    const [user] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning(adminColumns);
    if (!user) return { kind: "notFound" };
    if (target.role === role) return { kind: "unchanged", user: toAdminUser(user) };
    await recordChange(tx, actor, { action: "admin.role", entity: "user", entityId: id, label: target.username, changes: { role: { from: target.role, to: role } } });
    return { kind: "changed", user: toAdminUser(user) };
  });
}
