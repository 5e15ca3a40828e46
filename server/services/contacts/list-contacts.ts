import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { ContactStatus } from "../../../shared/domain";
import { contacts } from "../../../shared/schema";
import type { Db } from "../../db";
import { containsPattern, pageWindow, toPage } from "../../lib/paging";

/**
 * One page of the messages, newest first (optionally of one status, or holding a text in the
 * sender's name or e-mail, the subject or the message), with the count in all.
 */
export async function listContacts(db: Db, query: { status?: ContactStatus; q?: string; page: number; pageSize: number }) {
  const text = query.q?.trim();
  const pattern = text ? containsPattern(text) : "";
  const where = and(
    query.status ? eq(contacts.status, query.status) : undefined,
    text
      ? or(ilike(contacts.name, pattern), ilike(contacts.email, pattern), ilike(contacts.subject, pattern), ilike(contacts.message, pattern))
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(contacts).where(where).orderBy(desc(contacts.createdAt), desc(contacts.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(contacts).where(where),
  ]);
  return toPage(rows, total, query);
}
