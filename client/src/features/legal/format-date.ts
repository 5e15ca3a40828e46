import { calendarDay, formatDay, NBSP } from "@shared/format";
import type { Language } from "@shared/domain";

/**
 * A calendar date (`2024-12-01`) as each language writes it: "December 1, 2024" in English,
 * "1er décembre 2024" in French (the first of the month is an ordinal; the day is joined to
 * the month by a non-breaking space).
 */
export function formatLegalDate(isoDate: string, lang: Language): string {
  const day = calendarDay(isoDate);
  if (!day) return isoDate;
  const text = formatDay(day, lang, { ordinalFirst: true });
  return lang === "fr" ? text.replace(" ", NBSP) : text;
}
