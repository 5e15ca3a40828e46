import { describe, expect, it } from "vitest";
import { missingTranslations, slugFromTitle, slugFromTitles, translatableFields } from "./content";
import { langAttribute, pickLocalized } from "./localized";

describe("missingTranslations", () => {
  it("lists the fields written in one language only, by the language that lacks them", () => {
    const program = {
      title: { en: "Code for Change", fr: "Code for Change" },
      summary: { en: "A course", fr: "" },
      content: { en: "", fr: "Un parcours" },
      eligibility: null,
    };
    expect(missingTranslations(program, "program")).toEqual({ en: ["content"], fr: ["summary"] });
  });

  it("does not count an optional text left empty in both languages, nor blank text as written", () => {
    const event = { title: { en: "A", fr: "B" }, description: { en: "x", fr: "  " }, location: { en: "", fr: "" }, summary: null };
    expect(missingTranslations(event, "event")).toEqual({ en: [], fr: ["description"] });
  });

  it("knows each kind's translatable fields", () => {
    expect(translatableFields.article).toEqual(["title", "excerpt", "content"]);
  });
});

describe("slugFromTitle", () => {
  it("folds accents, lowercases and keeps single hyphens", () => {
    expect(slugFromTitle("Éducation financière : l’épargne des femmes !")).toBe("education-financiere-lepargne-des-femmes");
    expect(slugFromTitle("  Code -- for   Change 2026 ")).toBe("code-for-change-2026");
  });

  it("stays within 80 characters without a trailing hyphen", () => {
    const slug = slugFromTitle("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe("slugFromTitles", () => {
  it("proposes the address from the English title, or from the French one while only French is written", () => {
    expect(slugFromTitles({ en: "Women in Tech", fr: "Femmes et numérique" })).toBe("women-in-tech");
    expect(slugFromTitles({ en: "  ", fr: "Atelier : créer son site" })).toBe("atelier-creer-son-site");
    expect(slugFromTitles({ en: "", fr: "" })).toBe("");
    expect(slugFromTitles(undefined)).toBe("");
  });
});

describe("pickLocalized", () => {
  it("shows the page's language, or the other one while the translation is missing", () => {
    expect(pickLocalized({ en: "Hello", fr: "Bonjour" }, "fr")).toEqual({ text: "Bonjour", lang: "fr" });
    const fallback = pickLocalized({ en: "Hello", fr: "" }, "fr");
    expect(fallback).toEqual({ text: "Hello", lang: "en" });
    expect(langAttribute(fallback, "fr")).toBe("en");
    expect(langAttribute(pickLocalized({ en: "Hello", fr: "Bonjour" }, "en"), "en")).toBeUndefined();
    expect(pickLocalized(null, "en")).toEqual({ text: "", lang: "en" });
  });
});
