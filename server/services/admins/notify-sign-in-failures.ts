/**
 * The staff are told by mail when an administrator's account is given wrong passwords again and
 * again (decision 011): once per window of the sign-in limit, to the addresses notified (Settings),
 * in the staff's language. Only for an account that exists: names typed at random mail nobody.
 */
import { eq } from "drizzle-orm";
import { users } from "../../../shared/schema";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import { getMailSettings } from "../settings/mail-settings";

export type SignInFailures = { username: string; failures: number; windowMs: number; until: Date };

/** Queues the staff's mail; answers whether one was queued (not for an unknown name, nor twice in a window). */
export async function notifySignInFailures(db: Db, contactEmail: string, input: SignInFailures): Promise<boolean> {
  const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.username, input.username)).limit(1);
  if (!user) return false;
  const staff = await getMailSettings(db, contactEmail);
  const queued = await queueMail(db, {
    key: `sign-in-failures:${user.id}:${input.until.toISOString()}`,
    template: "staff-sign-in-failures",
    to: staff.notifyEmails,
    language: staff.staffLanguage,
    data: { username: user.username, failures: input.failures, minutes: Math.round(input.windowMs / 60_000), until: input.until.toISOString() },
  });
  return queued !== null;
}
