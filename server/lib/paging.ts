import type { Page } from "../../shared/admin";

/** The LIMIT and OFFSET of a page (pages count from 1). */
export const pageWindow = ({ page, pageSize }: { page: number; pageSize: number }) => ({ limit: pageSize, offset: (page - 1) * pageSize });

export const toPage = <T>(items: T[], total: number, { page, pageSize }: { page: number; pageSize: number }): Page<T> => ({
  items,
  total,
  page,
  pageSize,
});

/** A search text as a LIKE pattern that matches it anywhere, its own % _ \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
