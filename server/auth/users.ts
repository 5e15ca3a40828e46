import { eq } from "drizzle-orm";
import { users, type User } from "../../shared/schema";
import type { Db } from "../db";
import { decoyHash, hashPassword, verifyPassword } from "./password";

/** Creates an administrator, or sets a new password when the username exists. */
export async function upsertAdmin(db: Db, username: string, password: string) {
  const passwordHash = await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({ username, passwordHash })
    .onConflictDoUpdate({ target: users.username, set: { passwordHash, updatedAt: new Date() } })
    .returning({ id: users.id, username: users.username });
  if (!user) throw new Error("upsert returned no row");
  return user;
}

export async function countUsers(db: Db) {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length;
}

/** The user whose password matches, or null (same work whether or not the user exists). */
export async function authenticate(db: Db, username: string, password: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  return user && ok ? user : null;
}

/** ADMIN_USERNAME/ADMIN_PASSWORD at start: creates that administrator when none exists. */
export async function bootstrapAdmin(db: Db, username?: string, password?: string) {
  if (!username || !password) return null;
  if ((await countUsers(db)) > 0) return null;
  return upsertAdmin(db, username, password);
}
