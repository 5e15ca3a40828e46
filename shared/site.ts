import type { Currency, OnlineMethod } from "./domain";

/** Facts about the foundation shown across the site. */
export const site = {
  foundedYear: 2024,
  themeColor: "#1A1A2E",
  city: "Cotonou",
  country: "Benin",
  countryCode: "BJ",
  timeZone: "Africa/Porto-Novo",
  replyWithinHours: 24,
} as const;

/** What the server tells the client about its configuration (embedded in every page). */
export type PaymentsConfig = {
  methods: Record<Currency, readonly OnlineMethod[]>;
  stripePublishableKey: string | null;
  /** The built-in test provider is live. */
  testMode: boolean;
  /** The methods it takes (what no real provider takes): its notice is shown for these only. */
  testMethods: readonly OnlineMethod[];
};

export type ClientConfig = {
  siteName: string;
  contactEmail: string;
  publicUrl: string;
  /** The year pages show in their copyright line. */
  year: number;
  /**
   * How payers can pay: the methods offered in each currency (mobile money first),
   * Stripe's publishable key when Stripe takes the cards, and whether the built-in test provider
   * is live (its notice is shown).
   */
  payments: PaymentsConfig;
};
