import { and, asc, eq, sql, type SQL } from "drizzle-orm";
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
  heroImageId: programs.heroImageId,
  heroAlt: programs.heroAlt,
  published: programs.published,
};

/** The order of the public list, as the administrator set it; the English title breaks ties. */
export const programOrder = [asc(programs.sortOrder), sql`${programs.title}->>'en'`, asc(programs.slug)] as const;

/** Program cards in the order the administrator set; drafts only when asked (the admin). */
export async function listPrograms(db: Db, options: { includeDrafts?: boolean; pillar?: Pillar } = {}) {
  const where: SQL[] = [];
  if (!options.includeDrafts) where.push(eq(programs.published, true));
  if (options.pillar) where.push(eq(programs.pillar, options.pillar));
  return db
    .select(programSummaryColumns)
    .from(programs)
    .where(and(...where))
    .orderBy(...programOrder);
}
