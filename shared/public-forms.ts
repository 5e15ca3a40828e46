/**
 * The rules of the public forms (docs/rules.md R19–R20): joining, giving, writing to the
 * foundation (contact, volunteer) and subscribing to the newsletter. The server validates each
 * request with these schemas and the forms resolve with them: one definition of every rule.
 *
 * Written with zod/mini, without drizzle: a form page loads this module when a field is first
 * focused, and zod's classic API (its methods cannot be tree-shaken, and drizzle-zod keeps the
 * whole `z` namespace with its 40-odd locales) made that 83 KB compressed; see decision 008.
 * The fields match the columns of their tables in shared/schema.ts (public-forms.test.ts).
 */
import * as z from "zod/mini";
import { currencies, impactTiers, languages, membershipCategories } from "./domain";
import { amountProblem, currencyInfo, defaultDuesAmounts, duesTable, duesToCharge, tierAmount, toMinor, type DuesAmounts } from "./money";
import { formatBeninMobile, isForeignNumber, normalizeBeninMobile } from "./phone";
import { isStorableText } from "./validation";

/**
 * Characters no one types and a few abuse: controls (a line break in a name, the terminal's escape)
 * and the bidirectional overrides and isolates, which make a name or a subject display in another
 * order than it is stored (U+202E turns "exe.txt" into "txt.exe"). Removed before the checks.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** The same, but a text of several lines keeps its line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A one-line text (a name, a country, a subject): trimmed, required, capped, storable. */
export const name = (max: number) =>
  z.string().check(
    z.overwrite((value) => value.replace(CONTROLS, "")),
    z.trim(),
    z.minLength(1),
    z.maxLength(max),
    z.refine(isStorableText, { message: "nulCharacter" }),
  );

/** A text of several lines: a message, a reply. */
export const text = (max: number) =>
  z.string().check(
    z.overwrite((value) => value.replace(CONTROLS_BUT_LINES, "")),
    z.trim(),
    z.minLength(1),
    z.maxLength(max),
    z.refine(isStorableText, { message: "nulCharacter" }),
  );

/** An e-mail address, trimmed and lowercased before it is checked (and stored). */
export const emailRule = z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(254)), z.email());

/**
 * A telephone or WhatsApp number, optional (empty or left out: none). A number written without a
 * country code, or with Benin's, must be a Beninese number (shared/phone.ts: the current 10 digits
 * or the former 8), and is stored in its international form, `+229 01 97 12 34 56`, which staff
 * can call or open in WhatsApp; another country's is written with its code (`+33 6 12 34 56 78`),
 * 6 to 15 digits (E.164's most), and kept as written.
 */
export const isContactPhone = (value: string) => {
  if (value === "") return true;
  if (!/^\+?[\d\s.\-()/\u00a0\u202f]+$/.test(value)) return false;
  if (isForeignNumber(value)) return /^\d{6,15}$/.test(value.replace(/\D/g, ""));
  return normalizeBeninMobile(value) !== null;
};
const internationalForm = (value: string) => {
  if (value === "" || isForeignNumber(value)) return value;
  const national = normalizeBeninMobile(value);
  return national === null ? value : `+229 ${formatBeninMobile(national)}`;
};
export const contactPhoneRule = z.optional(
  z.string().check(
    z.overwrite((value) => value.replace(CONTROLS, "")),
    z.trim(),
    z.maxLength(30, { message: "contactPhone" }),
    z.refine(isContactPhone, { message: "contactPhone" }),
    z.overwrite(internationalForm),
  ),
);

/** A column with a default (the language, the category): may be left out. */
const language = z.optional(z.enum(languages));

// ---------------------------------------------------------------- memberships

const membershipApplicationBase = z.strictObject({
  fullName: name(120),
  email: emailRule,
  country: name(80),
  /** Optional: stored on the member (members.phone), replacing none but a number given before. */
  phone: contactPhoneRule,
  category: z.optional(z.enum(membershipCategories)),
  consent: z.boolean().check(z.refine((v) => v, { message: "consentRequired" })),
  language,
  /** A patron's chosen yearly contribution, in whole FCFA (at least the patron minimum). */
  contributionAmount: z.optional(z.number().check(z.int(), z.positive(), z.maximum(currencyInfo.XOF.maxMajor))),
  /**
   * In December, the year the dues pay: the current one or the next (shared/membership.ts
   * payableYears). The server checks it against the day and the years paid; left out, the first not paid.
   */
  membershipYear: z.optional(z.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
});

/**
 * A membership application, checked against the dues in force (the settings; the defaults of
 * docs/rules.md R6 when not given): a patron names a contribution of at least the patron minimum.
 */
export const membershipApplicationSchema = (dues: DuesAmounts = defaultDuesAmounts) =>
  membershipApplicationBase.check(
    z.superRefine((application, ctx) => {
      if (application.category !== "patron") return;
      if (application.contributionAmount === undefined)
        ctx.addIssue({ code: "custom", path: ["contributionAmount"], message: "patronAmountRequired" });
      else if (duesToCharge("patron", application.contributionAmount, duesTable(dues)) === null)
        ctx.addIssue({ code: "custom", path: ["contributionAmount"], message: `patronMinimum:${dues.patron}` });
    }),
  );
export const insertMembershipSchema = membershipApplicationSchema();
export type InsertMembership = z.infer<typeof insertMembershipSchema>;

// ---------------------------------------------------------------- donations

/**
 * A donation as the donor gives it: `amount` in whole major units of `currency` (what a person
 * types: 50 for $50, 30000 for 30,000 FCFA); the server stores it in minor units. A tier's
 * amount must be the tier's amount in that currency.
 */
export const insertDonationSchema = z
  .strictObject({
    email: emailRule,
    /** Optional, for the receipt (which greets the donor by it) and the accounts; never shown publicly. */
    donorName: z.optional(z.string().check(z.overwrite((value) => value.replace(CONTROLS, "")), z.trim(), z.maxLength(120), z.refine(isStorableText, { message: "nulCharacter" }))),
    phone: contactPhoneRule,
    /** "Give anonymously": the name is kept for the receipt, staff lists mark the gift anonymous. */
    anonymous: z.optional(z.boolean()),
    amount: z.number().check(z.int()),
    currency: z.optional(z.enum(currencies)),
    impactTier: z.optional(z.nullable(z.enum(impactTiers))),
    language,
  })
  .check(
    z.superRefine((donation, ctx) => {
      const currency = donation.currency ?? "USD";
      const problem = amountProblem(donation.amount, currency);
      if (problem) ctx.addIssue({ code: "custom", path: ["amount"], message: `amount_${problem}:${currency}` });
      else if (donation.impactTier && toMinor(donation.amount, currency) !== tierAmount(donation.impactTier, currency))
        ctx.addIssue({ code: "custom", path: ["amount"], message: `tierMismatch:${currency}:${donation.impactTier}` });
    }),
  );
export type InsertDonation = z.infer<typeof insertDonationSchema>;

// ---------------------------------------------------------------- contacts

/** A message to the foundation (the contact and volunteer forms), in the language it was written from. */
export const insertContactSchema = z.strictObject({
  name: name(120),
  email: emailRule,
  subject: name(200),
  message: text(5000),
  // Required, and "Required" when missing, as the other fields (a bare enum would list its values).
  language: z.nonoptional(language),
});
export type InsertContact = z.infer<typeof insertContactSchema>;

// ---------------------------------------------------------------- newsletter

export const insertNewsletterSchema = z.strictObject({ email: emailRule, language });
