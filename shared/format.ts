/**
 * Numbers, calendar days and clock times as English (United States) and French write them,
 * written out here rather than with `Intl`. Two reasons:
 * - The first `Intl` formatter a page creates makes the browser load its locale data: 20–45 ms
 *   of one task on this machine, four times that on a slow phone, in the middle of hydration
 *   (scripts/bench/intl-cost.ts measures it). The pages print only these few shapes.
 * - The server and every browser print exactly the same characters, whatever version of the
 *   locale data they carry (spaces before AM/PM and inside French numbers have changed between
 *   versions), so hydration never finds a different text.
 * Time zones need the zone database: the server computes an instant's offset
 * (server/lib/time-zone.ts) and sends it with the data.
 */
import type { Language } from "./domain";

export const NBSP = "\u00a0";

/**
 * `12,000` / `12 000` (non-breaking space), `7.50` / `7,50`. Rounded to `fractionDigits`
 * like `toFixed`.
 */
export function formatNumber(value: number, lang: Language, fractionDigits = 0): string {
  const [whole = "0", fraction] = Math.abs(value).toFixed(fractionDigits).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, lang === "fr" ? NBSP : ",");
  const sign = value < 0 && /[1-9]/.test(whole + (fraction ?? "")) ? "-" : "";
  return `${sign}${grouped}${fraction ? (lang === "fr" ? "," : ".") + fraction : ""}`;
}

export const months: Record<Language, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
};
const weekdays: Record<Language, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  fr: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
};

/** A date and time on a wall clock: month 1–12, weekday 0 (Sunday)–6. */
export type WallClock = { year: number; month: number; day: number; weekday: number; hour: number; minute: number };

/** What a clock `offsetMinutes` east of UTC shows at `instant`. */
export function wallClock(instant: Date, offsetMinutes = 0): WallClock {
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** A calendar day written `YYYY-MM-DD` as a wall clock at midnight, or null when it is not one. */
export function calendarDay(isoDate: string): WallClock | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls over ("2025-02-30" is March 2): such a date is not a calendar day.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? wallClock(date) : null;
}

/**
 * "December 12, 2026" / "12 décembre 2026"; with `weekday`, "Saturday, December 12, 2026" /
 * "samedi 12 décembre 2026"; with `ordinalFirst`, French writes the first of the month "1er".
 */
export function formatDay(
  { year, month, day, weekday }: Pick<WallClock, "year" | "month" | "day" | "weekday">,
  lang: Language,
  options: { weekday?: boolean; ordinalFirst?: boolean } = {},
): string {
  if (lang === "en") return `${options.weekday ? `${weekdays.en[weekday]}, ` : ""}${months.en[month - 1]} ${day}, ${year}`;
  const dayText = day === 1 && options.ordinalFirst ? "1er" : String(day);
  return `${options.weekday ? `${weekdays.fr[weekday]} ` : ""}${dayText} ${months.fr[month - 1]} ${year}`;
}

/** "January 2026" / "janvier 2026" (month 1–12). */
export function formatMonth({ year, month }: Pick<WallClock, "year" | "month">, lang: Language): string {
  return `${months[lang][month - 1]} ${year}`;
}

/**
 * A date that may not have its day yet: `YYYY-MM` → "January 2026", `YYYY-MM-DD` → "January 16,
 * 2026" / "16 janvier 2026"; null when it is neither.
 */
export function formatMonthOrDay(value: string, lang: Language): string | null {
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (month) return formatMonth({ year: Number(month[1]), month: Number(month[2]) }, lang);
  const day = calendarDay(value);
  return day ? formatDay(day, lang, { ordinalFirst: true }) : null;
}

/** "9:00 AM" (non-breaking space) / "09:00". */
export function formatClock({ hour, minute }: Pick<WallClock, "hour" | "minute">, lang: Language): string {
  const mm = String(minute).padStart(2, "0");
  if (lang === "fr") return `${String(hour).padStart(2, "0")}:${mm}`;
  return `${hour % 12 || 12}:${mm}${NBSP}${hour < 12 ? "AM" : "PM"}`;
}

/** An offset from UTC as each language names it: "GMT+1", "GMT-3:30" / "UTC+1", "UTC−3:30". */
export function formatUtcOffset(offsetMinutes: number, lang: Language): string {
  const abs = Math.abs(offsetMinutes);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  const amount = offsetMinutes === 0 ? "" : `${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
  if (lang === "fr") return `UTC${offsetMinutes === 0 ? "" : offsetMinutes > 0 ? "+" : "\u2212"}${amount}`;
  return `GMT${offsetMinutes === 0 ? "" : offsetMinutes > 0 ? "+" : "-"}${amount}`;
}

/**
 * The foundation's clock (Africa/Porto-Novo): West Africa Time, one hour east of UTC all year, no
 * daylight saving. The server, which has the zone database, checks it (server/lib/time-zone.ts).
 */
export const FOUNDATION_OFFSET_MINUTES = 60;

/**
 * The one way each language writes a day on which something happened: "November 25, 2026" /
 * "25 novembre 2026", on the foundation's clock; "—" when there is no date.
 */
export function formatDate(instant: string | Date | null | undefined, lang: Language, offsetMinutes = FOUNDATION_OFFSET_MINUTES): string {
  if (!instant) return "—";
  return formatDay(wallClock(new Date(instant), offsetMinutes), lang);
}

/** "November 25, 2026, 9:05 AM" / "25 novembre 2026 à 09:05", on the foundation's clock; "—" when there is no date. */
export function formatDateTime(instant: string | Date | null | undefined, lang: Language, offsetMinutes = FOUNDATION_OFFSET_MINUTES): string {
  if (!instant) return "—";
  const clock = wallClock(new Date(instant), offsetMinutes);
  return lang === "fr" ? `${formatDay(clock, lang)} à ${formatClock(clock, lang)}` : `${formatDay(clock, lang)}, ${formatClock(clock, lang)}`;
}
