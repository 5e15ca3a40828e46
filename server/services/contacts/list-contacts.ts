import { count, desc, eq } from "drizzle-orm";
import type { ContactStatus } from "../../../shared/domain";
import { contacts } from "../../../shared/schema";
import type { Db } from "../../db";
import { pageWindow, toPage } from "../../lib/paging";

/** One page of the messages, newest first (optionally of one status), with the count in all. */
export async function listContacts(db: Db, query: { status?: ContactStatus; page: number; pageSize: number }) {
  const where = query.status ? eq(contacts.status, query.status) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(contacts).where(where).orderBy(desc(contacts.createdAt), desc(contacts.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(contacts).where(where),
  ]);
  return toPage(rows, total, query);
}
