import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { AuditFilter, AuditFiltersResponse } from "../../../shared/admin";
import { auditLog } from "../../../shared/schema";
import type { Db } from "../../db";
import { pageWindow, toPage } from "../../lib/paging";

/** The entries a filter selects: by who made them, the kind of record, the action. */
export const auditWhere = ({ who, entity, action }: AuditFilter): SQL | undefined =>
  and(who ? eq(auditLog.username, who) : undefined, entity ? eq(auditLog.entity, entity) : undefined, action ? eq(auditLog.action, action) : undefined);

/** One page of the administrators' changes a filter selects, newest first. */
export async function listAudit(db: Db, query: AuditFilter & { page: number; pageSize: number }) {
  const { limit, offset } = pageWindow(query);
  const where = auditWhere(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return toPage(rows, total, query);
}

/** The values the filters offer: each author, kind of record and action found in the entries, the most frequent first. */
export async function auditFilters(db: Db): Promise<AuditFiltersResponse> {
  const distinct = async (column: typeof auditLog.username | typeof auditLog.entity | typeof auditLog.action) =>
    (await db.select({ value: column, n: count() }).from(auditLog).groupBy(column).orderBy(desc(count()), column).limit(200)).map((row) => row.value);
  const [who, entities, actions] = await Promise.all([distinct(auditLog.username), distinct(auditLog.entity), distinct(auditLog.action)]);
  return { who, entities, actions };
}
