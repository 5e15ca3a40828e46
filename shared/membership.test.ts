import { describe, expect, it } from "vitest";
import {
  checkYearChoice,
  DEFAULT_GRACE_DAYS,
  entitledToVote,
  foundationDay,
  lapsedOn,
  lastGraceDay,
  membershipYearOf,
  payableYears,
  renewalRoundOn,
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
    expect(payableYears(march)).toEqual([2026]);
    expect(yearToPay(march, [])).toBe(2026);
    expect(standingOn([2026], march)).toEqual({ paidUp: true, inGrace: false, paidThrough: 2026, due: null });
    expect(standingOn([2026], on("2026-12-31")).paidUp).toBe(true);
  });

  it("a payment made after the due date still pays the whole current year", () => {
    expect(yearToPay(on("2026-01-20"), [])).toBe(2026);
    expect(yearToPay(on("2026-11-30"), [])).toBe(2026);
  });

  it("in December the person may pay the next year instead; otherwise the current one is paid", () => {
    const december = on("2026-12-10");
    expect(payableYears(december)).toEqual([2026, 2027]);
    expect(yearToPay(december, [])).toBe(2026);
    expect(yearToPay(december, [2026])).toBe(2027);
    expect(yearToPay(december, [2026, 2027])).toBeNull();
    expect(checkYearChoice(december, [], 2027)).toBe("ok");
    expect(checkYearChoice(december, [2027], 2027)).toBe("alreadyPaid");
    expect(checkYearChoice(on("2026-11-30"), [], 2027)).toBe("notPayable");
    expect(checkYearChoice(december, [], 2025)).toBe("notPayable");
  });

  it("from December 1st, next year's dues are asked of a member paid for this year", () => {
    expect(standingOn([2026], on("2026-11-30")).due).toBeNull();
    expect(standingOn([2026], on("2026-12-01"))).toEqual({ paidUp: true, inGrace: false, paidThrough: 2026, due: 2027 });
    expect(standingOn([2026, 2027], on("2026-12-01")).due).toBeNull();
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
