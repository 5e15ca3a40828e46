/**
 * An event's times are written as the clock reads where it happens (its IANA time zone, the
 * foundation's by default: Africa/Porto-Novo, UTC+1 all year), in an `<input type="datetime-local">`
 * ("2026-11-25T09:00"), and stored as instants (ISO, UTC). The admin runs in the browser only,
 * so Intl's time zones are there; an unknown zone falls back to the foundation's.
 */
export const FOUNDATION_TIME_ZONE = "Africa/Porto-Novo";
const FOUNDATION_OFFSET_MINUTES = 60;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(timeZone)) {
    try {
      formatters.set(
        timeZone,
        new Intl.DateTimeFormat("en-US", {
          timeZone,
          hourCycle: "h23",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
        }),
      );
    } catch {
      return null;
    }
  }
  return formatters.get(timeZone) ?? null;
}

export const isKnownTimeZone = (timeZone: string) => timeZone.trim() !== "" && formatter(timeZone.trim()) !== null;

/** The wall clock of an instant in a zone, as milliseconds of a UTC date with the same fields. */
function wallMillis(instant: number, timeZone: string): number {
  const f = formatter(timeZone);
  if (!f) return instant + FOUNDATION_OFFSET_MINUTES * 60_000;
  const parts = Object.fromEntries(f.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** "2026-11-25T09:00" in Africa/Porto-Novo → "2026-11-25T08:00:00.000Z"; null when it is no date. */
export function zonedToIso(local: string, timeZone: string): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  if (Number.isNaN(wall)) return null;
  const zone = timeZone.trim() || FOUNDATION_TIME_ZONE;
  // The offset at a first guess, then at the instant it gives (right across a change of offset).
  let instant = wall - (wallMillis(wall, zone) - wall);
  instant = wall - (wallMillis(instant, zone) - instant);
  return new Date(instant).toISOString();
}

/** An instant as the datetime-local input shows it in a zone ("2026-11-25T09:00"); "" for none. */
export function isoToZoned(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return "";
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return "";
  return new Date(wallMillis(instant, timeZone.trim() || FOUNDATION_TIME_ZONE)).toISOString().slice(0, 16);
}
