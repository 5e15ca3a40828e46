/**
 * Dates, times and counts of the events page, in the event's own time zone and the page's
 * language. The API sends each instant's offset from UTC in that zone, so the server and the
 * browser write the same text without the browser's time-zone data (see shared/format.ts).
 */
import type { EventItem } from "@shared/api-types";
import { formatClock, formatDay, formatNumber, formatUtcOffset, wallClock, type WallClock } from "@shared/format";
import type { Language } from "@shared/domain";
import { format } from "@/i18n";
import type { EventsTexts } from "./texts";

type EventTimes = Pick<EventItem, "startsAt" | "endsAt" | "timezone" | "startsAtUtcOffset" | "endsAtUtcOffset">;

/** The event's start and end as its own time zone's clocks show them. */
function clocks(event: EventTimes): { start: WallClock; end: WallClock | null } {
  return {
    start: wallClock(new Date(event.startsAt), event.startsAtUtcOffset),
    end: event.endsAt ? wallClock(new Date(event.endsAt), event.endsAtUtcOffset ?? event.startsAtUtcOffset) : null,
  };
}

const sameDay = (a: WallClock, b: WallClock) => a.year === b.year && a.month === b.month && a.day === b.day;

/** Readable name of the time zone: ours by name, any other by its offset (GMT+1 / UTC+1). */
const zoneName = (event: EventTimes, lang: Language, text: EventsTexts) =>
  event.timezone === "Africa/Porto-Novo" ? text.timeZones.benin : formatUtcOffset(event.startsAtUtcOffset, lang);

/**
 * "Saturday, December 12, 2026 · 9:00 AM – 1:00 PM (WAT)" /
 * "samedi 12 décembre 2026 · 09:00 – 13:00 (heure de Cotonou)".
 */
export function formatEventWhen(event: EventTimes, lang: Language, text: EventsTexts): string {
  const { start, end } = clocks(event);
  const day = (clock: WallClock) => formatDay(clock, lang, { weekday: true });
  const zone = zoneName(event, lang, text);
  if (!end) return format(text.when.startOnly, { date: day(start), start: formatClock(start, lang), zone });
  if (sameDay(start, end))
    return format(text.when.sameDay, { date: day(start), start: formatClock(start, lang), end: formatClock(end, lang), zone });
  return format(text.when.severalDays, {
    startDate: day(start),
    start: formatClock(start, lang),
    endDate: day(end),
    end: formatClock(end, lang),
    zone,
  });
}

/** The day (or days) a past event took place: "March 14, 2026" / "14 mars 2026". */
export function formatEventDays(event: EventTimes, lang: Language, text: EventsTexts) {
  const { start, end } = clocks(event);
  if (!end || sameDay(start, end)) return formatDay(start, lang);
  return format(text.when.pastSeveralDays, { start: formatDay(start, lang), end: formatDay(end, lang) });
}

/** A count as the language writes it: 1,200 / 1 200. */
export const formatCount = (count: number, lang: Language) => formatNumber(count, lang);
