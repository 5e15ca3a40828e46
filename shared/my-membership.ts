/**
 * A member's or donor's own page (docs/decisions/017-my-membership-page.md): the contract between
 * /my-membership and its API. The page is reached through a private link that proves the address
 * (`?email=&token=`, the same proof as /my-data's), asked for by address or carried by the site's mails.
 */
import { z } from "zod";
import { languages, type Currency, type Language, type MembershipCategory } from "./domain";
import { name as nameRule, emailRule } from "./public-forms";
import type { OpenPrivacyRequest } from "./privacy";

export { MY_MEMBERSHIP_LINK_DAYS } from "./my-membership-link";

/** POST /api/my-membership/link: mail me a sign-in link (the same answer whether the address is known or not). */
export const myMembershipLinkInputSchema = z.strictObject({ email: emailRule, language: z.enum(languages) });
export type MyMembershipLinkInput = z.infer<typeof myMembershipLinkInputSchema>;
export type MyMembershipLinkResponse = { message: string };

/** The private link's proof, as the page's address carries it. */
export const myMembershipProofSchema = z.strictObject({
  email: emailRule,
  token: z.string().trim().min(1).max(200),
});
export type MyMembershipProof = z.infer<typeof myMembershipProofSchema>;

/**
 * A telephone number as people write it, optional: digits with spaces, dots, dashes, parentheses
 * and a leading +, 6 to 15 digits (E.164's most). Empty means none.
 */
export const memberPhoneRule = z
  .string()
  .trim()
  .max(30, { message: "memberPhone" })
  .refine((value) => value === "" || (/^\+?[\d\s.\-()\u00a0]+$/.test(value) && /^\d{6,15}$/.test(value.replace(/\D/g, ""))), { message: "memberPhone" });

/** PATCH /api/my-membership: the details a member changes themself. */
export const myDetailsInputSchema = myMembershipProofSchema.extend({
  fullName: nameRule(120),
  phone: memberPhoneRule,
  language: z.enum(languages),
});
export type MyDetailsInput = z.infer<typeof myDetailsInputSchema>;

/** A document's private link and what it is. */
export type MyDocument = { url: string };

export type MyYear = {
  year: number;
  category: MembershipCategory;
  /** Minor units of `currency` (shared/money.ts). */
  amount: number;
  currency: Currency;
  /** ISO; null while asked and not paid. */
  paidAt: string | null;
  /** The receipt's number as printed, and its private link; null when none (not paid, or paid without a payment staff recorded). */
  receiptNumber: string | null;
  receipt: MyDocument | null;
};

export type MyGift = {
  id: string;
  amount: number;
  currency: Currency;
  /** ISO */
  paidAt: string;
  receiptNumber: string | null;
  receipt: MyDocument | null;
};

/** What paying the next year offers: the renewal page when a year's dues are asked now; else until when the member is paid. */
export type MyNextYear =
  | { kind: "renew"; year: number; url: string; amount: number; currency: Currency }
  /** Nothing to pay now: paid through `paidThrough`; renewals for the next year open on `opensOn` (YYYY-MM-DD). */
  | { kind: "paid"; paidThrough: number; opensOn: string }
  /** The member's category pays no dues online (founder, honorary): staff record them. */
  | { kind: "offline" };

/** GET /api/my-membership?email=&token= — the person's own page. */
export type MyMembershipResponse =
  | { erased: true; email: string }
  | {
      erased: false;
      email: string;
      /** When the link the page was opened with stops working (ISO). */
      linkExpiresAt: string;
      /** The member's details and standing; null for a donor who is not a member. */
      member: {
        fullName: string;
        phone: string | null;
        language: Language;
        category: MembershipCategory;
        /** Paid up today, and through which year (a member until December 31st of it). */
        paidUp: boolean;
        inGrace: boolean;
        paidThrough: number | null;
        /** The year whose dues are asked now, if any. */
        due: number | null;
        years: MyYear[];
        /** The attestation of the member's current year, a fresh private link at each read; null when not paid up. */
        attestation: (MyDocument & { year: number }) | null;
        next: MyNextYear | null;
      } | null;
      gifts: MyGift[];
      /** The messages the person wrote through the site, newest first, with how many replies they had. */
      messages: { subject: string; createdAt: string; replies: number }[];
      /**
       * The privacy requests still open; the links to the latest copy of their data, if one was made:
       * the file (JSON), and the same copy to read (PDF, in the page's language).
       */
      privacy: { open: OpenPrivacyRequest[]; copy: string | null; readable: string | null };
    };

export type MyDetailsResponse = { message: string; member: { fullName: string; phone: string | null; language: Language } };
