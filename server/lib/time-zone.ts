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

export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - wholeSeconds) / 60_000);
}

/** The instant a calendar day `YYYY-MM-DD` starts in a time zone (by default the foundation's). */
export function startOfDay(day: string, timeZone: string = site.timeZone): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  return new Date(midnightUtc.getTime() - utcOffsetMinutes(midnightUtc, timeZone) * 60_000);
}

/** The calendar day after `YYYY-MM-DD`: a range of days ends before its start. */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
