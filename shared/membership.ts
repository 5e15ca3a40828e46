/**
 * The membership year's rules (docs/rules.md R49–R52), in one place: which year a payment of dues pays, who is paid up on
 * a given day, when renewals are asked for, who may vote. Every date is a day of the foundation's
 * calendar (Africa/Porto-Novo), so that a payment at 00:30 in Cotonou on January 1st is of the new
 * year, whatever the server's clock zone. No library: the client may import it.
 *
 * The foundation's rules: dues are payable by January 5th each year; a member admitted during the
 * year pays the full annual amount; only members paid up for the general assembly's year vote.
 * What follows from them here:
 * - Paying dues makes a member paid up until December 31st of the year paid for. A payment made in
 *   December may pay the next year instead (the person chooses); otherwise it pays the current one.
 * - A new member (no year paid yet) whose first dues are paid on or after the day set in Settings
 *   (`nextYearFrom`, 1 October until staff change it: docs/decisions/015-which-year-dues-pay.md)
 *   pays the next year, and is a member from that day until its December 31st.
 * - Staff recording a payment may choose the previous, current or next year (one not paid yet).
 * - Renewals are asked for twice: from December 1st for the coming year, and again after the due
 *   date (January 6th) for the year begun.
 * - A member who paid last year and not yet this one stays paid up until the grace period after
 *   January 5th is over (set in Settings, `DEFAULT_GRACE_DAYS` until staff change it); then they
 *   are no longer paid up until they pay.
 */
import { site } from "./site";

let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * The calendar day of an instant in Benin, `YYYY-MM-DD`. The formatter is made once: making one
 * costs some 60 µs, and a list of members reads the day twice per row.
 */
export const foundationDay = (at: Date): string =>
  (dayFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone, year: "numeric", month: "2-digit", day: "2-digit" })).format(at);

/** The calendar year in Benin of an instant. */
export const membershipYearOf = (at: Date) => Number(foundationDay(at).slice(0, 4));

/** The day each year's dues are due (January 5th). */
export const dueDay = (year: number) => `${year}-01-05`;

/** The day renewals for the next year open (December 1st of the year before it). */
export const renewalOpensDay = (year: number) => `${year - 1}-12-01`;

/** Days after the due date during which last year's members are still paid up, until staff set it. */
export const DEFAULT_GRACE_DAYS = 30;
/** The longest grace period Settings accepts (the year's first quarter and a little more). */
export const MAX_GRACE_DAYS = 120;

/** The last day on which a member paid for last year only is still paid up (`YYYY-MM-DD`). */
export function lastGraceDay(year: number, graceDays: number): string {
  const day = new Date(Date.UTC(year, 0, 5 + graceDays));
  return day.toISOString().slice(0, 10);
}

/**
 * The day of the year (`MM-DD`) from which a new member's first dues pay the next year, until
 * staff set another in Settings (docs/decisions/015-which-year-dues-pay.md).
 */
export const DEFAULT_NEXT_YEAR_FROM = "10-01";

/** Whether `MM-DD` names a day of the second half of a year that every year has (never 29 February). */
export function isNextYearFromDay(value: string): boolean {
  const match = /^(0[7-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(2027, Number(match[1]) - 1, Number(match[2])));
  return date.getUTCDate() === Number(match[2]);
}

/**
 * The years a payment of dues made at `at` by a member who paid `paidYears` may pay for, the
 * first being what is offered unless the person chooses: a new member on or after `nextYearFrom`
 * pays the next year; otherwise the current year, and in December also the next one (a member
 * renewing early), but never a year before the last one they paid.
 */
export function payableYears(at: Date, paidYears: readonly number[], nextYearFrom: string): number[] {
  const today = foundationDay(at);
  const year = Number(today.slice(0, 4));
  if (paidYears.length === 0 && today.slice(5) >= nextYearFrom) return [year + 1];
  const years = today >= `${year}-12-01` ? [year, year + 1] : [year];
  // Never a year before the last one paid: a member who paid the next year (joining late in the
  // year) is paid up until its end already, and is not asked the weeks left of this one.
  const last = paidYears.length > 0 ? Math.max(...paidYears) : null;
  return last === null ? years : years.filter((candidate) => candidate > last);
}

/** The year a payment made at `at` pays when the person did not choose: the first of them not paid yet (null: all paid). */
export function yearToPay(at: Date, paidYears: readonly number[], nextYearFrom: string): number | null {
  return payableYears(at, paidYears, nextYearFrom).find((year) => !paidYears.includes(year)) ?? null;
}

/**
 * Whether a chosen year may be paid at `at`: one of the payable years, not already paid. Answers
 * the reason otherwise, for the person's message.
 */
export function checkYearChoice(at: Date, paidYears: readonly number[], year: number, nextYearFrom: string): "ok" | "notPayable" | "alreadyPaid" {
  if (paidYears.includes(year)) return "alreadyPaid";
  return payableYears(at, paidYears, nextYearFrom).includes(year) ? "ok" : "notPayable";
}

/** The years staff may record dues for at `at`: the previous (paid late), the current and the next. */
export function staffPayableYears(at: Date): number[] {
  const year = membershipYearOf(at);
  return [year - 1, year, year + 1];
}

/** Whether staff may record dues for `year` at `at`: among staffPayableYears, not already paid. */
export function checkStaffYearChoice(at: Date, paidYears: readonly number[], year: number): "ok" | "notPayable" | "alreadyPaid" {
  if (!staffPayableYears(at).includes(year)) return "notPayable";
  return paidYears.includes(year) ? "alreadyPaid" : "ok";
}

/** The year renewals are asked for at `at`: from December 1st the next one, else the current one. */
export function renewalSeasonYear(at: Date): number {
  const today = foundationDay(at);
  const year = Number(today.slice(0, 4));
  return today >= renewalOpensDay(year + 1) ? year + 1 : year;
}

/** A member's standing on a day. */
export type Standing = {
  /** Counted as a member in good standing today (current or next year paid, or last year's within the grace period). */
  paidUp: boolean;
  /** Paid up only because of the grace period: this year's dues are still to pay. */
  inGrace: boolean;
  /** The last year paid for, or null when none. */
  paidThrough: number | null;
  /**
   * The year whose dues are asked for now, or null when nothing is asked yet. A new member (no
   * year paid) is asked the year their first dues would pay: the next one from `nextYearFrom`.
   */
  due: number | null;
};

export function standingOn(
  paidYears: readonly number[],
  at: Date,
  graceDays: number = DEFAULT_GRACE_DAYS,
  nextYearFrom: string = DEFAULT_NEXT_YEAR_FROM,
): Standing {
  const today = foundationDay(at);
  const year = Number(today.slice(0, 4));
  const paidThrough = paidYears.length > 0 ? Math.max(...paidYears) : null;
  // The next year paid (a new member's first dues after `nextYearFrom`, or a renewal in December)
  // makes a member from the day it is paid.
  if (paidYears.includes(year) || paidYears.includes(year + 1)) {
    const next = year + 1;
    const due = today >= renewalOpensDay(next) && !paidYears.includes(next) ? next : null;
    return { paidUp: true, inGrace: false, paidThrough, due };
  }
  const inGrace = paidYears.includes(year - 1) && today <= lastGraceDay(year, graceDays);
  const due = paidYears.length === 0 ? (yearToPay(at, paidYears, nextYearFrom) ?? year) : year;
  return { paidUp: inGrace, inGrace, paidThrough, due };
}

/** A round of renewal mails: for which year, and whether it is the first call or the reminder after the due date. */
export type RenewalRound = { year: number; round: "opening" | "overdue" };

/**
 * The renewal round running on a day: from December 1st, the opening round for the next year;
 * from January 6th until the grace period ends, the reminder for the current year; none otherwise.
 * Each member is mailed once per round (the outbox key names the year and the round).
 */
export function renewalRoundOn(at: Date, graceDays: number = DEFAULT_GRACE_DAYS): RenewalRound | null {
  const today = foundationDay(at);
  const year = Number(today.slice(0, 4));
  if (today >= renewalOpensDay(year + 1)) return { year: year + 1, round: "opening" };
  if (today > dueDay(year) && today <= lastGraceDay(year, graceDays)) return { year, round: "overdue" };
  return null;
}

/** Whether a member whose years paid are these is lapsed on a day: paid before, not paid up now. */
export const lapsedOn = (paidYears: readonly number[], at: Date, graceDays: number = DEFAULT_GRACE_DAYS) =>
  paidYears.length > 0 && !standingOn(paidYears, at, graceDays).paidUp;

/** Entitled to vote at a general assembly held in `agmYear`: paid up for that year itself. */
export const entitledToVote = (paidYears: readonly number[], agmYear: number) => paidYears.includes(agmYear);
