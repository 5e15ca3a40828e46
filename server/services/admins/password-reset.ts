/**
 * "Forgot your password?" (docs/decisions/026-account-links.md), as Ghost and Discourse do it for
 * their staff: a link mailed to the account's own address, an hour, once; the answer the same
 * whether or not the name or address is known. Choosing the new password ends every session of
 * the account and every other link it was sent.
 */
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { PASSWORD_RESET_MINUTES } from "../../../shared/account-links";
import type { Language } from "../../../shared/domain";
import { passwordResets, users } from "../../../shared/schema";
import { hashLinkToken, newLinkToken } from "../../auth/link-tokens";
import { hashPassword } from "../../auth/password";
import { endOtherSessions } from "../../auth/sessions";
import { sameName } from "../../auth/users";
import type { Db } from "../../db";
import { hit } from "../../db/rate-limit-store";
import { queueMail } from "../../mail/outbox";
import { recordChange, siteActor } from "../audit/record-change";
import type { Effect } from "../effects";

/** At most this many links an hour for one account, whoever asks: a stranger cannot flood its mailbox. */
export const RESETS_PER_ACCOUNT_HOUR = 3;

/**
 * Mails a new link when `login` names an administrator (by name, or by address) who has an
 * address and has not had too many this hour; nothing otherwise. The effects to run (none when
 * nothing was sent): the caller answers the same either way.
 */
export async function requestPasswordReset(db: Db, login: string, language: Language, now: Date): Promise<Effect[]> {
  const typed = login.normalize("NFKC");
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(or(sameName(typed), sql`lower(${users.email}) = lower(${typed})`))
    .limit(1);
  if (!user?.email) return [];
  const { count } = await hit(db, `password-reset:account:${user.id}`, 3_600_000, now);
  if (count > RESETS_PER_ACCOUNT_HOUR) return [];
  const { token, hash } = newLinkToken();
  await db.transaction(async (tx) => {
    // Only the newest link works: an older one, perhaps still in a mailbox someone else reads, ends here.
    // Two asks at once for one account wait for each other on its row, or both links would work.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const [reset] = await tx
      .insert(passwordResets)
      .values({ tokenHash: hash, userId: user.id, expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000), createdAt: now })
      .returning({ id: passwordResets.id });
    await queueMail(tx, { key: `admin-password-reset:${reset!.id}`, template: "admin-password-reset", data: { username: user.username, token }, to: [user.email], language });
    await recordChange(tx, siteActor, { action: "admin.resetRequested", entity: "user", entityId: user.id, label: user.username });
  });
  return ["mail-queued"];
}

export type LinkCheck<T> = { status: "valid"; value: T } | { status: "invalid" | "expired" };

/** Whose link a token is, while it works: "invalid" for a token the site never made, "expired" for one past its time or used. */
export async function checkPasswordReset(db: Pick<Db, "select">, token: string, now: Date): Promise<LinkCheck<{ resetId: string; userId: string; username: string; expiresAt: Date }>> {
  const [row] = await db
    .select({ resetId: passwordResets.id, userId: users.id, username: users.username, expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!row) return { status: "invalid" };
  if (row.usedAt || row.expiresAt <= now) return { status: "expired" };
  return { status: "valid", value: { resetId: row.resetId, userId: row.userId, username: row.username, expiresAt: row.expiresAt } };
}

/**
 * Sets the new password through a link that works, once: the link is marked used in the same
 * statement that checks it, so two tries of one link cannot both pass. Ends every session of the
 * account (whoever held one had the old password) and the account's other links.
 */
export async function completePasswordReset(db: Db, token: string, newPassword: string, now: Date): Promise<LinkCheck<{ userId: string; username: string }>> {
  const checked = await checkPasswordReset(db, token, now);
  if (checked.status !== "valid") return checked;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashLinkToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!claimed) return { status: "expired" } as const;
    const [user] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, claimed.userId)).returning({ id: users.id, username: users.username });
    if (!user) return { status: "invalid" } as const;
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await endOtherSessions(tx, user.id);
    await recordChange(tx, { userId: user.id, username: user.username }, { action: "admin.passwordReset", entity: "user", entityId: user.id, label: user.username });
    return { status: "valid", value: { userId: user.id, username: user.username } } as const;
  });
}
