import type { Language } from "@shared/validation";

const formatters: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  fr: new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }),
};

/**
 * A publication date, a calendar day `YYYY-MM-DD`, as the page's language writes it
 * ('March 20, 2025', '20 mars 2025'). Read and written in UTC, so the day never shifts
 * with the reader's time zone and the server renders what the browser hydrates.
 */
export function formatPublishDate(date: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return formatters[lang].format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
