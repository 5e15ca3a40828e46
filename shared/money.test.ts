import { describe, expect, it } from "vitest";
import { currencies, impactTiers, membershipCategories } from "./domain";
import {
  amountProblem,
  duesByCategory,
  duesToCharge,
  formatMoney,
  maxAmount,
  minAmount,
  paysOnline,
  parseWholeAmount,
  providerCurrency,
  tierAmount,
  toMajor,
  toMinor,
} from "./money";

const nb = (s: string) => s.replace(/_/g, "\u00a0");

describe("minor units", () => {
  it("follows each currency's ISO 4217 exponent", () => {
    expect(toMinor(50, "USD")).toBe(5000);
    expect(toMinor(45, "EUR")).toBe(4500);
    expect(toMinor(65, "CAD")).toBe(6500);
    expect(toMinor(12_000, "XOF")).toBe(12_000);
    expect(toMajor(5000, "USD")).toBe(50);
    expect(toMajor(12_000, "XOF")).toBe(12_000);
    for (const c of currencies) expect(toMajor(toMinor(1234, c), c)).toBe(1234);
  });

  it("gives the provider its lowercase currency code", () => {
    expect(currencies.map(providerCurrency)).toEqual(["usd", "eur", "cad", "xof"]);
  });
});

describe("donation tiers", () => {
  const expected = {
    train_learner: { USD: [5000, "$50", "50_$_US"], EUR: [4500, "€45", "45_€"], CAD: [6500, "C$65", "65_$_CA"], XOF: [30000, "30,000_FCFA", "30_000_FCFA"] },
    equip_lab: { USD: [20000, "$200", "200_$_US"], EUR: [18000, "€180", "180_€"], CAD: [26000, "C$260", "260_$_CA"], XOF: [120000, "120,000_FCFA", "120_000_FCFA"] },
    fund_cohort: { USD: [100000, "$1,000", "1_000_$_US"], EUR: [90000, "€900", "900_€"], CAD: [130000, "C$1,300", "1_300_$_CA"], XOF: [600000, "600,000_FCFA", "600_000_FCFA"] },
  } as const;

  for (const tier of impactTiers)
    for (const currency of currencies)
      it(`${tier} in ${currency}: stored, shown in English and French`, () => {
        const [minor, en, fr] = expected[tier][currency];
        expect(tierAmount(tier, currency)).toBe(minor);
        expect(formatMoney(minor, currency, "en")).toBe(nb(en));
        expect(formatMoney(minor, currency, "fr")).toBe(nb(fr));
        expect(amountProblem(toMajor(minor, currency), currency)).toBeNull();
      });
});

describe("membership dues", () => {
  it("charges the fixed dues in XOF and shows them in both languages", () => {
    expect(duesByCategory.adherent_individual).toEqual({ kind: "fixed", amount: 12_000 });
    expect(formatMoney(12_000, "XOF", "en")).toBe(nb("12,000_FCFA"));
    expect(formatMoney(12_000, "XOF", "fr")).toBe(nb("12_000_FCFA"));
    expect(duesToCharge("adherent_individual")).toBe(12_000);
    expect(duesToCharge("adherent_organization")).toBe(120_000);
    expect(formatMoney(120_000, "XOF", "fr")).toBe(nb("120_000_FCFA"));
  });

  it("lets a patron choose an amount of at least 500,000 FCFA", () => {
    expect(duesToCharge("patron", 500_000)).toBe(500_000);
    expect(duesToCharge("patron", 750_000)).toBe(750_000);
    expect(duesToCharge("patron", 499_999)).toBeNull();
    expect(duesToCharge("patron")).toBeNull();
    expect(duesToCharge("patron", 500_000.5)).toBeNull();
    expect(duesToCharge("patron", 100_000_000)).toBeNull();
  });

  it("charges nothing online to founders, honorary and active members", () => {
    for (const category of ["founder", "honorary", "active"] as const) {
      expect(paysOnline(category)).toBe(false);
      expect(duesToCharge(category, 1_000_000)).toBeNull();
    }
    expect(membershipCategories.filter(paysOnline)).toEqual(["patron", "adherent_individual", "adherent_organization"]);
  });
});

describe("bounds", () => {
  it("accepts whole amounts between the provider's minimum and maximum", () => {
    expect(amountProblem(1, "USD")).toBeNull();
    expect(amountProblem(0, "USD")).toBe("tooSmall");
    expect(amountProblem(-5, "EUR")).toBe("tooSmall");
    expect(amountProblem(12.5, "CAD")).toBe("notWhole");
    expect(amountProblem(999_999, "USD")).toBeNull();
    expect(amountProblem(1_000_000, "USD")).toBe("tooLarge");
    expect(amountProblem(499, "XOF")).toBe("tooSmall");
    expect(amountProblem(500, "XOF")).toBeNull();
    expect(amountProblem(99_999_999, "XOF")).toBeNull();
    expect(amountProblem(100_000_000, "XOF")).toBe("tooLarge");
    for (const c of currencies) {
      expect(minAmount(c)).toBeGreaterThan(0);
      expect(maxAmount(c)).toBeLessThanOrEqual(99_999_999);
    }
  });

  it("shows cents only when there are some", () => {
    expect(formatMoney(5050, "USD", "en")).toBe("$50.50");
    expect(formatMoney(5050, "USD", "fr")).toBe(nb("50,50_$_US"));
    expect(formatMoney(99_999_999, "XOF", "fr")).toBe(nb("99_999_999_FCFA"));
  });
});

describe("what a person types", () => {
  it("reads whole amounts with the separators people use", () => {
    expect(parseWholeAmount("50")).toBe(50);
    expect(parseWholeAmount(" 12 000 ")).toBe(12_000);
    expect(parseWholeAmount("12\u00a0000")).toBe(12_000);
    expect(parseWholeAmount("12,000")).toBe(12_000);
    expect(parseWholeAmount("1.300")).toBe(1_300);
  });

  it("refuses decimals, signs, letters and nothing", () => {
    for (const text of ["", "12.5", "12,50", "-5", "abc", "1e6", "5$", "12,00,0"]) expect(parseWholeAmount(text)).toBeNull();
  });
});
