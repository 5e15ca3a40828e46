import { SITE_ACTOR } from "../../../shared/admin";
import { auditLog, type AuditDetails } from "../../../shared/schema";
import type { Db } from "../../db";

/** Who made a change: an administrator, or the site itself (a job: no account). */
export type Actor = { userId: string | null; username: string };

/** The site's own changes (the renewal season's lapse notices): the audit list reads it as "The site". */
export const siteActor: Actor = { userId: null, username: SITE_ACTOR };
export type Changes = Record<string, { from: unknown; to: unknown }>;

/** The fields of `after` whose value differs from `before` (compared as JSON). */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>): Changes {
  const changes: Changes = {};
  for (const [field, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from: from ?? null, to };
  }
  return changes;
}

/**
 * Writes who changed what (call it in the transaction of the change itself, so that a change is
 * never without its record, nor a record without its change). `label` names the record in one
 * language; `details`, what the audit list needs to name it in the reader's (a title in both).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A record's id as the database writes it: a UUID in lower case, as typed otherwise. An id comes
 * from an address (PUT /api/memberships/9B0F…), which PostgreSQL matches whatever its case: kept
 * as typed, one record's history would split in two.
 */
export const normaliseId = (id: string | null | undefined) => (id == null ? null : UUID.test(id.trim()) ? id.trim().toLowerCase() : id);

export async function recordChange(
  db: Pick<Db, "insert">,
  actor: Actor,
  entry: { action: string; entity: string; entityId?: string | null; label?: string | null; details?: AuditDetails; changes?: Changes },
) {
  await db.insert(auditLog).values({
    userId: actor.userId,
    username: actor.username,
    action: entry.action,
    entity: entry.entity,
    entityId: normaliseId(entry.entityId),
    label: entry.label ?? null,
    changes: entry.changes ?? {},
    details: entry.details ?? null,
  });
}
