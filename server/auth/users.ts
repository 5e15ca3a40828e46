import { sql } from "drizzle-orm";
import { DEFAULT_ROLE, type Role } from "../../shared/roles";
import { users, type User } from "../../shared/schema";
import type { Db } from "../db";
import { decoyHash, hashPassword, verifyPassword } from "./password";

/**
 * A name as typed at sign-in, as names are compared: compatibility forms folded (NFKC: `ａｄｍｉｎ` is
 * `admin`), then without regard to case, as the unique index on lower(username) compares them.
 */
export const sameName = (username: string) => sql`lower(${users.username}) = lower(${username.normalize("NFKC")})`;

/**
 * Creates an administrator (with `role`, full rights by default), or sets a new password when the
 * username exists (in any case), their role unchanged (services/admins/manage-admins.ts changes
 * roles); `email`, when given, becomes the account's address (where a forgotten password's link goes).
 */
export async function upsertAdmin(db: Db, username: string, password: string, { role = DEFAULT_ROLE, email }: { role?: Role; email?: string } = {}) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // One creation at a time, as the administration's (services/admins/manage-admins.ts).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-usernames'))`);
    const returned = { id: users.id, username: users.username, role: users.role };
    const [existing] = await tx.update(users).set({ passwordHash, ...(email ? { email } : {}), updatedAt: new Date() }).where(sameName(username)).returning(returned);
    if (existing) return existing;
    const [user] = await tx.insert(users).values({ username, passwordHash, role, email: email ?? null }).returning(returned);
    if (!user) throw new Error("insert returned no row");
    return user;
  });
}

export async function countUsers(db: Db) {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length;
}

/** The user whose password matches, or null (same work whether or not the user exists). */
export async function authenticate(db: Db, username: string, password: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(sameName(username)).limit(1);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  return user && ok ? user : null;
}

/** ADMIN_USERNAME/ADMIN_PASSWORD at start: creates that administrator when none exists. */
export async function bootstrapAdmin(db: Db, username?: string, password?: string, email?: string) {
  if (!username || !password) return null;
  if ((await countUsers(db)) > 0) return null;
  return upsertAdmin(db, username, password, { email });
}
