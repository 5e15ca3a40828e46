import { describe, expect, it } from "vitest";
import {
  checkStaffYearChoice,
  checkYearChoice,
  DEFAULT_GRACE_DAYS,
  DEFAULT_NEXT_YEAR_FROM,
  isNextYearFromDay,
  entitledToVote,
  foundationDay,
  lapsedOn,
  lastGraceDay,
  membershipYearOf,
  payableYears,
  renewalRoundOn,
  renewalSeasonYear,
  staffPayableYears,
  standingOn,
  yearToPay,
} from "./membership";

/** An instant at noon in Cotonou (UTC+1) on a day. */
const on = (day: string) => new Date(`${day}T11:00:00Z`);

describe("the membership year", () => {
  it("is the calendar year in Cotonou: 00:30 on January 1st there is already the new year", () => {
    const newYearInCotonou = new Date("2026-12-31T23:30:00Z");
    expect(foundationDay(newYearInCotonou)).toBe("2027-01-01");
    expect(membershipYearOf(newYearInCotonou)).toBe(2027);
    expect(membershipYearOf(new Date("2026-12-31T22:30:00Z"))).toBe(2026);
  });

  it("a member who joins in March pays the full year then, and is paid up until December 31st", () => {
    const march = on("2026-03-14");
    expect(payableYears(march, [], DEFAULT_NEXT_YEAR_FROM)).toEqual([2026]);
    expect(yearToPay(march, [], DEFAULT_NEXT_YEAR_FROM)).toBe(2026);
    expect(standingOn([2026], march)).toEqual({ paidUp: true, inGrace: false, paidThrough: 2026, due: null });
    expect(standingOn([2026], on("2026-12-31")).paidUp).toBe(true);
  });

  it("a payment made after the due date and before Settings' day still pays the whole current year", () => {
    expect(yearToPay(on("2026-01-20"), [], DEFAULT_NEXT_YEAR_FROM)).toBe(2026);
    expect(yearToPay(on("2026-09-30"), [], DEFAULT_NEXT_YEAR_FROM)).toBe(2026);
  });

  it("a new member's first dues paid from 1 October (the default) pay the next year, and make them a member from that day", () => {
    expect(DEFAULT_NEXT_YEAR_FROM).toBe("10-01");
    const november = on("2026-11-28");
    expect(payableYears(november, [], DEFAULT_NEXT_YEAR_FROM)).toEqual([2027]);
    expect(yearToPay(on("2026-10-01"), [], DEFAULT_NEXT_YEAR_FROM)).toBe(2027);
    expect(checkYearChoice(november, [], 2026, DEFAULT_NEXT_YEAR_FROM)).toBe("notPayable");
    expect(standingOn([2027], november)).toEqual({ paidUp: true, inGrace: false, paidThrough: 2027, due: null });
    expect(standingOn([2027], on("2027-12-31")).paidUp).toBe(true);
    // With the day set to December 15th, 28 November pays the current year.
    expect(yearToPay(november, [], "12-15")).toBe(2026);
    // A member who paid before renews the current year as before.
    expect(payableYears(november, [2025], DEFAULT_NEXT_YEAR_FROM)).toEqual([2026]);
    // One who joined for 2027 is not asked the weeks left of 2026: nothing to pay until December.
    expect(payableYears(november, [2027], DEFAULT_NEXT_YEAR_FROM)).toEqual([]);
    expect(yearToPay(november, [2027], DEFAULT_NEXT_YEAR_FROM)).toBeNull();
    expect(checkYearChoice(november, [2027], 2026, DEFAULT_NEXT_YEAR_FROM)).toBe("notPayable");
  });

  it("Settings' day is one of the second half of a year that every year has", () => {
    expect(isNextYearFromDay("10-01")).toBe(true);
    expect(isNextYearFromDay("07-01")).toBe(true);
    expect(isNextYearFromDay("12-31")).toBe(true);
    expect(isNextYearFromDay("06-30")).toBe(false);
    expect(isNextYearFromDay("09-31")).toBe(false);
    expect(isNextYearFromDay("10-1")).toBe(false);
  });

  it("in December a member may pay the next year instead; otherwise the current one is paid", () => {
    const december = on("2026-12-10");
    expect(payableYears(december, [2025], "12-15")).toEqual([2026, 2027]);
    expect(yearToPay(december, [2025], DEFAULT_NEXT_YEAR_FROM)).toBe(2026);
    expect(yearToPay(december, [2026], DEFAULT_NEXT_YEAR_FROM)).toBe(2027);
    expect(yearToPay(december, [2026, 2027], DEFAULT_NEXT_YEAR_FROM)).toBeNull();
    expect(checkYearChoice(december, [2025], 2027, DEFAULT_NEXT_YEAR_FROM)).toBe("ok");
    expect(checkYearChoice(december, [2027], 2027, DEFAULT_NEXT_YEAR_FROM)).toBe("alreadyPaid");
    expect(checkYearChoice(on("2026-11-30"), [2025], 2027, DEFAULT_NEXT_YEAR_FROM)).toBe("notPayable");
    expect(checkYearChoice(december, [2024], 2025, DEFAULT_NEXT_YEAR_FROM)).toBe("notPayable");
  });

  it("staff may record the previous, the current or the next year, one not paid", () => {
    const november = on("2026-11-28");
    expect(staffPayableYears(november)).toEqual([2025, 2026, 2027]);
    expect(checkStaffYearChoice(november, [2026], 2027)).toBe("ok");
    expect(checkStaffYearChoice(november, [2026], 2026)).toBe("alreadyPaid");
    expect(checkStaffYearChoice(november, [], 2028)).toBe("notPayable");
    expect(checkStaffYearChoice(november, [], 2024)).toBe("notPayable");
  });

  it("the renewal season's year is the next one from December 1st", () => {
    expect(renewalSeasonYear(on("2026-11-30"))).toBe(2026);
    expect(renewalSeasonYear(on("2026-12-01"))).toBe(2027);
  });

  it("from December 1st, next year's dues are asked of a member paid for this year", () => {
    expect(standingOn([2026], on("2026-11-30")).due).toBeNull();
    expect(standingOn([2026], on("2026-12-01"))).toEqual({ paidUp: true, inGrace: false, paidThrough: 2026, due: 2027 });
    expect(standingOn([2026, 2027], on("2026-12-01")).due).toBeNull();
  });

  it("a new member is asked the year their first dues would pay: the next one from Settings' day", () => {
    expect(standingOn([], on("2026-09-30")).due).toBe(2026);
    expect(standingOn([], on("2026-11-28"))).toEqual({ paidUp: false, inGrace: false, paidThrough: null, due: 2027 });
    expect(standingOn([], on("2026-11-28"), DEFAULT_GRACE_DAYS, "12-15").due).toBe(2026);
    // A member who paid before is asked this year, whatever the day.
    expect(standingOn([2025], on("2026-11-28")).due).toBe(2026);
  });

  it("last year's member stays paid up through the grace period after January 5th, then lapses", () => {
    const last = lastGraceDay(2027, DEFAULT_GRACE_DAYS);
    expect(last).toBe("2027-02-04");
    expect(standingOn([2026], on("2027-01-03"))).toEqual({ paidUp: true, inGrace: true, paidThrough: 2026, due: 2027 });
    expect(standingOn([2026], on(last)).paidUp).toBe(true);
    expect(standingOn([2026], on("2027-02-05"))).toEqual({ paidUp: false, inGrace: false, paidThrough: 2026, due: 2027 });
    expect(lapsedOn([2026], on("2027-02-05"))).toBe(true);
    expect(lapsedOn([], on("2027-02-05"))).toBe(false);
    // The grace period is the one set in Settings.
    expect(standingOn([2026], on("2027-01-10"), 0).paidUp).toBe(false);
    expect(standingOn([2026], on("2027-03-01"), 60).paidUp).toBe(true);
  });

  it("paying renews: a lapsed member who pays is paid up again", () => {
    expect(standingOn([2025, 2027], on("2027-06-01")).paidUp).toBe(true);
    expect(standingOn([2025], on("2027-01-02")).paidUp).toBe(false);
  });

  it("renewals are asked for from December 1st, then again after the due date until the grace period ends", () => {
    expect(renewalRoundOn(on("2026-11-30"))).toBeNull();
    expect(renewalRoundOn(on("2026-12-01"))).toEqual({ year: 2027, round: "opening" });
    expect(renewalRoundOn(on("2026-12-31"))).toEqual({ year: 2027, round: "opening" });
    expect(renewalRoundOn(on("2027-01-05"))).toBeNull();
    expect(renewalRoundOn(on("2027-01-06"))).toEqual({ year: 2027, round: "overdue" });
    expect(renewalRoundOn(on("2027-02-04"))).toEqual({ year: 2027, round: "overdue" });
    expect(renewalRoundOn(on("2027-02-05"))).toBeNull();
    expect(renewalRoundOn(on("2027-07-01"))).toBeNull();
  });

  it("only members paid for the general assembly's year vote at it", () => {
    expect(entitledToVote([2026], 2027)).toBe(false);
    expect(entitledToVote([2026, 2027], 2027)).toBe(true);
  });
});
