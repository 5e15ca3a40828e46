import { describe, expect, it } from "vitest";
import { plural, pluralCategory } from "./plural";

const forms = { one: "membre", other: "membres" };

describe("one plural rule per language", () => {
  it("in French, 0 and 1 take the singular", () => {
    expect([0, 1, 2, 10].map((n) => plural(n, forms, "fr"))).toEqual(["membre", "membre", "membres", "membres"]);
  });

  it("in English, only 1 takes the singular", () => {
    expect([0, 1, 2].map((n) => pluralCategory(n, "en"))).toEqual(["other", "one", "other"]);
  });

  it("agrees with Intl.PluralRules for the whole numbers the site counts (French names round millions “many”)", () => {
    for (const lang of ["en", "fr"] as const) {
      const rules = new Intl.PluralRules(lang);
      for (const n of [0, 1, 2, 3, 21, 100, 999_999]) expect(pluralCategory(n, lang)).toBe(rules.select(n));
    }
  });
});
