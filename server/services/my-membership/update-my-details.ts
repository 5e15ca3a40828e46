/**
 * A member changes their own name, telephone number and language from their page
 * (docs/decisions/017-my-membership-page.md), written with its audit entry in one transaction: the
 * audit list reads it as the member changing their own details. Their applications keep the details they were
 * made with; the mails and documents to come use the member's.
 */
import { eq, sql } from "drizzle-orm";
import { MEMBER_ACTOR } from "../../../shared/admin";
import type { MyDetailsInput } from "../../../shared/my-membership";
import { members, type Member } from "../../../shared/schema";
import type { Db } from "../../db";
import { diff, recordChange, type Actor } from "../audit/record-change";
import { normaliseAddress } from "../privacy/privacy-links";

/** Who the audit list names for a change a member made themself. */
export const memberActor: Actor = { userId: null, username: MEMBER_ACTOR };

/** The member's details as saved; null when the address is no member's (a donor, or erased). */
export async function updateMyDetails(db: Db, input: MyDetailsInput, now: Date): Promise<Member | null> {
  const address = normaliseAddress(input.email);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(members)
      .where(sql`lower(${members.email}) = ${address} and ${members.erasedAt} is null`)
      .limit(1)
      .for("update");
    if (!member) return null;
    const next = { fullName: input.fullName, phone: input.phone === "" ? null : input.phone, language: input.language };
    const changes = diff(member, next);
    if (Object.keys(changes).length === 0) return member;
    const [saved] = await tx
      .update(members)
      .set({ ...next, updatedAt: now })
      .where(eq(members.id, member.id))
      .returning();
    await recordChange(tx, memberActor, { action: "member.update", entity: "member", entityId: member.id, label: input.fullName, changes });
    return saved!;
  });
}
