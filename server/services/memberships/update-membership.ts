import { eq, sql } from "drizzle-orm";
import { countryFields } from "../../../shared/countries";
import { members, memberships, type Membership, type PatchMembership } from "../../../shared/schema";
import type { Db } from "../../db";
import { diff, recordChange, type Actor } from "../audit/record-change";
import type { Effect } from "../effects";
import { queueStatusChange, queueWelcome } from "../receipts-and-attestations/queue-document-mails";

export type UpdateResult<T> = { kind: "updated"; row: T } | { kind: "notFound" } | { kind: "stale"; row: T };

/**
 * An administrator's change to a membership (status, approval, contact details). With a
 * `version`, the change applies only to that version of the record: a save based on an older
 * copy is refused rather than overwriting someone else's change. Recorded in the audit log;
 * approving a pending member is recorded as such. A change of status is mailed to the member in
 * the same transaction: a first activation is their welcome (with the attestation), any other
 * change says the new status — each change once (its key names the version it made). The record
 * of a person whose data was erased is refused (`erased`).
 */
export async function updateMembership(
  db: Db,
  actor: Actor,
  id: string,
  patch: PatchMembership,
  now: Date,
): Promise<Exclude<UpdateResult<Membership>, { kind: "updated" }> | { kind: "erased" } | { kind: "updated"; row: Membership; effects: readonly Effect[] }> {
  const { version, ...given } = patch;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(memberships).where(eq(memberships.id, id)).for("update").limit(1);
    if (!current) return { kind: "notFound" };
    // A person whose data was erased at their request stays erased: nothing of theirs is written again.
    if (current.memberId) {
      const [member] = await tx.select({ erasedAt: members.erasedAt }).from(members).where(eq(members.id, current.memberId)).limit(1);
      if (member?.erasedAt) return { kind: "erased" };
    }
    if (version !== undefined && version !== current.version) return { kind: "stale", row: current };
    // A country from the admin's list comes as its code: kept as its name in the member's language;
    // the same country as before (by its code) leaves what was typed as it was.
    const country = given.country === undefined ? undefined : countryFields(given.country, given.language ?? current.language);
    const { country: _given, ...rest } = given;
    const fields = !country || (country.countryCode !== null && country.countryCode === current.countryCode) ? rest : { ...rest, ...country };
    // The code follows the country: the audit names the country's change once.
    const { countryCode: _code, ...changes } = diff(current, fields);
    if (Object.keys(changes).length === 0) return { kind: "updated", row: current, effects: [] };
    const [row] = await tx
      .update(memberships)
      .set({ ...fields, version: sql`${memberships.version} + 1` })
      .where(eq(memberships.id, id))
      .returning();
    const approved = current.status === "pending" && fields.status === "active";
    await recordChange(tx, actor, {
      action: approved ? "membership.approve" : "membership.update",
      entity: "membership",
      entityId: id,
      label: row!.fullName,
      changes,
    });
    if (!("status" in changes)) return { kind: "updated", row: row!, effects: [] };
    const welcomed = row!.status === "active" && (await queueWelcome(tx, row!, null, now));
    if (!welcomed) await queueStatusChange(tx, row!, now);
    return { kind: "updated", row: row!, effects: ["mail-queued"] };
  });
}
