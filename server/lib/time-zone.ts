import { site } from "../../shared/site";

/**
 * How far a time zone's clocks are from UTC at an instant, in minutes east of UTC (Cotonou: 60).
 * The server has the time-zone database; the pages receive the offset with each event and write
 * its local time by hand (shared/format.ts), so the browser never needs that database.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return Math.round((asUtc - wholeSeconds) / 60_000);
}

const DAY_MS = 86_400_000;
/** Per time zone, the offset of each UTC day whose clocks did not change during it. */
const dayOffsets = new Map<string, Map<number, number>>();
/** A bound on what is kept: a CSV of two years' rows reads about 730 days. */
const MAX_DAYS_KEPT = 4096;

/**
 * The offset at an instant. Asking Intl costs about 20 µs, and a CSV export asks it for every row
 * (50,000 gifts: about a second). So a UTC day whose two ends have the same offset is kept with
 * that offset: clocks change at most twice a year, never twice within one day, so every instant of
 * such a day has it. A day in which the clocks change is asked instant by instant.
 */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const time = instant.getTime();
  const day = Math.floor(time / DAY_MS);
  let days = dayOffsets.get(timeZone);
  const kept = days?.get(day);
  if (kept !== undefined) return kept;
  const start = offsetAt(day * DAY_MS, timeZone);
  const end = offsetAt(day * DAY_MS + DAY_MS - 1000, timeZone);
  if (start !== end) return offsetAt(time, timeZone);
  if (!days) dayOffsets.set(timeZone, (days = new Map()));
  if (days.size >= MAX_DAYS_KEPT) days.clear();
  days.set(day, start);
  return start;
}

/** The instant a calendar day `YYYY-MM-DD` starts in a time zone (by default the foundation's). */
export function startOfDay(day: string, timeZone: string = site.timeZone): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  return new Date(midnightUtc.getTime() - utcOffsetMinutes(midnightUtc, timeZone) * 60_000);
}

/** The calendar day after `YYYY-MM-DD`: a range of days ends before its start. */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
