/**
 * The online payment providers as client and server both name them: one line per folder of
 * server/payments/providers/ (a test checks they agree), its label in each language. The
 * database keeps the name as text, so a new line needs no migration.
 */
import type { Language } from "./domain";

export const onlineProviderLabels = {
  stripe: { en: "Stripe", fr: "Stripe" },
  fedapay: { en: "FedaPay", fr: "FedaPay" },
  test: { en: "Test", fr: "Test" },
} as const satisfies Record<string, Record<Language, string>>;

export type OnlineProviderName = keyof typeof onlineProviderLabels;

/** Every online provider's label in one language, by name. */
export const onlineProviderNames = (language: Language) =>
  Object.fromEntries(Object.entries(onlineProviderLabels).map(([name, label]) => [name, label[language]])) as Record<OnlineProviderName, string>;
