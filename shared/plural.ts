/**
 * Which form of a word a count takes, one rule per language (the CLDR's, as `Intl.PluralRules`
 * gives it for whole numbers, written out here for the reason shared/format.ts gives): English
 * says "1 member", "0 members"; French says "0 membre", "1 membre", "2 membres".
 */
import type { Language } from "./domain";

/** The two forms of a word or sentence: for one, and for any other count. */
export type PluralForms<T = string> = { one: T; other: T };

/** "one" when `count` takes the singular in `lang`, else "other". */
export function pluralCategory(count: number, lang: Language): keyof PluralForms {
  const whole = Math.abs(Math.trunc(count));
  if (lang === "fr") return whole < 2 ? "one" : "other";
  return count === 1 ? "one" : "other";
}

/** The form of `forms` that `count` takes in `lang`. */
export function plural<T>(count: number, forms: PluralForms<T>, lang: Language): T {
  return forms[pluralCategory(count, lang)];
}
