import { describe, expect, it } from "vitest";
import { defaultNextAgm, foundationDay, isPastAgm } from "./general-assembly";

describe("the next general assembly", () => {
  it("defaults to the next January on the foundation's calendar, never a past one", () => {
    expect(defaultNextAgm(new Date("2026-11-25T12:00:00Z"))).toBe("2027-01");
    expect(defaultNextAgm(new Date("2027-01-31T12:00:00Z"))).toBe("2027-01");
    expect(defaultNextAgm(new Date("2027-02-01T00:30:00Z"))).toBe("2028-01");
    // 23:30 UTC on 31 December is already 1 January in Cotonou (UTC+1).
    expect(defaultNextAgm(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01");
    expect(foundationDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });

  it("is past once its day, or its whole month, is over", () => {
    expect(isPastAgm("2026-11-24", "2026-11-25")).toBe(true);
    expect(isPastAgm("2026-11-25", "2026-11-25")).toBe(false);
    expect(isPastAgm("2026-11", "2026-11-25")).toBe(false);
    expect(isPastAgm("2026-10", "2026-11-25")).toBe(true);
    expect(isPastAgm("2027-01", "2026-11-25")).toBe(false);
  });
});
