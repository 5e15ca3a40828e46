/**
 * The general assembly's voters and its convocation: the administration's contract (addresses,
 * what the convocation's form sends, what the server answers). Only members paid up for the
 * assembly's year vote (shared/membership.ts entitledToVote): the voters of a year are the members
 * with a paid `membership_years` row for it. No library beyond zod: the admin's form imports it.
 */
import { z } from "zod";
import { pageQuery, PAGE_SIZES, type Page } from "./admin";
import type { Language, MembershipCategory, PaymentMethod, PaymentProviderName } from "./domain";
import type { OutboxStatus } from "./schema";
import { isStorableText } from "./validation";

export const votersApiPaths = {
  /**
   * GET `?year=YYYY&page=&pageSize=` (the current year in Benin by default): one page of the
   * members entitled to vote, by name in the reader's language, with how many they are.
   */
  voters: "/api/admin/voters",
  /** GET `?year=YYYY`: every voter's name, in the same order, for the attendance sheet. */
  votersSheet: "/api/admin/voters/sheet",
  /** GET `?year=YYYY`: the same list as CSV, its headings in the reader's language. */
  votersCsv: "/api/admin/voters/export.csv",
  /** GET the convocations sent, newest first, with their mails' counts; POST sends one. */
  convocations: "/api/admin/convocations",
  /** GET one convocation and each of its recipients with their mail's status. */
  convocation: (id: string) => `/api/admin/convocations/${encodeURIComponent(id)}`,
} as const;

/** The years the voters' list and a convocation accept (older or later is a typing mistake). */
export const FIRST_ASSEMBLY_YEAR = 2000;
export const LAST_ASSEMBLY_YEAR = 9999;

const assemblyYear = z.coerce.number().int().min(FIRST_ASSEMBLY_YEAR).max(LAST_ASSEMBLY_YEAR);

/** The CSV and the attendance sheet of the voters: the assembly's year, the current one in Benin when absent. */
export const votersYearSchema = z.object({ year: assemblyYear.optional() });

/** GET /api/admin/voters: the year, and the page (as many a page as the members' list). */
export const votersQuerySchema = votersYearSchema.extend(pageQuery(PAGE_SIZES.members));
export type VotersQuery = z.input<typeof votersQuerySchema>;

/** One voter: a member with a paid year for the assembly's year, and how that year was paid. */
export type VoterItem = {
  memberId: string;
  fullName: string;
  email: string;
  /** The country's name in the reader's language (shared/countries.ts memberCountry). */
  country: string;
  category: MembershipCategory;
  language: Language;
  /** When the year was paid (ISO). */
  paidAt: string;
  /** The payment that paid it; null when it is not known (a year paid before payments were kept). */
  provider: PaymentProviderName | null;
  method: PaymentMethod | null;
  /** Its receipt's number as printed (`2026-000123`), when it has one. */
  receipt: string | null;
};
/** One page of the year's voters; `total` counts them all. */
export type VotersResponse = Page<VoterItem> & { year: number };

/** Whom the attendance sheet lists: every voter of the year, by name as the list orders them. */
export type VoterName = { memberId: string; fullName: string };
export type VotersSheetResponse = { year: number; items: VoterName[] };

/** The day and hour the assembly is held, on Benin's clock, as a `datetime-local` field gives it. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** True when the text names a minute that exists (not February 30th, not 25:00). */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return year > 0 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCHours() === hour && date.getUTCMinutes() === minute;
}

const text = (max: number) => z.string().trim().min(1).max(max).refine(isStorableText, { message: "nulCharacter" });

/**
 * POST /api/admin/convocations: the assembly's year (its voters are the members paid for it), when
 * and where it is held, and its agenda in both languages (each member reads theirs). The day is
 * in that year: an assembly is the assembly of the year it is held in.
 */
export const convocationSchema = z
  .object({
    year: z.number().int().min(FIRST_ASSEMBLY_YEAR).max(LAST_ASSEMBLY_YEAR),
    heldAt: z.string().trim().refine(isLocalDateTime, { message: "heldAt" }),
    place: text(300),
    agenda: z.object({ en: text(5000), fr: text(5000) }).strict(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (isLocalDateTime(value.heldAt) && Number(value.heldAt.slice(0, 4)) !== value.year)
      ctx.addIssue({ code: "custom", path: ["heldAt"], message: `heldAtYear:${value.year}` });
  });
export type ConvocationInput = z.input<typeof convocationSchema>;

/** How many of a convocation's mails were sent, wait to be sent (or tried again), or failed. */
export type MailCounts = { sent: number; waiting: number; failed: number };

export type ConvocationItem = {
  id: string;
  year: number;
  /** When the assembly is held (ISO). */
  heldAt: string;
  place: string;
  agenda: { en: string; fr: string };
  sentByName: string;
  recipients: number;
  createdAt: string;
  mails: MailCounts;
};
export type ConvocationsResponse = { items: ConvocationItem[] };

export type ConvocationRecipient = {
  memberId: string;
  fullName: string;
  email: string;
  language: Language;
  status: OutboxStatus;
  sentAt: string | null;
  lastError: string | null;
};
export type ConvocationResponse = { convocation: ConvocationItem; recipients: ConvocationRecipient[] };

/** POST /api/admin/convocations answers 201 with the convocation and the server's words. */
export type SendConvocationResponse = { message: string; convocation: ConvocationItem };

/** The outbox key of a member's convocation mail; the prefix of all the mails of a convocation. */
export const convocationMailKey = (convocationId: string, memberId: string) => `convocation:${convocationId}:${memberId}`;
export const convocationKeyPrefix = (convocationId: string) => `convocation:${convocationId}:`;
