/**
 * Invitations to the administration (docs/decisions/026-account-links.md), as Ghost's and
 * Discourse's staff invitations: an administrator names the newcomer and their address; the mail's
 * link lets the newcomer choose their own password, once, for INVITATION_DAYS; until then the
 * invitation can be withdrawn. Nobody ever knows another's password.
 */
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { INVITATION_DAYS } from "../../../shared/account-links";
import type { AdminInvitationItem, InviteAdminInput } from "../../../shared/admin-invitations";
import { adminInvitations, users } from "../../../shared/schema";
import { hashLinkToken, newLinkToken } from "../../auth/link-tokens";
import { hashPassword } from "../../auth/password";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import { recordChange, type Actor } from "../audit/record-change";
import type { LinkCheck } from "./password-reset";

/** An invitation still waiting: neither accepted nor withdrawn, and not past its days. */
const pending = (now: Date) => and(isNull(adminInvitations.acceptedAt), isNull(adminInvitations.withdrawnAt), gt(adminInvitations.expiresAt, now));

const toItem = (row: typeof adminInvitations.$inferSelect): AdminInvitationItem => ({
  id: row.id,
  username: row.username,
  email: row.email,
  invitedBy: row.invitedByName,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** The invitations waiting, oldest first. */
export async function listInvitations(db: Pick<Db, "select">, now: Date): Promise<AdminInvitationItem[]> {
  const rows = await db.select().from(adminInvitations).where(pending(now)).orderBy(asc(adminInvitations.createdAt));
  return rows.map(toItem);
}

export type InviteResult = { invitation: AdminInvitationItem } | { taken: "username" | "email" };

/** Invites a new administrator; refused when the name (or the address) is an account's or a waiting invitation's. */
export async function inviteAdmin(db: Db, actor: Actor, input: InviteAdminInput, now: Date): Promise<InviteResult> {
  const { token, hash } = newLinkToken();
  return db.transaction(async (tx) => {
    // The lock that creates accounts (manage-admins.ts): a name is checked and taken at one time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-usernames'))`);
    const [user] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${input.username})`).limit(1);
    const [invited] = await tx.select({ id: adminInvitations.id }).from(adminInvitations).where(and(pending(now), sql`lower(${adminInvitations.username}) = lower(${input.username})`)).limit(1);
    if (user || invited) return { taken: "username" } as const;
    const [address] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${input.email})`).limit(1);
    if (address) return { taken: "email" } as const;
    const [row] = await tx
      .insert(adminInvitations)
      .values({
        tokenHash: hash,
        username: input.username,
        email: input.email,
        language: input.language,
        invitedBy: actor.userId,
        invitedByName: actor.username,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
        createdAt: now,
      })
      .returning();
    await queueMail(tx, {
      key: `admin-invitation:${row!.id}`,
      template: "admin-invitation",
      data: { username: row!.username, inviter: actor.username, token, expiresAt: row!.expiresAt.toISOString() },
      to: [row!.email],
      language: input.language,
    });
    await recordChange(tx, actor, { action: "admin.invite", entity: "user", label: row!.username });
    return { invitation: toItem(row!) };
  });
}

/** Withdraws a waiting invitation: its link opens nothing from now on. */
export async function withdrawInvitation(db: Db, actor: Actor, id: string, now: Date): Promise<"withdrawn" | "notFound" | "notPending"> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(adminInvitations).where(eq(adminInvitations.id, id)).for("update").limit(1);
    if (!row) return "notFound";
    if (row.acceptedAt || row.withdrawnAt || row.expiresAt <= now) return "notPending";
    await tx.update(adminInvitations).set({ withdrawnAt: now }).where(eq(adminInvitations.id, id));
    await recordChange(tx, actor, { action: "admin.invitationWithdrawn", entity: "user", label: row.username });
    return "withdrawn";
  });
}

/** Whose invitation a token is, while it waits. */
export async function checkInvitation(db: Pick<Db, "select">, token: string, now: Date): Promise<LinkCheck<{ username: string; expiresAt: Date }>> {
  const [row] = await db.select().from(adminInvitations).where(eq(adminInvitations.tokenHash, hashLinkToken(token))).limit(1);
  if (!row) return { status: "invalid" };
  if (row.acceptedAt || row.withdrawnAt || row.expiresAt <= now) return { status: "expired" };
  return { status: "valid", value: { username: row.username, expiresAt: row.expiresAt } };
}

/**
 * Accepts an invitation: the account is made with the name and address the invitation holds and
 * the password its holder chose. Once: the invitation is claimed in the statement that checks it.
 * "taken": a name made meanwhile by another way (admin:create), so the account cannot be made.
 */
export async function acceptInvitation(db: Db, token: string, password: string, now: Date): Promise<LinkCheck<{ userId: string; username: string }> | { status: "taken" }> {
  const checked = await checkInvitation(db, token, now);
  if (checked.status !== "valid") return checked;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-usernames'))`);
    const [invitation] = await tx.select().from(adminInvitations).where(and(eq(adminInvitations.tokenHash, hashLinkToken(token)), pending(now))).limit(1);
    if (!invitation) return { status: "expired" } as const;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${invitation.username}) or lower(${users.email}) = lower(${invitation.email})`)
      .limit(1);
    if (taken) return { status: "taken" } as const;
    const [claimed] = await tx.update(adminInvitations).set({ acceptedAt: now }).where(and(eq(adminInvitations.id, invitation.id), pending(now))).returning();
    if (!claimed) return { status: "expired" } as const;
    const [user] = await tx
      .insert(users)
      .values({ username: claimed.username, email: claimed.email, passwordHash, createdAt: now, updatedAt: now })
      .returning({ id: users.id, username: users.username });
    await recordChange(tx, { userId: user!.id, username: user!.username }, { action: "admin.invitationAccepted", entity: "user", entityId: user!.id, label: user!.username });
    return { status: "valid", value: { userId: user!.id, username: user!.username } } as const;
  });
}
