import { count, desc } from "drizzle-orm";
import { auditLog } from "../../../shared/schema";
import type { Db } from "../../db";
import { pageWindow, toPage } from "../../lib/paging";

/** One page of the administrators' changes, newest first. */
export async function listAudit(db: Db, query: { page: number; pageSize: number }) {
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(auditLog),
  ]);
  return toPage(rows, total, query);
}
