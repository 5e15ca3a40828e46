/**
 * Dates, times and counts of the events page, in the event's own time zone and the page's
 * language. Explicit time zones only: the server and the browser render the same text.
 */
import type { EventItem } from "@shared/api-types";
import type { Language } from "@shared/validation";
import { format } from "@/i18n";
import type { EventsTexts } from "./texts";

const locale = (lang: Language) => (lang === "fr" ? "fr-FR" : "en-US");

/** One kind of non-breaking space, whatever space the runtime's locale data uses. */
const normalizeSpaces = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, "\u00a0");

const dayFormat = (lang: Language, timeZone: string, weekday: boolean) =>
  new Intl.DateTimeFormat(locale(lang), {
    timeZone,
    ...(weekday ? { weekday: "long" } : {}),
    day: "numeric",
    month: "long",
    year: "numeric",
  });

/** "9:00 AM" / "09:00", with a non-breaking space before AM/PM whichever space the runtime uses. */
function timeFormat(lang: Language, timeZone: string) {
  const formatter = new Intl.DateTimeFormat(locale(lang), {
    timeZone,
    hour: lang === "fr" ? "2-digit" : "numeric",
    minute: "2-digit",
  });
  return { format: (date: Date) => formatter.format(date).replace(/[\s\u202f]+/g, "\u00a0") };
}

/** A calendar day in a time zone (`2026-12-12`), to tell whether two instants fall on the same day. */
const dayKey = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);

/** Readable name of a time zone: ours by name, any other as the runtime writes it (GMT+1). */
function zoneName(timeZone: string, lang: Language, text: EventsTexts): string {
  if (timeZone === "Africa/Porto-Novo") return text.timeZones.benin;
  const part = new Intl.DateTimeFormat(locale(lang), { timeZone, timeZoneName: "short" })
    .formatToParts(new Date(0))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/**
 * "Saturday, December 12, 2026 · 9:00 AM – 1:00 PM (WAT)" /
 * "samedi 12 décembre 2026 · 09:00 – 13:00 (heure de Cotonou)".
 */
export function formatEventWhen(
  event: Pick<EventItem, "startsAt" | "endsAt" | "timezone">,
  lang: Language,
  text: EventsTexts,
): string {
  const tz = event.timezone;
  const start = new Date(event.startsAt);
  const end = event.endsAt ? new Date(event.endsAt) : null;
  const day = dayFormat(lang, tz, true);
  const time = timeFormat(lang, tz);
  const zone = zoneName(tz, lang, text);
  let result: string;
  if (!end) result = format(text.when.startOnly, { date: day.format(start), start: time.format(start), zone });
  else if (dayKey(start, tz) === dayKey(end, tz))
    result = format(text.when.sameDay, { date: day.format(start), start: time.format(start), end: time.format(end), zone });
  else
    result = format(text.when.severalDays, {
      startDate: day.format(start),
      start: time.format(start),
      endDate: day.format(end),
      end: time.format(end),
      zone,
    });
  return normalizeSpaces(result);
}

/** The day (or days) a past event took place: "March 14, 2026" / "14 mars 2026". */
export function formatEventDays(event: Pick<EventItem, "startsAt" | "endsAt" | "timezone">, lang: Language, text: EventsTexts) {
  const tz = event.timezone;
  const start = new Date(event.startsAt);
  const end = event.endsAt ? new Date(event.endsAt) : null;
  const day = dayFormat(lang, tz, false);
  if (!end || dayKey(start, tz) === dayKey(end, tz)) return normalizeSpaces(day.format(start));
  return normalizeSpaces(format(text.when.pastSeveralDays, { start: day.format(start), end: day.format(end) }));
}

/** A count as the language writes it: 1,200 / 1 200. */
export const formatCount = (count: number, lang: Language) => normalizeSpaces(new Intl.NumberFormat(locale(lang)).format(count));
