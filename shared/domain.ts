/**
 * The closed lists of the domain (specification §3), without any library: the client's
 * smallest chunks can import them, and shared/schema.ts builds its enums from them.
 */
export const languages = ["en", "fr"] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language => value === "en" || value === "fr";

export const currencies = ["USD", "EUR", "CAD", "XOF"] as const;
export type Currency = (typeof currencies)[number];

export const impactTiers = ["train_learner", "equip_lab", "fund_cohort"] as const;
export type ImpactTier = (typeof impactTiers)[number];

export const membershipCategories = [
  "founder",
  "honorary",
  "patron",
  "adherent_individual",
  "adherent_organization",
  "active",
] as const;
export type MembershipCategory = (typeof membershipCategories)[number];

export const membershipStatuses = ["pending", "active", "inactive"] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const donationStatuses = ["pending", "processing", "succeeded", "failed"] as const;
export type DonationStatus = (typeof donationStatuses)[number];

export const contactStatuses = ["new", "read", "replied"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const pillars = ["digital_literacy", "financial_literacy", "digital_jobs", "tvet"] as const;
export type Pillar = (typeof pillars)[number];

export const eventKinds = ["workshop", "bootcamp", "webinar", "conference", "forum"] as const;
export type EventKind = (typeof eventKinds)[number];
