/**
 * The administration's contract (docs/rules.md R16–R17, R38–R39): the queries its lists take, the bodies
 * its changes send, and what the server answers. The server validates with these schemas and the
 * admin's forms resolve with them; the admin's client reads these types (none written by hand).
 */
import { z } from "zod";
import type { Json } from "./api-types";
import { DEFAULT_ROLE, roles, type Role } from "./roles";
import {
  contactStatuses,
  currencies,
  donationStatuses,
  impactTiers,
  languages,
  membershipCategories,
  membershipStatuses,
  mobileOperators,
  payableKinds,
  paymentChannels,
  paymentMethods,
  recordedMethods,
  type ContactStatus,
  type Currency,
  type DonationStatus,
  type Language,
  type MembershipCategory,
  type MembershipStatus,
  type MobileOperator,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentReversal,
  type PaymentState,
} from "./domain";
import { isNextYearFromDay, MAX_GRACE_DAYS, type Standing } from "./membership";
import { amountProblem, currencyInfo, tierAmount, toMinor, type DuesAmounts } from "./money";
import { memberPhoneRule } from "./my-membership";
import { emailRule, name as nameRule } from "./public-forms";
import { isStorableDay, isStorableText } from "./validation";
import type { AuditEntry, Contact, Donation, Member, MemberNote, Membership, MembershipYear, newsletterSubscriptions, OutboxStatus, Payment } from "./schema";

// ---------------------------------------------------------------- lists and pages

/** One page of a list, newest first. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export const PAGE_SIZES = { members: 20, contacts: 10, donations: 25, payments: 25, audit: 20, newsletter: 25 } as const;
export const MAX_PAGE_SIZE = 100;

/** A list's `page` and `pageSize` query (pages count from 1), `defaultSize` a page when not asked. */
export const pageQuery = (defaultSize: number) => ({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
});

/** A calendar day `YYYY-MM-DD` (the foundation's time zone, Africa/Porto-Novo). */
const day = z.iso.date().refine(isStorableDay);

/** The members' filter on their dues: paid (succeeded) or not. */
export const duesFilters = ["paid", "unpaid"] as const;
export type DuesFilter = (typeof duesFilters)[number];

/** A membership year in an address (`?paidFor=2026`). */
const membershipYearParam = z.coerce.number().int().min(2000).max(2100);

/** GET /api/memberships: status filter, search by name or e-mail, how the dues were paid. */
export const membersQuerySchema = z.object({
  status: z.enum(membershipStatuses).optional(),
  /** Members with a successful payment made this way. */
  method: z.enum(paymentMethods).optional(),
  q: z.string().trim().max(100).refine(isStorableText, { message: "nulCharacter" }).optional(),
  category: z.enum(membershipCategories).optional(),
  /** Part of the country's name, in any case. */
  country: z.string().trim().max(80).refine(isStorableText, { message: "nulCharacter" }).optional(),
  /** Dues paid (a successful payment) or not yet. */
  dues: z.enum(duesFilters).optional(),
  /** Members who paid this year's dues. */
  paidFor: membershipYearParam.optional(),
  /** Members this year's dues are asked of and not paid (they paid the year before, or applied for it). */
  dueFor: membershipYearParam.optional(),
  /** Members with a successful dues payment (their application's or one of their years') carried by this operator or way, as its statement lists them. */
  operator: z.enum(paymentChannels).optional(),
  ...pageQuery(PAGE_SIZES.members),
});
export type MembersQuery = z.input<typeof membersQuerySchema>;

/** GET /api/contacts. */
export const contactsQuerySchema = z.object({
  status: z.enum(contactStatuses).optional(),
  /** A text found in the sender's name or e-mail, the subject or the message. */
  q: z.string().trim().max(100).refine(isStorableText, { message: "nulCharacter" }).optional(),
  ...pageQuery(PAGE_SIZES.contacts),
});
export type ContactsQuery = z.input<typeof contactsQuerySchema>;

/**
 * Which donations the totals add up: the money received (succeeded; the default, and what the
 * dashboard counts), the gifts not paid yet (pending or processing), the failed ones, or all of
 * them. Every donation of the filter is listed whatever is counted.
 */
export const donationCounts = ["received", "pending", "failed", "all"] as const;
export type DonationCount = (typeof donationCounts)[number];
export const countedStatuses: Record<DonationCount, readonly DonationStatus[]> = {
  received: ["succeeded"],
  pending: ["pending", "processing"],
  failed: ["failed"],
  all: donationStatuses,
};

/**
 * GET /api/donations: status, currency, how it was paid, a range of days (both included) and a
 * text found in the donor's e-mail or name; `count`, which of them the totals add up (the export
 * takes the same filter and ignores it).
 */
export const donationsQuerySchema = z.object({
  status: z.enum(donationStatuses).optional(),
  /** A text found in the donor's e-mail or name, in any case. */
  q: z.string().trim().max(100).refine(isStorableText, { message: "nulCharacter" }).optional(),
  currency: z.enum(currencies).optional(),
  /** Donations with a successful payment made this way. */
  method: z.enum(paymentMethods).optional(),
  /** Donations with a successful payment carried by this operator or way (MTN, Moov, Celtiis, card, cash…): as its statement lists them. */
  operator: z.enum(paymentChannels).optional(),
  from: day.optional(),
  to: day.optional(),
  count: z.enum(donationCounts).default("received"),
  ...pageQuery(PAGE_SIZES.donations),
});
export type DonationsQuery = z.input<typeof donationsQuerySchema>;

/**
 * The audit list's filters (GET /api/admin/audit): who made the change (an administrator's name as
 * the entries keep it, or the site or a member), which kind of record, which action — each one of
 * the values GET /api/admin/audit/filters offers.
 */
export const auditQuerySchema = z.object({
  who: z.string().trim().min(1).max(200).optional(),
  entity: z.string().trim().regex(/^[a-z_]{1,40}$/).optional(),
  action: z.string().trim().regex(/^[a-zA-Z_.]{1,60}$/).optional(),
  ...pageQuery(PAGE_SIZES.audit),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AuditFilter = Pick<z.output<typeof auditQuerySchema>, "who" | "entity" | "action">;
/** What the audit list can be filtered by: the authors, kinds of record and actions its entries hold, most frequent first. */
export type AuditFiltersResponse = { who: string[]; entities: string[]; actions: string[] };

/**
 * How a member's dues or a donation were paid, as the lists show it: its latest successful
 * payment, or else its latest try; null when it has none.
 */
/**
 * How a record was paid. `reversal`: refunded or voided; `paidTwice`: made for what another payment
 * had paid, not given back yet — "paid twice — to refund" (docs/decisions/016-paid-twice-refunds-and-voids.md).
 */
export type PaymentSummary = {
  provider: PaymentProviderName;
  method: PaymentMethod;
  reference: string | null;
  status: PaymentState;
  reversal: PaymentReversal | null;
  paidTwice: boolean;
  /** Mobile money: the operator, its own transaction id (on its statement) and the paying number masked (`01 •• •• 45 67`), never whole. */
  operator: MobileOperator | null;
  operatorRef: string | null;
  maskedNumber: string | null;
};

/** A membership as stored; in the list, with how it was paid. */
export type MemberRecord = Json<Membership>;
/**
 * In the list, with how it was paid, its member's years paid and standing today (shared/membership.ts);
 * `status` is as the API reports it: an admitted member who lapsed reads `inactive`.
 */
/** `erased`: the person's data was erased at their request (members.erasedAt): shown as erased, not editable. */
export type MemberItem = MemberRecord & { payment: PaymentSummary | null; yearsPaid: number[]; standing: Standing; erased: boolean };
/**
 * What the Members tab's "Year paid" column and the CSV say of a member: the last year paid while
 * paid up, the year due while paid up only by the grace period or once next year's renewals
 * opened, lapsed once no longer paid up, nothing when no year was ever paid.
 */
export type YearPaid = { kind: "paid"; year: number } | { kind: "due"; year: number } | { kind: "lapsed" } | { kind: "none" };

export function yearPaidOf({ standing, yearsPaid }: { standing: Standing; yearsPaid: readonly number[] }): YearPaid {
  if (yearsPaid.length === 0 || standing.paidThrough === null) return { kind: "none" };
  if (!standing.paidUp) return { kind: "lapsed" };
  if (standing.due !== null) return { kind: "due", year: standing.due };
  return { kind: "paid", year: standing.paidThrough };
}

export type ContactItem = Json<Contact>;
export type DonationRecord = Json<Donation>;
/** A gift as listed: `erased` when its donor's data was erased at their request (no address, name or number then). */
export type DonationItem = DonationRecord & { payment: PaymentSummary | null; erased: boolean };

/** Sums of donations per currency, in minor units (format with formatMoney). */
export type CurrencyTotal = { currency: Currency; count: number; amount: number };

/** What selects the donations listed (and exported): the query without its page and its `count`. */
export type DonationsFilter = Pick<z.output<typeof donationsQuerySchema>, "status" | "currency" | "method" | "operator" | "from" | "to" | "q">;

/**
 * The money received one day (the foundation's calendar, Africa/Porto-Novo) in one currency, by
 * the payments that stand (succeeded, neither refunded nor voided) of the filtered donations —
 * made through the filter's operator when it names one: the line staff match on the operator's
 * daily statement. Minor units (format with formatMoney).
 */
export type DayTotal = { day: string; currency: Currency; count: number; amount: number };
/** The most recent days a list's daily totals show. */
export const DAY_TOTALS_SHOWN = 31;

export type DonationsPage = Page<DonationItem> & {
  /** The filter this page was made for (the export of what the screen shows takes it). */
  filter: DonationsFilter;
  /** Which donations the totals add up. */
  count: DonationCount;
  /** Totals of the filtered donations that `count` selects, per currency. */
  totals: CurrencyTotal[];
  /** Donations of the filter listed but not in the totals (e.g. pending and failed ones, counting the money received). */
  notCounted: number;
  /** The money received each day, newest first (the last DAY_TOTALS_SHOWN days with any). */
  days: DayTotal[];
};

// ---------------------------------------------------------------- the payments received

/** What the payments list shows: dues (of an application or of a year), gifts, or both. */
export const receivedPaymentKinds = ["all", "dues", "gifts"] as const;
export type ReceivedPaymentKind = (typeof receivedPaymentKinds)[number];

/**
 * GET /api/admin/payments/received: every payment received (succeeded; refunded, voided or paid
 * twice ones said so), newest first; dues, gifts or both, carried by an operator or way, paid on
 * days `from`–`to` (both included, Cotonou time). The export takes the same filter.
 */
export const receivedPaymentsQuerySchema = z.object({
  kind: z.enum(receivedPaymentKinds).default("all"),
  /** Carried by this operator or way (MTN, Moov, Celtiis, card, cash…): as its statement lists them. */
  operator: z.enum(paymentChannels).optional(),
  from: day.optional(),
  to: day.optional(),
  ...pageQuery(PAGE_SIZES.payments),
});
export type ReceivedPaymentsQuery = z.input<typeof receivedPaymentsQuerySchema>;
export type ReceivedPaymentsFilter = Pick<z.output<typeof receivedPaymentsQuerySchema>, "kind" | "operator" | "from" | "to">;

/**
 * A payment received, as the payments list shows it: the payment (its paying number masked) with
 * what became of it and its receipt, who paid — the member or donor's name, `erased` when the person's
 * data was erased at their request (no name then, never their placeholder address), `anonymous`
 * for a gift given so — and what it paid: a year's dues (`year` null when no year is known) or a gift.
 */
export type ReceivedPaymentItem = PaymentView & {
  payer: { name: string | null; erased: boolean; anonymous: boolean; memberId: string | null };
  paid: { kind: "dues"; year: number | null } | { kind: "gift" };
};

export type ReceivedPaymentsPage = Page<ReceivedPaymentItem> & {
  /** The filter this page was made for (the export of what the screen shows takes it). */
  filter: ReceivedPaymentsFilter;
  /** The money that stands (neither refunded, voided nor paid twice) of the filter's payments, per currency. */
  totals: CurrencyTotal[];
  /** Payments of the filter listed but not in the totals: refunded, voided or paid twice. */
  notCounted: number;
  /** The money that stands each day, newest first (the last DAY_TOTALS_SHOWN days with any). */
  days: DayTotal[];
};

export type MemberResponse = { membership: MemberRecord };

/** GET /api/admin/newsletter: the sign-ups, newest first, searched by e-mail. */
export const newsletterQuerySchema = z.object({
  q: z.string().trim().max(100).refine(isStorableText, { message: "nulCharacter" }).optional(),
  ...pageQuery(PAGE_SIZES.newsletter),
});
export type NewsletterQuery = z.input<typeof newsletterQuerySchema>;
export type SubscriberItem = Json<typeof newsletterSubscriptions.$inferSelect>;
export type ContactResponse = { contact: ContactItem };

/** A reply sent from the admin, with what became of its mail (the outbox's status; null if the mail is gone). */
export type ContactReplyItem = {
  id: string;
  body: string;
  authorName: string;
  createdAt: string;
  mail: { status: OutboxStatus; sentAt: string | null } | null;
};
/** GET /api/contacts/:id: the message and the replies sent to it, oldest first. */
export type ContactDetailResponse = { contact: ContactItem; replies: ContactReplyItem[] };
/** POST /api/contacts/:id/replies: the reply filed (or the one a repeated send had filed) and the message, marked replied. */
export type ContactReplyResponse = { reply: ContactReplyItem; contact: ContactItem };

// ---------------------------------------------------------------- dashboard

export type AdminStats = {
  members: { total: number } & Record<MembershipStatus, number>;
  /** Succeeded donations only (the money received, as the donations tab counts it by default); `pending`, how many are not paid yet. */
  donations: { count: number; totals: CurrencyTotal[]; pending: number };
  /** Payments made twice for one thing, not refunded yet: money held apart from income, to give back (docs/decisions/016-paid-twice-refunds-and-voids.md). */
  toRefund: { count: number; totals: CurrencyTotal[] };
  messages: { total: number; new: number };
  programs: { published: number; total: number };
};

export type ActivityItem =
  | { kind: "membership"; id: string; at: string; name: string; category: MembershipCategory; status: MembershipStatus }
  | { kind: "donation"; id: string; at: string; email: string; amount: number; currency: Currency; status: DonationStatus }
  | { kind: "contact"; id: string; at: string; name: string; subject: string; status: ContactStatus };

/** GET /api/admin/activity: the latest applications, donations and messages, mixed by date. */
export type ActivityResponse = { items: ActivityItem[] };

export type AuditItem = Json<AuditEntry>;

// ---------------------------------------------------------------- a member's page

/** A payment as the member's page shows it, with its receipt's number once one was given. */
export type MemberPagePayment = PaymentSummary & { id: string; paidAt: string | null; receiptNumber: string | null };

/** A year of the member: the dues asked, and the payment that paid it. */
export type MemberPageYear = Pick<Json<MembershipYear>, "id" | "year" | "category" | "duesAmount" | "duesCurrency" | "paidAt" | "renewalSentAt"> & {
  payment: MemberPagePayment | null;
};

/** A donation made with the member's address (in any case). */
export type MemberPageGift = Pick<DonationRecord, "id" | "amount" | "currency" | "status" | "impactTier" | "createdAt" | "paidAt" | "anonymous"> & { payment: MemberPagePayment | null };

/** A message sent with the member's address, and the staff's replies to it. */
export type MemberPageMessage = Pick<Json<Contact>, "id" | "subject" | "message" | "status" | "createdAt"> & {
  replies: { id: string; body: string; authorName: string; createdAt: string }[];
};

/** A mail of the outbox addressed to the member: its template (as the failed-mail panel names it), when, and whether it left. */
export type MemberPageMail = { id: string; template: string; status: OutboxStatus; createdAt: string; sentAt: string | null };

export type MemberNoteItem = Json<MemberNote>;

/** GET /api/admin/members/:memberId. */
export type MemberPageResponse = {
  /** The person as stored, but for the key their name is filed under (members.name_key). */
  member: Json<Omit<Member, "nameKey">>;
  standing: Standing;
  yearsPaid: number[];
  years: MemberPageYear[];
  /** The applications, newest first, their status as the list reports it. */
  applications: MemberItem[];
  gifts: MemberPageGift[];
  messages: MemberPageMessage[];
  mails: MemberPageMail[];
  notes: MemberNoteItem[];
  /** The audit entries of the member, its applications and its years, newest first. */
  history: AuditItem[];
};

/** POST /api/admin/members/:memberId/notes. */
export const memberNoteSchema = z
  .object({ body: z.string().trim().min(1).max(2000).refine(isStorableText, { message: "nulCharacter" }) })
  .strict();
export type MemberNoteInput = z.input<typeof memberNoteSchema>;
export type MemberNoteResponse = { note: MemberNoteItem };

/** POST /api/admin/members/:memberId/years: the year whose dues are to be recorded. */
export const memberYearSchema = z.object({ year: z.number().int().min(2000).max(2100) }).strict();
export type MembershipYearRecordTarget = Json<MembershipYear>;
export type MemberYearResponse = { year: MembershipYearRecordTarget };

// ---------------------------------------------------------------- donors

/** GET /api/admin/donors: one year's gifts (or all years'), 25 a page. */
export const donorsQuerySchema = z.object({ year: membershipYearParam.optional(), ...pageQuery(PAGE_SIZES.donations) });
export type DonorsQuery = z.input<typeof donorsQuerySchema>;

/**
 * A donor: the gifts received (succeeded) from one address, compared without case, counted and
 * summed per currency; the member of that address, if any, and the name last given.
 */
export type DonorItem = {
  email: string;
  name: string | null;
  /** One of the gifts counted was given anonymously ("Give anonymously" on /donate): not to be thanked publicly. */
  anonymous: boolean;
  memberId: string | null;
  gifts: number;
  totals: CurrencyTotal[];
  lastGiftAt: string;
};
export type DonorsPage = Page<DonorItem>;
/**
 * The audit entries' author when the site itself made the change (a job, no administrator): a
 * name no account can have (parentheses are refused in usernames), read as "The site".
 */
export const SITE_ACTOR = "(site)";
/**
 * The audit entries' author when a member changed their own details from their page
 * (docs/decisions/017-my-membership-page.md): no account, read as the member by their name.
 */
export const MEMBER_ACTOR = "(member)";

// ---------------------------------------------------------------- settings

/** The categories whose dues the general assembly sets, and what each amount means. */
export const duesSettingKeys = ["adherent_individual", "adherent_organization", "patron"] as const;
export type DuesSettingKey = (typeof duesSettingKeys)[number];

const fcfa = z.number().int().min(currencyInfo.XOF.minMajor).max(currencyInfo.XOF.maxMajor);

/**
 * The dues in force, in whole FCFA: the yearly amount of individuals and organisations, and the
 * least a patron gives.
 */
export const duesSettingsSchema: z.ZodType<DuesAmounts> = z.object({
  adherent_individual: fcfa,
  adherent_organization: fcfa,
  patron: fcfa,
}).strict();
export type DuesSettings = z.infer<typeof duesSettingsSchema>;

/**
 * A `YYYY-MM-DD` that names a day that exists (not 2027-02-30). This rule runs on text the pattern
 * refused too (an empty one, which no date can be made of): that text is the pattern's to refuse.
 */
const isDayThatExists = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return value.length !== 10 || Number.isNaN(date.getTime()) || date.toISOString().startsWith(value);
};

/** The next general assembly: a month `YYYY-MM` while its day is not fixed, or a day `YYYY-MM-DD`. */
export const agmDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, { message: "agmDate" })
  .refine(isDayThatExists, { message: "agmDate" });

/** Days after January 5th during which last year's members are still paid up (shared/membership.ts). */
export const graceDaysSchema = z.number({ message: "graceDays" }).int({ message: "graceDays" }).min(0, { message: "graceDays" }).max(MAX_GRACE_DAYS, { message: "graceDays" });

/** The day of the year (`MM-DD`, 1 July to 31 December) from which a new member's first dues pay the next year (shared/membership.ts). */
export const nextYearFromSchema = z.string({ message: "nextYearFrom" }).trim().refine(isNextYearFromDay, { message: "nextYearFrom" });

export const siteSettingsSchema = z
  .object({ dues: duesSettingsSchema, nextAgm: agmDateSchema, graceDays: graceDaysSchema, nextYearFrom: nextYearFromSchema })
  .strict();
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * GET /api/site-settings: the settings the public pages show, and the years a payment of dues made
 * today may pay (shared/membership.ts payableYears: two in December; the next one only, for a new
 * member after Settings' `nextYearFrom`), from the server's clock —
 * never the phone's.
 */
export type PublicSiteSettings = SiteSettings & { payableYears: number[] };

/** PUT /api/admin/settings: either part, or both. */
export const patchSiteSettingsSchema = siteSettingsSchema.partial().strict();
export type PatchSiteSettings = z.infer<typeof patchSiteSettingsSchema>;

// ---------------------------------------------------------------- administrators

/** At least 12 characters, no composition rules (NIST SP 800-63B); long passphrases welcome. */
export const newPasswordRule = z.string().min(12).max(200);

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1).max(200), newPassword: newPasswordRule })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * An administrator's name, from a plain set (docs/decisions/011-sign-in-limits.md): a–z, A–Z, 0–9,
 * and . _ @ - between them. No name passes for another: not `ａｄｍｉｎ` (fullwidth) nor Cyrillic "а"
 * in "admin", nor `admin.` beside `admin`; and names are one without regard to case (a unique index
 * on lower(username)).
 */
export const USERNAME = /^[A-Za-z0-9](?:[A-Za-z0-9._@-]*[A-Za-z0-9])?$/;

export const createAdminSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(3)
      .max(100)
      .regex(USERNAME, { message: "username" }),
    password: newPasswordRule,
    /** Where a forgotten password's link goes (docs/decisions/026-account-links.md); left out, they are asked for it when they sign in. */
    email: z.optional(emailRule),
    /** Left out: full rights, as administrators had before roles (shared/roles.ts). */
    role: z.enum(roles).default(DEFAULT_ROLE),
  })
  .strict();
export type CreateAdminInput = z.infer<typeof createAdminSchema>;
export type CreateAdminForm = z.input<typeof createAdminSchema>;

/** PUT /api/admin/users/:id: another role (never taking full rights from the last one who has them). */
export const changeRoleSchema = z.object({ role: z.enum(roles) }).strict();
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

export type AdminUser = { id: string; username: string; role: Role; createdAt: string };
export type AdminUsersResponse = { users: AdminUser[] };

/** GET /api/auth/me: who is signed in, their role (shared/roles.ts: the tabs they see), and until when the session lasts without use. */
export type SessionResponse = {
  user: { id: string; username: string; role: Role };
  idleExpiresAt: string;
  expiresAt: string;
  /** Two-factor is required for everyone and this administrator has none: its set-up comes first (decision 027). */
  twoFactorSetupRequired?: boolean;
  /** The account has no e-mail address yet: the admin asks for one once signed in (decision 026). */
  emailMissing?: boolean;
};

// ---------------------------------------------------------------- payments recorded by staff

// The payments staff record (docs/rules.md R14): their endpoints are
// apiPaths.admin.payments and apiPaths.admin.offlineDonations (shared/paths.ts).

/** The earliest day a payment can be recorded for (older is a typing mistake). */
export const FIRST_PAYMENT_DAY = "2000-01-01";

/** An optional text: trimmed, capped, storable; left empty, it is none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isStorableText, { message: "nulCharacter" })
    .nullish()
    .transform((text) => text || null);

/** An address staff may leave empty (a walk-in, a gift at the office): empty is none. */
const optionalEmail = z
  .union([emailRule, z.literal("").transform(() => null)])
  .nullish()
  .transform((email) => email ?? null);

/** A telephone (WhatsApp) number staff may leave empty, as people write it (shared/my-membership.ts). */
const optionalPhone = memberPhoneRule
  .nullish()
  .transform((phone) => phone || null);

/** A whole amount in major units, as staff type it: 12000 for 12,000 FCFA, 50 for $50. */
const wholeAmount = z.number().int().positive();

/** How a payment made elsewhere was made, when, for how much, and the receipt or transfer number. */
const recordedPaymentFields = {
  method: z.enum(recordedMethods),
  amount: wholeAmount,
  currency: z.enum(currencies),
  /** The day it was paid, on the foundation's clock (not in the future: checked against the server's clock). */
  paidOn: day,
  /** The receipt, transfer or mobile-money transaction number. */
  reference: optionalText(100),
  note: optionalText(500),
  /** A mobile-money transfer: the operator it came through (its statement lists the reference). */
  operator: z.enum(mobileOperators).nullish(),
};

/** An amount the currency's rules refuse (decimals, below the least or above the most): the message on `amount`. */
const checkAmount = (value: { amount: number; currency: Currency }, ctx: z.RefinementCtx) => {
  const problem = amountProblem(value.amount, value.currency);
  if (problem) ctx.addIssue({ code: "custom", path: ["amount"], message: `amount_${problem}:${value.currency}` });
  return problem === null;
};

/**
 * POST /api/admin/payments: a payment made elsewhere (cash, bank transfer, mobile money to the
 * foundation's number) for a donation or a membership. The amount must be what it owes, in its
 * currency (the form fills both in; the server checks them against the stored record).
 */
export const recordPaymentSchema = z
  .object({
    kind: z.enum(payableKinds),
    id: z.uuid(),
    ...recordedPaymentFields,
    /** Dues: the year they pay, chosen by staff (shared/membership.ts staffPayableYears); left out, the application's. */
    year: z.number().int().optional(),
  })
  .strict()
  .superRefine((payment, ctx) => void checkAmount(payment, ctx));
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;
export type RecordPayment = z.output<typeof recordPaymentSchema>;

/**
 * POST /api/admin/donations: a donation received offline, with its payment. A named impact tier
 * must be given its amount in that currency, as on the donation page.
 */
export const recordDonationSchema = z
  .object({
    /** Optional: a gift handed over at the office may come without one (its receipt is then printed or sent on WhatsApp). */
    email: optionalEmail,
    donorName: optionalText(120),
    /** The donor's telephone (WhatsApp), optional. */
    phone: optionalPhone,
    impactTier: z.enum(impactTiers).nullish(),
    language: z.enum(languages),
    ...recordedPaymentFields,
  })
  .strict()
  .superRefine((donation, ctx) => {
    if (checkAmount(donation, ctx) && donation.impactTier && toMinor(donation.amount, donation.currency) !== tierAmount(donation.impactTier, donation.currency))
      ctx.addIssue({ code: "custom", path: ["amount"], message: "tierMismatch" });
  });
export type RecordDonationInput = z.input<typeof recordDonationSchema>;
export type RecordDonation = z.output<typeof recordDonationSchema>;

/** The person a walk-in names, the same in the request and in the admin's form. */
const walkInPersonFields = {
  fullName: nameRule(120),
  email: optionalEmail,
  phone: optionalPhone,
  country: nameRule(80),
  category: z.enum(membershipCategories),
  language: z.enum(languages),
  /** The year the dues pay (shared/membership.ts staffPayableYears). */
  year: z.number().int(),
};

/**
 * POST /api/admin/members: a member who walks in, added by staff — name, telephone (WhatsApp),
 * country, category, the year, e-mail optional — with the dues paid now (cash or mobile money and
 * the receipt book's number), recorded as POST /api/admin/payments records them: one receipt, the
 * year paid, the member active. Without `payment` the application stays pending (a category
 * without dues online, or dues to be paid later).
 */
export const walkInMemberSchema = z
  .object({
    ...walkInPersonFields,
    payment: z
      .object(recordedPaymentFields)
      .strict()
      .superRefine((payment, ctx) => void checkAmount(payment, ctx))
      .nullish(),
  })
  .strict();
export type WalkInMemberInput = z.input<typeof walkInMemberSchema>;
export type WalkInMember = z.output<typeof walkInMemberSchema>;
/**
 * The admin's "Add a member" form: the person and the dues paid now, in one flat form (the
 * payment's fields are the record-a-payment dialog's); `walkInFromForm` makes the request.
 */
export const walkInFormSchema = z
  .object({
    ...walkInPersonFields,
    ...recordedPaymentFields,
  })
  .strict()
  .superRefine((form, ctx) => void checkAmount(form, ctx));
export type WalkInFormInput = z.input<typeof walkInFormSchema>;
export type WalkInForm = z.output<typeof walkInFormSchema>;
export const walkInFromForm = ({ fullName, email, phone, country, category, language, year, ...payment }: WalkInForm): WalkInMemberInput => ({
  fullName,
  email,
  phone,
  country,
  category,
  language,
  year,
  payment,
});

/** The application made (active once paid), its member, and the payment recorded with it. */
export type WalkInMemberResponse = { message: string; memberId: string; membership: MemberRecord; payment: PaymentItem | null };

/**
 * GET /api/admin/payments/:id/receipt/share: a receipt sent on WhatsApp — `whatsapp` opens
 * WhatsApp (`https://wa.me/<international number>?text=…`) with a short text in the payer's
 * language and the receipt's private link (`link`, 90 days).
 */
export type ReceiptShare = { phone: string | null; language: Language; whatsapp: string; link: string };

/** GET /api/admin/payments: the payments of one donation or membership. */
export const paymentsQuerySchema = z.object({ kind: z.enum(payableKinds), id: z.uuid() });
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

/**
 * One payment as the administration sees it (never the provider's secrets): `phone` masked
 * (`01 •• •• 45 67`), `operatorRef` the operator's own transaction id (docs/decisions/020-matching-operator-statements.md).
 */
export type PaymentItem = Pick<
  Json<Payment>,
  | "id"
  | "payableKind"
  | "payableId"
  | "provider"
  | "method"
  | "providerRef"
  | "amount"
  | "currency"
  | "status"
  | "statusAt"
  | "paidAt"
  | "phone"
  | "operator"
  | "operatorRef"
  | "failureReason"
  | "recordedByName"
  | "note"
  | "createdAt"
>;
/**
 * A payment with what became of it (docs/decisions/016-paid-twice-refunds-and-voids.md): `duplicateOf`,
 * the payment that had paid the same thing first ("paid twice — to refund" while not reversed);
 * `reversal`, refunded or voided, when, why and by whom; its receipt's number, cancelled or not.
 */
export type PaymentView = PaymentItem &
  Pick<Json<Payment>, "duplicateOf" | "reversal" | "reversedAt" | "reversalReason" | "reversedByName"> & {
    receipt: { number: string; cancelled: boolean } | null;
  };
export type PaymentsResponse = { items: PaymentView[] };
/** GET /api/admin/members/:id/payments: every payment of the member's dues, with the year it pays or was for. */
export type MemberPaymentView = PaymentView & { year: number | null };
export type MemberPaymentsResponse = { items: MemberPaymentView[] };

/** POST /api/admin/payments/:id/refund and /void: why, in the staff's words. */
export const reversePaymentSchema = z.object({ reason: z.string().trim().min(1).max(500) }).strict();
export type ReversePaymentResponse = { message: string; payment: PaymentView };

/** POST /api/admin/payments answers the payment and the record it paid, as it now stands. */
export type RecordPaymentResponse = { message: string; payment: PaymentItem } & (
  | { kind: "membership"; membership: MemberRecord }
  | { kind: "membership_year"; membershipYear: Json<MembershipYear> }
  | { kind: "donation"; donation: DonationRecord }
);

/** POST /api/admin/donations answers the donation (paid) and its payment. */
export type RecordDonationResponse = { message: string; donation: DonationRecord; payment: PaymentItem };

// ---------------------------------------------------------------- the admin's home: what needs doing

/**
 * The payments staff should look at (GET /api/admin/payments/to-look-at?look=…): made twice and
 * not refunded yet (`paid-twice`), failed in the last days with nothing paid since for the same
 * record (`failed`), started more than a day ago and still open (`stuck`: the provider never said).
 */
export const paymentLooks = ["paid-twice", "failed", "stuck"] as const;
export type PaymentLook = (typeof paymentLooks)[number];

export const paymentsToLookAtQuerySchema = z.object({
  look: z.enum(paymentLooks),
  ...pageQuery(PAGE_SIZES.payments),
});
export type PaymentsToLookAtQuery = z.input<typeof paymentsToLookAtQuerySchema>;

/**
 * GET /api/admin/to-do: what needs doing, counted from the database at the moment it is asked,
 * each count being the length of the list it opens (the same filter, on the same clock).
 */
export type ToDoResponse = {
  /** Applications waiting for a decision: the Members list filtered on "pending". */
  applications: number;
  payments: Record<PaymentLook, number>;
  /** Messages nobody has opened yet: the Messages list filtered on "new". */
  messages: number;
  /** Privacy requests not completed; how many are past their day; the earliest day one is due (ISO), null when none is open. */
  privacy: { open: number; overdue: number; nextDueAt: string | null };
  /** Mails the server gave up sending (the dashboard's list of failed mails). */
  mail: { failed: number };
  /** The newest backup's time (ISO), null when there is none. */
  backup: { at: string | null };
};
