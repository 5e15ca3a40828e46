/**
 * The membership year's rules, in one place (the membership-year issue grows them: renewal
 * window, grace period). No library: the client may import it.
 */
import { site } from "./site";

/** The calendar year in Benin of an instant: the membership year dues paid then cover. */
export const membershipYearOf = (at: Date) =>
  Number(new Intl.DateTimeFormat("en", { timeZone: site.timeZone, year: "numeric" }).format(at));
