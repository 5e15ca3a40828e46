import { calendarDay, formatDay } from "@shared/format";
import type { Language } from "@shared/domain";

/**
 * A publication date, a calendar day `YYYY-MM-DD`, as the page's language writes it
 * ('March 20, 2025', '20 mars 2025'). A calendar day, not an instant: it never shifts with the
 * reader's time zone, and the server renders what the browser hydrates.
 */
export function formatPublishDate(date: string, lang: Language): string {
  const day = calendarDay(date);
  return day ? formatDay(day, lang) : date;
}
