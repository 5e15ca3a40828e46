import { and, eq } from "drizzle-orm";
import { programs } from "../../../shared/schema";
import type { Db } from "../../db";

/** One program by slug, or null; a draft only for the admin. */
export async function getProgramBySlug(db: Db, slug: string, options: { includeDrafts?: boolean } = {}) {
  const [program] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.slug, slug), options.includeDrafts ? undefined : eq(programs.published, true)))
    .limit(1);
  return program ?? null;
}

/** One program by id, or null; a draft only for the admin (where an old slug leads). */
export async function getProgramById(db: Db, id: string, options: { includeDrafts?: boolean } = {}) {
  const [program] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.id, id), options.includeDrafts ? undefined : eq(programs.published, true)))
    .limit(1);
  return program ?? null;
}
