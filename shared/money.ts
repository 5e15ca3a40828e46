/**
 * Money: the one place that knows currencies (docs/rules.md R1–R2). Every stored amount is an
 * integer in the currency's minor unit (ISO 4217 exponent: USD, EUR, CAD 2; XOF 0), every
 * amount shown is formatted for the page's language, every amount sent to the payment
 * provider comes from here.
 */
import type { Currency, ImpactTier, MembershipCategory } from "./domain";
import type { Language } from "./domain";
import { formatNumber, NBSP } from "./format";

export type CurrencyInfo = {
  /** ISO 4217 exponent: how many minor units make one major unit, as a power of ten. */
  exponent: number;
  symbol: string;
  /** Smallest whole amount accepted, in major units (above the provider's minimum charge). */
  minMajor: number;
  /** Largest whole amount accepted, in major units (the provider's 8-digit limit). */
  maxMajor: number;
};

export const currencyInfo: Record<Currency, CurrencyInfo> = {
  USD: { exponent: 2, symbol: "$", minMajor: 1, maxMajor: 999_999 },
  EUR: { exponent: 2, symbol: "€", minMajor: 1, maxMajor: 999_999 },
  CAD: { exponent: 2, symbol: "C$", minMajor: 1, maxMajor: 999_999 },
  XOF: { exponent: 0, symbol: "FCFA", minMajor: 500, maxMajor: 99_999_999 },
};

const factor = (currency: Currency) => 10 ** currencyInfo[currency].exponent;

/** Major units (what a person types) to minor units (what is stored and charged). */
export const toMinor = (major: number, currency: Currency): number => Math.round(major * factor(currency));

/** Minor units to major units (for a form field, never for display: use formatMoney). */
export const toMajor = (minor: number, currency: Currency): number => minor / factor(currency);

export const minAmount = (currency: Currency) => toMinor(currencyInfo[currency].minMajor, currency);
export const maxAmount = (currency: Currency) => toMinor(currencyInfo[currency].maxMajor, currency);

/** The currency code the payment provider expects (Stripe: lowercase ISO code). */
export const providerCurrency = (currency: Currency) => currency.toLowerCase();

/**
 * An amount as each language writes it: `$50`, `€45`, `C$65`, `12,000 FCFA` in English;
 * `50 $ US`, `45 €`, `65 $ CA`, `12 000 FCFA` in French (non-breaking spaces). Cents are
 * shown only when there are some.
 */
export function formatMoney(minor: number, currency: Currency, lang: Language): string {
  const major = toMajor(minor, currency);
  const whole = Number.isInteger(major);
  const digits = whole ? 0 : currencyInfo[currency].exponent;
  const number = formatNumber(major, lang, digits);
  if (lang === "fr") {
    const suffix = { USD: `$${NBSP}US`, EUR: "€", CAD: `$${NBSP}CA`, XOF: "FCFA" }[currency];
    return `${number}${NBSP}${suffix}`;
  }
  return currency === "XOF" ? `${number}${NBSP}FCFA` : `${currencyInfo[currency].symbol}${number}`;
}

/**
 * What a person typed, as a whole number of major units: digits with optional spaces, commas
 * or dots as thousands separators ("12 000", "12,000", "12.000"). Null when it is not a
 * whole amount (decimals, letters, empty).
 */
export function parseWholeAmount(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,3}([.,]\d{3})+$|^\d+$/.test(compact)) return null;
  const value = Number(compact.replace(/[.,]/g, ""));
  return Number.isSafeInteger(value) ? value : null;
}

export type AmountProblem = "notWhole" | "tooSmall" | "tooLarge";

/** Why a whole amount in major units cannot be charged in this currency, or null when it can. */
export function amountProblem(major: number, currency: Currency): AmountProblem | null {
  if (!Number.isInteger(major)) return "notWhole";
  if (major < currencyInfo[currency].minMajor) return "tooSmall";
  if (major > currencyInfo[currency].maxMajor) return "tooLarge";
  return null;
}

// ---------------------------------------------------------------- donations

/** Impact tiers (docs/rules.md R4), in major units of each currency. */
const tierMajor: Record<ImpactTier, Record<Currency, number>> = {
  train_learner: { USD: 50, EUR: 45, CAD: 65, XOF: 30_000 },
  equip_lab: { USD: 200, EUR: 180, CAD: 260, XOF: 120_000 },
  fund_cohort: { USD: 1_000, EUR: 900, CAD: 1_300, XOF: 600_000 },
};

/** A tier's amount in minor units of the currency. */
export const tierAmount = (tier: ImpactTier, currency: Currency): number => toMinor(tierMajor[tier][currency], currency);

export const DEFAULT_DONATION_CURRENCY: Currency = "USD";

// ---------------------------------------------------------------- membership dues

export const DUES_CURRENCY: Currency = "XOF";

export type Dues =
  /** A fixed annual amount, paid online. */
  | { kind: "fixed"; amount: number }
  /** An amount the applicant chooses, at least `minimum`, paid online. */
  | { kind: "minimum"; minimum: number }
  /** Nothing to pay (founder, honorary). */
  | { kind: "none" }
  /** Set case by case by the foundation (active members); not paid online. */
  | { kind: "variable" };

/** The amounts a general assembly sets, in whole FCFA: the yearly dues of individuals and organisations, and the least a patron gives. */
export type DuesAmounts = { adherent_individual: number; adherent_organization: number; patron: number };

/** docs/rules.md R6–R7: the dues in force until an administrator records the assembly's new ones. */
export const defaultDuesAmounts: DuesAmounts = { adherent_individual: 12_000, adherent_organization: 120_000, patron: 500_000 };

/** Annual dues of each category (docs/rules.md R6), in minor units of XOF. */
export const duesTable = (amounts: DuesAmounts): Record<MembershipCategory, Dues> => ({
  adherent_individual: { kind: "fixed", amount: toMinor(amounts.adherent_individual, DUES_CURRENCY) },
  adherent_organization: { kind: "fixed", amount: toMinor(amounts.adherent_organization, DUES_CURRENCY) },
  patron: { kind: "minimum", minimum: toMinor(amounts.patron, DUES_CURRENCY) },
  founder: { kind: "none" },
  honorary: { kind: "none" },
  active: { kind: "variable" },
});

/** The default dues of each category (what a fresh install charges). */
export const duesByCategory = duesTable(defaultDuesAmounts);

/** True when the category's dues are paid online when applying. */
export const paysOnline = (category: MembershipCategory) => {
  const kind = duesByCategory[category].kind;
  return kind === "fixed" || kind === "minimum";
};

/**
 * What an application of this category is charged, in minor units of XOF: the fixed dues,
 * or the patron's chosen amount (major units) when it reaches the minimum; null when nothing
 * is charged online or the patron's amount is missing or too small. `table` is the dues in
 * force (the settings), the defaults when not given.
 */
export function duesToCharge(
  category: MembershipCategory,
  patronAmountMajor?: number,
  table: Record<MembershipCategory, Dues> = duesByCategory,
): number | null {
  const dues = table[category];
  if (dues.kind === "fixed") return dues.amount;
  if (dues.kind !== "minimum" || patronAmountMajor === undefined || !Number.isInteger(patronAmountMajor)) return null;
  const amount = toMinor(patronAmountMajor, DUES_CURRENCY);
  return amount >= dues.minimum && amount <= maxAmount(DUES_CURRENCY) ? amount : null;
}
