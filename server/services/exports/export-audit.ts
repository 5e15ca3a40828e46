import { and, desc, sql } from "drizzle-orm";
import type { AuditFilter } from "../../../shared/admin";
import { MEMBER_ACTOR, SITE_ACTOR } from "../../../shared/admin";
import { auditActionName, auditKindName } from "../../../shared/audit-names";
import type { Language } from "../../../shared/domain";
import { auditLog } from "../../../shared/schema";
import type { Db } from "../../db";
import { csvDialect, keysetBatches, localDateTime, type Cell, type Cursor } from "../../lib/csv";
import { auditWhere } from "../audit/list-audit";
import { exportLabels } from "../../../shared/labels";

/** A changed value as one cell's words: text as it is, anything else as JSON; nothing as "—". */
const shown = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : typeof value === "string" ? value : JSON.stringify(value));

/**
 * The audit entries a filter selects, as CSV rows in the administrator's language, newest first:
 * when, who, the action and the kind of record by their names (shared/audit-names.ts), the record
 * as the list names it, and each changed field "field: from → to" on a line of its own.
 */
export function exportAudit(db: Db, filter: AuditFilter, lang: Language) {
  const l = exportLabels[lang];
  const dialect = csvDialect(lang);
  const where = auditWhere(filter);
  const read = (after: Cursor | null, size: number) =>
    db
      .select({ row: auditLog, cursorAt: sql<string>`${auditLog.createdAt}::text`, id: auditLog.id })
      .from(auditLog)
      .where(and(where, after ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(size);
  const who = (username: string) => (username === SITE_ACTOR ? l.auditActor.site : username === MEMBER_ACTOR ? l.auditActor.member : username);
  async function* rows(): AsyncGenerator<Cell[][]> {
    for await (const batch of keysetBatches(read))
      yield batch.map(({ row }) => [
        localDateTime(row.createdAt),
        who(row.username),
        auditActionName(row.action, lang),
        auditKindName(row.entity, lang),
        row.details?.erased ? l.erased : row.label,
        row.entityId,
        Object.entries(row.changes)
          .map(([field, change]) => `${field}: ${shown(change.from)} → ${shown(change.to)}`)
          .join("\n"),
      ]);
  }
  const parts = [filter.who ? "by-person" : undefined, filter.entity, filter.action?.replaceAll(".", "-")].filter(Boolean);
  return { header: l.audit, rows: rows(), dialect, filename: `audit-${[...parts, new Date().toISOString().slice(0, 10)].join("-")}.csv` };
}
