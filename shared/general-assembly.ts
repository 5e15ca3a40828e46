/**
 * The date of the next general assembly (site settings: `YYYY-MM` while its day is not fixed, or
 * `YYYY-MM-DD`), against the foundation's calendar (Africa/Porto-Novo). The default never names
 * a date already past, and the settings form warns before a past date is saved (docs/rules.md R7).
 * No library: the admin's form imports it.
 */
import { foundationDay } from "./membership";

export { foundationDay };

/**
 * Where no administrator has set it yet: the general assembly meets in January (the
 * specification's "Next AGM: January 2026"), so the next January — this one while it lasts.
 */
export function defaultNextAgm(at: Date): string {
  const [year, month] = foundationDay(at).split("-").map(Number) as [number, number];
  return month === 1 ? `${year}-01` : `${year + 1}-01`;
}

/** True when the date is over on `today` (`YYYY-MM-DD`): a day before it, or a month before its month. */
export function isPastAgm(value: string, today: string): boolean {
  return value.length === 7 ? value < today.slice(0, 7) : value < today;
}
