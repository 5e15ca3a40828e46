import { describe, expect, it } from "vitest";
import { calendarDay, formatClock, formatDay, formatNumber, formatUtcOffset, wallClock } from "./format";
import type { Language } from "./domain";

/**
 * The hand-written formats must print what the locale data of the server's runtime prints (Node
 * carries full ICU), apart from the kind of non-breaking space, which is always U+00A0 here.
 */
const intlLocale = (lang: Language) => (lang === "fr" ? "fr-FR" : "en-US");
const sameSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, "\u00a0");
const languages: Language[] = ["en", "fr"];

describe("formatNumber", () => {
  it("groups thousands and writes decimals as each language does", () => {
    expect(formatNumber(12000, "en")).toBe("12,000");
    expect(formatNumber(12000, "fr")).toBe("12\u00a0000");
    expect(formatNumber(7.5, "en", 2)).toBe("7.50");
    expect(formatNumber(1234567.891, "fr", 2)).toBe("1\u00a0234\u00a0567,89");
    expect(formatNumber(999, "fr")).toBe("999");
  });

  it.each(languages)("prints what Intl prints (%s)", (lang) => {
    const values = [0, 1, 9, 10, 999, 1000, 1001, 9999, 12000, 99999, 100000, 123456, 999999, 1000000, 99999999, 123456789012];
    for (const value of values) {
      expect(formatNumber(value, lang)).toBe(sameSpaces(new Intl.NumberFormat(intlLocale(lang)).format(value)));
      const cents = value + 0.25;
      const intl = new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents);
      expect(formatNumber(cents, lang, 2)).toBe(sameSpaces(intl));
    }
  });
});

describe("formatDay and formatClock", () => {
  it("writes days with and without the weekday, and the French first of the month", () => {
    const day = calendarDay("2026-12-12")!;
    expect(formatDay(day, "en", { weekday: true })).toBe("Saturday, December 12, 2026");
    expect(formatDay(day, "fr", { weekday: true })).toBe("samedi 12 décembre 2026");
    expect(formatDay(calendarDay("2024-12-01")!, "fr", { ordinalFirst: true })).toBe("1er décembre 2024");
    expect(formatDay(calendarDay("2024-12-01")!, "fr")).toBe("1 décembre 2024");
    expect(calendarDay("2025-02-30")).toBeNull();
    expect(calendarDay("2025-13-01")).toBeNull();
    expect(calendarDay("1 March")).toBeNull();
  });

  it.each(languages)("prints every day of 2024–2027 as Intl does (%s)", (lang) => {
    const long = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "long", timeZone: "UTC" });
    const withWeekday = new Intl.DateTimeFormat(intlLocale(lang), { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const date = new Date(t);
      expect(formatDay(wallClock(date), lang)).toBe(sameSpaces(long.format(date)));
      expect(formatDay(wallClock(date), lang, { weekday: true })).toBe(sameSpaces(withWeekday.format(date)));
    }
  });

  it.each(languages)("prints every minute of a day as Intl does (%s)", (lang) => {
    const clock = new Intl.DateTimeFormat(intlLocale(lang), {
      hour: lang === "fr" ? "2-digit" : "numeric",
      minute: "2-digit",
      timeZone: "UTC",
    });
    for (let minute = 0; minute < 24 * 60; minute++) {
      const date = new Date(Date.UTC(2026, 11, 12, 0, minute));
      expect(formatClock(wallClock(date), lang)).toBe(sameSpaces(clock.format(date)).replace(" ", "\u00a0"));
    }
  });

  it("reads a wall clock east or west of UTC", () => {
    const instant = new Date("2026-12-31T23:30:00Z");
    expect(wallClock(instant, 60)).toMatchObject({ year: 2027, month: 1, day: 1, hour: 0, minute: 30 });
    expect(wallClock(instant, -300)).toMatchObject({ year: 2026, month: 12, day: 31, hour: 18, minute: 30 });
  });
});

describe("formatUtcOffset", () => {
  it("names an offset as each language does", () => {
    expect(formatUtcOffset(60, "en")).toBe("GMT+1");
    expect(formatUtcOffset(60, "fr")).toBe("UTC+1");
    expect(formatUtcOffset(-210, "en")).toBe("GMT-3:30");
    expect(formatUtcOffset(-210, "fr")).toBe("UTC\u22123:30");
    expect(formatUtcOffset(330, "en")).toBe("GMT+5:30");
    expect(formatUtcOffset(0, "en")).toBe("GMT");
    expect(formatUtcOffset(0, "fr")).toBe("UTC");
  });
});
