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
export type ClientConfig = {
  siteName: string;
  contactEmail: string;
  publicUrl: string;
  /** The year pages show in their copyright line. */
  year: number;
  /** How card payments are taken: Stripe (with its publishable key) or the built-in test provider. */
  payments: { provider: "stripe"; publishableKey: string } | { provider: "test" };
};
