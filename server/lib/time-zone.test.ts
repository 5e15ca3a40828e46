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
});
