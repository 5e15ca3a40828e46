import { describe, expect, it } from "vitest";
import { countryCodeOf, countryCodes, countryFields, countryName, countryOptions, memberCountry } from "./countries";

describe("countries", () => {
  it("reads a country however it is typed: names in English or French, other usual names, codes", () => {
    for (const text of ["Bénin", "BENIN", "benin ", "bj", "Republic of Benin", "Dahomey"]) expect(countryCodeOf(text)).toBe("BJ");
    for (const text of ["Côte d’Ivoire", "Cote d'Ivoire", "Ivory Coast"]) expect(countryCodeOf(text)).toBe("CI");
    expect(countryCodeOf("RDC")).toBe("CD");
    expect(countryCodeOf("Nigéria")).toBe("NG");
    expect(countryCodeOf("Atlantis")).toBeNull();
    expect(countryCodeOf("ZZ")).toBeNull();
  });

  it("names each of the 250 countries in both languages, the foundation's region first", () => {
    expect(countryCodes).toHaveLength(250);
    expect(countryName("BJ", "fr")).toBe("Bénin");
    expect(countryName("GM", "fr")).toBe("Gambie");
    const fr = countryOptions("fr");
    expect(fr.slice(0, 2)).toEqual([
      { code: "BJ", name: "Bénin" },
      { code: "TG", name: "Togo" },
    ]);
    expect(new Set(fr.map((option) => option.code)).size).toBe(250);
    // After the region, in the language's alphabetical order: Afrique du Sud before Albanie in French.
    const rest = fr.slice(20).map((option) => option.name);
    expect(rest.indexOf("Afrique du Sud")).toBeLessThan(rest.indexOf("Albanie"));
  });

  it("keeps a code from a list as the country's name in the person's language, and text as typed", () => {
    expect(countryFields("BJ", "fr")).toEqual({ country: "Bénin", countryCode: "BJ" });
    expect(countryFields(" benin ", "fr")).toEqual({ country: "benin", countryCode: "BJ" });
    expect(countryFields("Atlantis", "en")).toEqual({ country: "Atlantis", countryCode: null });
    expect(memberCountry({ country: "benin", countryCode: "BJ" }, "en")).toBe("Benin");
    expect(memberCountry({ country: "Atlantis", countryCode: null }, "fr")).toBe("Atlantis");
  });
});
