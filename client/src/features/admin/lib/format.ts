/**
 * Dates as the staff read them: on the foundation's clock (Africa/Porto-Novo, UTC+1 all year,
 * no daylight saving), in the admin's language, without Intl (shared/format.ts says why).
 */
import type { Language } from "@shared/domain";
import { formatClock, formatDay, wallClock } from "@shared/format";

/** Africa/Porto-Novo: West Africa Time, one hour east of UTC, all year. */
const FOUNDATION_OFFSET_MINUTES = 60;

/** "November 25, 2026" / "25 novembre 2026". */
export function formatDate(iso: string | null | undefined, lang: Language): string {
  if (!iso) return "—";
  return formatDay(wallClock(new Date(iso), FOUNDATION_OFFSET_MINUTES), lang);
}

/** "November 25, 2026, 9:05 AM" / "25 novembre 2026 à 09:05". */
export function formatDateTime(iso: string | null | undefined, lang: Language): string {
  if (!iso) return "—";
  const clock = wallClock(new Date(iso), FOUNDATION_OFFSET_MINUTES);
  return lang === "fr" ? `${formatDay(clock, lang)} à ${formatClock(clock, lang)}` : `${formatDay(clock, lang)}, ${formatClock(clock, lang)}`;
}

/** Today's calendar day on the foundation's clock, `YYYY-MM-DD`. */
export function todayIso(now = new Date()): string {
  const { year, month, day } = wallClock(now, FOUNDATION_OFFSET_MINUTES);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
