import { and, desc, sql } from "drizzle-orm";
import type { Language } from "../../../shared/domain";
import { newsletterSubscriptions } from "../../../shared/schema";
import type { Db } from "../../db";
import { csvDialect, keysetBatches, localDateTime, type Cell, type Cursor } from "../../lib/csv";
import { languageName } from "../../../shared/labels";
import { subscribersWhere, type SubscribersFilter } from "./list-subscribers";

/** The file's headings, in the administrator's language. */
const headers = {
  en: ["Signed up on", "E-mail", "Language", "Id"],
  fr: ["Inscrit le", "E-mail", "Langue", "Identifiant"],
} as const satisfies Record<Language, readonly string[]>;

/**
 * The sign-ups a search selects, as CSV rows in the administrator's language, newest first: when
 * each signed up on the foundation's clock (a date and time spreadsheets read), the address, and
 * the language each chose as it names itself.
 */
export function exportSubscribers(db: Db, filter: SubscribersFilter, lang: Language) {
  const dialect = csvDialect(lang);
  const where = subscribersWhere(filter);
  const table = newsletterSubscriptions;
  const read = (after: Cursor | null, size: number) =>
    db
      .select({ row: table, cursorAt: sql<string>`${table.createdAt}::text`, id: table.id })
      .from(table)
      .where(and(where, after ? sql`(${table.createdAt}, ${table.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(size);
  async function* rows(): AsyncGenerator<Cell[][]> {
    for await (const batch of keysetBatches(read))
      yield batch.map(({ row }) => [localDateTime(row.createdAt), row.email, languageName[row.language], row.id]);
  }
  return { header: [...headers[lang]], rows: rows(), dialect, filename: `newsletter-${new Date().toISOString().slice(0, 10)}.csv` };
}
