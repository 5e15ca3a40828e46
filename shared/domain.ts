/**
 * The closed lists of the domain (docs/rules.md R5), without any library: the client's
 * smallest chunks can import them, and shared/schema.ts builds its enums from them.
 */
import type { OnlineProviderName } from "./payment-providers";

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

/** `refunded`: its payment was given back; `canceled`: its payment was voided, recorded by mistake (docs/decisions/016-paid-twice-refunds-and-voids.md). */
export const donationStatuses = ["pending", "processing", "succeeded", "failed", "refunded", "canceled"] as const;
export type DonationStatus = (typeof donationStatuses)[number];

export const contactStatuses = ["new", "read", "replied"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const pillars = ["digital_literacy", "financial_literacy", "digital_jobs", "tvet"] as const;
export type Pillar = (typeof pillars)[number];

export const eventKinds = ["workshop", "bootcamp", "webinar", "conference", "forum"] as const;
export type EventKind = (typeof eventKinds)[number];

// ---------------------------------------------------------------- payments

/** What a payment can pay for: one small module each (server/services/payments/payables.ts). */
export const payableKinds = ["donation", "membership", "membership_year"] as const;
export type PayableKind = (typeof payableKinds)[number];

/** Who took the money: a provider online (shared/payment-providers.ts), or staff who recorded a payment made elsewhere. */
export type PaymentProviderName = OnlineProviderName | "staff";
export type { OnlineProviderName };

/** How the payer paid: online (card, mobile money) or, recorded by staff, elsewhere. */
export const paymentMethods = ["card", "mobile_money", "cash", "bank_transfer", "mobile_money_transfer", "other"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** The methods a payer chooses on the payment step. */
export const onlineMethods = ["mobile_money", "card"] as const;
export type OnlineMethod = (typeof onlineMethods)[number];
/** The methods of a payment recorded by staff. */
export const recordedMethods = ["cash", "bank_transfer", "mobile_money_transfer", "other"] as const;
export type RecordedMethod = (typeof recordedMethods)[number];

/** Where one payment stands. A success is final; pending and processing may still change. */
export const paymentStates = ["pending", "processing", "succeeded", "failed", "canceled"] as const;
export type PaymentState = (typeof paymentStates)[number];

/**
 * What became of a succeeded payment afterwards (docs/decisions/016-paid-twice-refunds-and-voids.md):
 * `refunded` (given back, by the provider or in cash), `voided` (recorded by mistake). The money
 * was taken or never was; either way the payment no longer counts and its receipt is cancelled.
 */
export const paymentReversals = ["refunded", "voided"] as const;
export type PaymentReversal = (typeof paymentReversals)[number];

/**
 * The mobile-money operators of Benin that FedaPay pushes a payment request to (its documentation,
 * "Available No-Redirect Payment Methods": MTN `mtn_open`, Moov `moov`, Celtiis `sbin`).
 */
export const mobileOperators = ["mtn", "moov", "celtiis"] as const;
export type MobileOperator = (typeof mobileOperators)[number];

/**
 * Who carried a payment, as staff match it against a statement (docs/decisions/020-matching-operator-statements.md): each mobile-money
 * operator (online, or a transfer to the foundation's number recorded with its operator), then the
 * other ways money comes in. The admin's money lists filter by it (`?operator=mtn`).
 */
export const paymentChannels = ["mtn", "moov", "celtiis", "card", "cash", "bank_transfer", "other"] as const;
export type PaymentChannel = (typeof paymentChannels)[number];
