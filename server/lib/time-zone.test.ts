import { describe, expect, it } from "vitest";
import { utcOffsetMinutes } from "./time-zone";

describe("utcOffsetMinutes", () => {
  it("gives the offset east of UTC at the instant, daylight saving included", () => {
    expect(utcOffsetMinutes(new Date("2026-12-12T08:00:00Z"), "Africa/Porto-Novo")).toBe(60);
    expect(utcOffsetMinutes(new Date("2026-07-01T12:00:00Z"), "Africa/Porto-Novo")).toBe(60);
    expect(utcOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "Europe/Paris")).toBe(60);
    expect(utcOffsetMinutes(new Date("2026-07-15T12:00:00Z"), "Europe/Paris")).toBe(120);
    expect(utcOffsetMinutes(new Date("2026-07-15T12:00:00.999Z"), "America/New_York")).toBe(-240);
    expect(utcOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "America/St_Johns")).toBe(-210);
    expect(utcOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(utcOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "UTC")).toBe(0);
  });

  it("changes at the instant the clocks change", () => {
    // Paris moves to summer time at 01:00 UTC on the last Sunday of March.
    expect(utcOffsetMinutes(new Date("2026-03-29T00:59:00Z"), "Europe/Paris")).toBe(60);
    expect(utcOffsetMinutes(new Date("2026-03-29T01:00:00Z"), "Europe/Paris")).toBe(120);
  });

  it("gives the same offset for every hour of two years as Intl does instant by instant", () => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    const formatFor = (timeZone: string) =>
      formats.get(timeZone) ??
      formats.set(timeZone, new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" })).get(timeZone)!;
    const direct = (instant: Date, timeZone: string) => {
      const parts = Object.fromEntries(
        formatFor(timeZone)
          .formatToParts(instant)
          .map((p) => [p.type, Number(p.value)]),
      );
      return Math.round((Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
    };
    for (const timeZone of ["Europe/Paris", "America/St_Johns", "Africa/Porto-Novo"]) {
      const differing: string[] = [];
      for (let time = Date.UTC(2025, 0, 1, 0, 30); time < Date.UTC(2027, 0, 1); time += 7 * 60_000 * 60 + 17 * 60_000) {
        const instant = new Date(time);
        if (utcOffsetMinutes(instant, timeZone) !== direct(instant, timeZone)) differing.push(instant.toISOString());
      }
      expect(differing, timeZone).toEqual([]);
    }
  });
});
