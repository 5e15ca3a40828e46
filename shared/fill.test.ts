import { describe, expect, it } from "vitest";
import { fill } from "./fill";

describe("fill", () => {
  it("puts each value in its place, and leaves a key without one", () => {
    expect(fill("{amount} from {name}, {missing}", { amount: "12,000 FCFA", name: "Kofi" })).toBe("12,000 FCFA from Kofi, {missing}");
    expect(fill("{n} of {n}", { n: 3 })).toBe("3 of 3");
  });

  it("elides French 'de' before a value that begins with a vowel, accented or not", () => {
    expect(fill("La cotisation de {name} : {amount}", { name: "Adjoa", amount: "12 000 FCFA" })).toBe("La cotisation d’Adjoa : 12 000 FCFA");
    expect(fill("Le don de {amount} de {donor}", { amount: "5 000 FCFA", donor: "Émile Kossi" })).toBe("Le don de 5 000 FCFA d’Émile Kossi");
    expect(fill("De {name}", { name: "Ọla" })).toBe("D’Ọla");
    expect(fill("la page de {name}", { name: "Ɛdem Agbo" })).toBe("la page d’Ɛdem Agbo");
    expect(fill("De {name}", { name: "ama@example.org" })).toBe("D’ama@example.org");
    expect(fill("les données de {email}", { email: "yao@example.bj" })).toBe("les données d’yao@example.bj");
  });

  it("keeps 'de' before a consonant, an h, a figure, and inside a word", () => {
    expect(fill("l’adhésion de {name}", { name: "Kofi" })).toBe("l’adhésion de Kofi");
    expect(fill("le message de {name}", { name: "Hounsou" })).toBe("le message de Hounsou");
    expect(fill("le reçu de {year}", { year: 2026 })).toBe("le reçu de 2026");
    expect(fill("Monde {name}", { name: "Adjoa" })).toBe("Monde Adjoa");
    expect(fill("made {name}", { name: "Adjoa" })).toBe("made Adjoa");
  });

  it("contracts French 'à' and 'de' with the article a value begins with", () => {
    expect(fill("{who} a répondu depuis le site à {record}", { who: "Awa", record: "le message «\u00a0Bonjour\u00a0»" })).toBe("Awa a répondu depuis le site au message «\u00a0Bonjour\u00a0»");
    expect(fill("à {record}", { record: "les membres" })).toBe("aux membres");
    expect(fill("le titre de {record}", { record: "le programme" })).toBe("le titre du programme");
    expect(fill("De {record}", { record: "les dons" })).toBe("Des dons");
    expect(fill("à {record}", { record: "la demande" })).toBe("à la demande");
    expect(fill("de {name}", { name: "Lea" })).toBe("de Lea");
  });
});
