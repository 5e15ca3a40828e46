import { and, asc, eq, type SQL } from "drizzle-orm";
import { programs, type Pillar } from "../../../shared/schema";
import type { Db } from "../../db";

export const programSummaryColumns = {
  id: programs.id,
  slug: programs.slug,
  pillar: programs.pillar,
  title: programs.title,
  summary: programs.summary,
  applyLink: programs.applyLink,
  heroImage: programs.heroImage,
  published: programs.published,
};

/** Program cards in the order they were created; drafts only when asked (the admin). */
export async function listPrograms(db: Db, options: { includeDrafts?: boolean; pillar?: Pillar } = {}) {
  const where: SQL[] = [];
  if (!options.includeDrafts) where.push(eq(programs.published, true));
  if (options.pillar) where.push(eq(programs.pillar, options.pillar));
  return db
    .select(programSummaryColumns)
    .from(programs)
    .where(and(...where))
    .orderBy(asc(programs.createdAt), asc(programs.slug));
}
