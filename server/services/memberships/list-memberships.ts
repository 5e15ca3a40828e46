import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { MembersQuery } from "../../../shared/admin";
import { memberships } from "../../../shared/schema";
import type { Db } from "../../db";
import { containsPattern, pageWindow, toPage } from "../../lib/paging";

export type MembersFilter = Pick<MembersQuery, "status" | "q">;

/** The rows a filter selects: a status, and a text found in the name or the e-mail. */
export function membersWhere({ status, q }: MembersFilter): SQL | undefined {
  const text = q?.trim();
  return and(
    status ? eq(memberships.status, status) : undefined,
    text ? or(ilike(memberships.fullName, containsPattern(text)), ilike(memberships.email, containsPattern(text))) : undefined,
  );
}

/** One page of the members a filter selects, newest first, with how many it selects in all. */
export async function listMemberships(db: Db, query: MembersFilter & { page: number; pageSize: number }) {
  const where = membersWhere(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(memberships).where(where).orderBy(desc(memberships.createdAt), desc(memberships.id)).limit(pageWindow(query).limit).offset(pageWindow(query).offset),
    db.select({ total: count() }).from(memberships).where(where),
  ]);
  return toPage(rows, total, query);
}
