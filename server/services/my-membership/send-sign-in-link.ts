/**
 * The sign-in link of a person's own page (docs/decisions/017-my-membership-page.md): asked for by
 * address, mailed only to an address the site knows — a member's, an applicant's or a donor's —
 * and answered the same either way, so that the form tells nobody whether an address is known. The
 * mail's link is made when it leaves (mail/outbox.ts), valid MY_MEMBERSHIP_LINK_DAYS from then.
 */
import { randomUUID } from "node:crypto";
import { isNull, sql, and } from "drizzle-orm";
import type { Language } from "../../../shared/domain";
import { donations, members, memberships } from "../../../shared/schema";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import type { Effect } from "../effects";
import { normaliseAddress } from "../privacy/privacy-links";

/** Whether the site holds a membership, an application or a gift under this address. */
async function isKnownAddress(db: Pick<Db, "select">, email: string): Promise<boolean> {
  const address = normaliseAddress(email);
  const [row] = await db
    .select({ known: sql<boolean>`true` })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${address}`, isNull(members.erasedAt)))
    .unionAll(db.select({ known: sql<boolean>`true` }).from(memberships).where(sql`lower(${memberships.email}) = ${address}`))
    .unionAll(db.select({ known: sql<boolean>`true` }).from(donations).where(sql`lower(${donations.email}) = ${address}`))
    .limit(1);
  return row !== undefined;
}

/** Queues the sign-in mail when the address is known; the effects to run either way (none when unknown). */
export async function sendSignInLink(db: Db, email: string, language: Language): Promise<Effect[]> {
  const address = normaliseAddress(email);
  // The same work either way, up to the mail's row: the answer's time tells little more than its words.
  const known = await isKnownAddress(db, address);
  if (!known) return [];
  await queueMail(db, { key: `my-membership-link:${randomUUID()}`, template: "my-membership-link", data: {}, to: [address], language });
  return ["mail-queued"];
}
