/**
 * Dates as the staff read them: on the foundation's clock, in the admin's language, in the one
 * style of each language (shared/format.ts).
 */
import { FOUNDATION_OFFSET_MINUTES, wallClock } from "@shared/format";

export { formatDate, formatDateTime } from "@shared/format";

/** Today's calendar day on the foundation's clock, `YYYY-MM-DD`. */
export function todayIso(now = new Date()): string {
  const { year, month, day } = wallClock(now, FOUNDATION_OFFSET_MINUTES);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
