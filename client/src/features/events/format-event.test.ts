import { describe, expect, it } from "vitest";
import { formatEventDays, formatEventWhen } from "./format-event";
import { texts } from "./texts";

const at = (startsAt: string, endsAt: string | null, timezone: string, startsAtUtcOffset: number, endsAtUtcOffset: number | null) => ({
  startsAt,
  endsAt,
  timezone,
  startsAtUtcOffset,
  endsAtUtcOffset,
});

describe("an event's date and time, in its own time zone", () => {
  it("writes Cotonou's events in Cotonou's time, whatever the reader's zone", () => {
    const workshop = at("2026-12-12T08:00:00.000Z", "2026-12-12T12:00:00.000Z", "Africa/Porto-Novo", 60, 60);
    expect(formatEventWhen(workshop, "en", texts.en)).toBe("Saturday, December 12, 2026 · 9:00\u00a0AM – 1:00\u00a0PM (WAT)");
    expect(formatEventWhen(workshop, "fr", texts.fr)).toBe("samedi 12 décembre 2026 · 09:00 – 13:00 (heure de Cotonou)");
  });

  it("names another zone by its offset, and finds the local day across midnight UTC", () => {
    // 20:00 on December 31 in New York is already January 1 in UTC.
    const webinar = at("2027-01-01T01:00:00.000Z", "2027-01-01T02:30:00.000Z", "America/New_York", -300, -300);
    expect(formatEventWhen(webinar, "en", texts.en)).toBe("Thursday, December 31, 2026 · 8:00\u00a0PM – 9:30\u00a0PM (GMT-5)");
    expect(formatEventWhen(webinar, "fr", texts.fr)).toBe("jeudi 31 décembre 2026 · 20:00 – 21:30 (UTC\u22125)");
  });

  it("writes an event over several days, and one without an end", () => {
    const bootcamp = at("2026-03-02T08:00:00.000Z", "2026-03-04T15:00:00.000Z", "Africa/Porto-Novo", 60, 60);
    expect(formatEventDays(bootcamp, "en", texts.en)).toBe("March 2, 2026 – March 4, 2026");
    expect(formatEventDays(bootcamp, "fr", texts.fr)).toBe("du 2 mars 2026 au 4 mars 2026");
    const talk = at("2026-06-05T15:00:00.000Z", null, "Africa/Porto-Novo", 60, null);
    expect(formatEventWhen(talk, "en", texts.en)).toBe("Friday, June 5, 2026 · 4:00\u00a0PM (WAT)");
  });
});
