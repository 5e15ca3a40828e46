/**
 * A year asked of a member, as its private renewal page reads it (the link of a renewal mail). The
 * first read notes that the link was opened (once, whichever request is first), for the staff's
 * counts.
 */
import { and, eq, isNull } from "drizzle-orm";
import { members, membershipYears } from "../../../shared/schema";
import type { Db } from "../../db";

export async function readRenewal(db: Db, yearId: string) {
  const [row] = await db
    .select({ year: membershipYears, member: members })
    .from(membershipYears)
    .innerJoin(members, eq(members.id, membershipYears.memberId))
    .where(eq(membershipYears.id, yearId))
    .limit(1);
  if (!row) return null;
  return row;
}

/** Notes the link's first opening; later reads change nothing. */
export async function noteLinkOpened(db: Db, yearId: string, now: Date) {
  await db
    .update(membershipYears)
    .set({ linkOpenedAt: now, updatedAt: now })
    .where(and(eq(membershipYears.id, yearId), isNull(membershipYears.linkOpenedAt)));
}
