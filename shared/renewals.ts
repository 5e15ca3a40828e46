/**
 * The renewal season's contract between the client and the server (docs/decisions/013-members-and-years.md):
 * the private renewal page's read, and the staff's view and sends.
 */
import { z } from "zod";
import type { ApiError, PayableRef } from "./api-types";
import type { Currency, MembershipCategory } from "./domain";

/** GET /api/renewals/:yearId?t= — a year asked of a member, as its private page shows it. */
export type RenewalResponse = {
  renewal: {
    yearId: string;
    name: string;
    year: number;
    category: MembershipCategory;
    /** Minor units of `currency` (shared/money.ts). */
    amount: number;
    currency: Currency;
    paid: boolean;
    /** ISO, once paid. */
    paidAt: string | null;
  };
  /** What the payment step starts a payment for; null once the year is paid. */
  payable: PayableRef | null;
};

export { RENEWAL_LINK_DAYS } from "./renewal-link";

/** GET /api/renewals/:yearId answered 410: the link ended (`expired`), or the member's data was erased. */
export type RenewalGoneError = ApiError & { reason: "expired" | "erased" };

/** The private link's proof, as the page's address carries it. */
export const renewalQuerySchema = z.object({ t: z.string().min(1).max(100) });

const yearRule = z.coerce.number({ message: "year" }).int({ message: "year" }).min(2000, { message: "year" }).max(2100, { message: "year" });

/** GET /api/admin/renewals?year=&page= */
export const renewalsQuerySchema = z.object({ year: yearRule, page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** POST /api/admin/renewals/send: one member, now, the year due for them. */
export const sendRenewalSchema = z.object({ memberId: z.uuid() }).strict();
/** POST /api/admin/renewals/send-all: every member due that year. */
export const sendAllRenewalsSchema = z.object({ year: z.number({ message: "year" }).int({ message: "year" }).min(2000, { message: "year" }).max(2100, { message: "year" }) }).strict();

/**
 * A member of a year's renewals, with what the season did (ISO dates, null when not yet): asked or
 * paid for it, or due and not asked yet (then without a year: `yearId`, `amount` and `currency` null).
 */
export type RenewalItem = {
  memberId: string;
  yearId: string | null;
  name: string;
  email: string;
  category: MembershipCategory;
  amount: number | null;
  currency: Currency | null;
  sentAt: string | null;
  openedAt: string | null;
  paidAt: string | null;
  lapseNoticedAt: string | null;
};

export type RenewalCounts = {
  /** Paid the year before and not this one (each one a renewal mail asks). */
  due: number;
  sent: number;
  opened: number;
  paid: number;
};

export type RenewalsResponse = { year: number; counts: RenewalCounts; items: RenewalItem[]; page: number; pageSize: number; total: number };

/** What a send did: mails queued, and members already mailed today (not mailed twice). */
export type SendRenewalsResponse = { message: string; year: number; sent: number; alreadySent: number };
