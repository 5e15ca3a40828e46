import { inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from "drizzle-orm/pg-core";
import type { Page } from "../../shared/admin";

/** The LIMIT and OFFSET of a page (pages count from 1). */
export const pageWindow = ({ page, pageSize }: { page: number; pageSize: number }) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/**
 * The rows of one page, as a condition on their key: the page's keys chosen first, by the filter
 * and the order alone (read from an index holding the order and the key), the rows then read whole
 * by those keys. A deep page (`?page=400`) skips thousands of index entries, not thousands of
 * whole rows read and computed only to be skipped.
 */
export const onPage = (db: Pick<PgDatabase<PgQueryResultHKT>, "select">, key: PgColumn, where: SQL | undefined, order: SQL[], paging: { page: number; pageSize: number }): SQL => {
  const { limit, offset } = pageWindow(paging);
  return inArray(key, db.select({ key }).from(key.table as PgTable).where(where).orderBy(...order).limit(limit).offset(offset));
};

export const toPage = <T>(items: T[], total: number, { page, pageSize }: { page: number; pageSize: number }): Page<T> => ({
  items,
  total,
  page,
  pageSize,
});

/** A search text as a LIKE pattern that matches it anywhere, its own % _ \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
