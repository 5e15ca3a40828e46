import type { Language } from "@shared/validation";

/**
 * A calendar date (`2024-12-01`) as each language writes it: "December 1, 2024" in English,
 * "1er décembre 2024" in French (the first of the month is an ordinal). Formatted in UTC, so
 * the server and the browser print the same day whatever their time zone.
 */
export function formatLegalDate(isoDate: string, lang: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (lang === "en") {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);
  }
  const day = date.getUTCDate();
  const monthYear = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
  return `${day === 1 ? "1er" : day}\u00a0${monthYear}`;
}
