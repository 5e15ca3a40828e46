/**
 * How long a renewal mail's private link works (the mail says until which day;
 * docs/decisions/023-an-erasure-that-erases.md). Apart from shared/renewals.ts, which brings zod:
 * the public renewal page reads this number and must not load zod for it.
 */
export const RENEWAL_LINK_DAYS = 60;
