import { describe, expect, it } from "vitest";
import { en } from "./en";
import { fr } from "./fr";

type Tree = { readonly [key: string]: Tree | string } | readonly (Tree | string)[];

/** Every text of a dictionary by its dotted key (`header.emailLine`), and the keys whose value is not a text or a group. */
function leaves(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") {
      for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** The distinct `{placeholders}` of a text, sorted. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** What differs between the source dictionary and a translation: keys, empty texts, placeholders. */
function compareDictionaries(source: Tree, translation: Tree): string[] {
  const a = leaves(source);
  const b = leaves(translation);
  const problems: string[] = [];
  for (const key of a.keys()) if (!b.has(key)) problems.push(`${key}: missing in the translation`);
  for (const key of b.keys()) if (!a.has(key)) problems.push(`${key}: not in the source`);
  for (const [name, dict] of [
    ["source", a],
    ["translation", b],
  ] as const) {
    for (const [key, value] of dict) {
      if (typeof value !== "string") problems.push(`${key}: not a text in the ${name}`);
      else if (value.trim() === "") problems.push(`${key}: empty in the ${name}`);
    }
  }
  for (const [key, value] of a) {
    const other = b.get(key);
    if (typeof value !== "string" || typeof other !== "string") continue;
    const expected = placeholders(value).join(", ");
    const actual = placeholders(other).join(", ");
    if (expected !== actual) problems.push(`${key}: placeholders {${expected}} in the source, {${actual}} in the translation`);
  }
  return problems;
}

/** French typography: a non-breaking space (U+00A0 or U+202F) before : ; ? ! and ’ rather than '. */
function frenchTypographyProblems(dictionary: Tree): string[] {
  const problems: string[] = [];
  for (const [key, value] of leaves(dictionary)) {
    if (typeof value !== "string") continue;
    // \s also matches U+00A0 and U+202F, which are the right spaces here.
    const space = /[^\S\u00a0\u202f]([:;?!])/.exec(value);
    if (space) problems.push(`${key}: ordinary space before “${space[1]}” in ${JSON.stringify(value)}`);
    if (value.includes("'")) problems.push(`${key}: straight apostrophe in ${JSON.stringify(value)}`);
  }
  return problems;
}

describe("the English and French dictionaries", () => {
  it("have the same keys, no empty text and the same {placeholders}", () => {
    expect(compareDictionaries(en, fr)).toEqual([]);
  });

  it("actually contain texts", () => {
    expect(leaves(en).size).toBeGreaterThan(50);
    expect(leaves(fr).get("nav.about")).toBe("À propos");
  });

  it("follow French typography in French", () => {
    expect(frenchTypographyProblems(fr)).toEqual([]);
  });
});

/** The texts kept beside each feature and page (`texts.ts`, defined with defineTexts). */
const textModules = import.meta.glob<{ texts: { en: Tree; fr: Tree } }>(["/client/src/**/texts.ts", "/client/src/**/two-factor*-texts.ts", "!/client/src/i18n/texts.ts"], {
  eager: true,
});

describe("the texts of each feature", () => {
  it("exist", () => {
    expect(Object.keys(textModules)).toEqual(expect.arrayContaining(["/client/src/features/join/texts.ts", "/client/src/features/donate/texts.ts"]));
  });

  for (const [file, module] of Object.entries(textModules)) {
    it(`${file}: same keys and {placeholders} in English and French, French typography`, () => {
      expect(compareDictionaries(module.texts.en, module.texts.fr)).toEqual([]);
      expect(frenchTypographyProblems(module.texts.fr)).toEqual([]);
    });
  }
});

/**
 * The server's texts (its API answers, the newsletter's, the CSV exports' words, the mails): each
 * export of these modules that holds `en` and `fr` groups is a dictionary like the client's.
 */
const serverTextModules = import.meta.glob<Record<string, unknown>>(
  ["/server/lib/api-messages.ts", "/server/services/newsletter/messages.ts", "/shared/labels.ts", "/server/mail/texts.ts", "/server/auth/two-factor-messages.ts"],
  { eager: true },
);
const isGroup = (value: unknown): value is Tree => value !== null && typeof value === "object";

describe("the server's texts", () => {
  const dictionaries = Object.entries(serverTextModules).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([, value]) => isGroup(value) && "en" in value && "fr" in value && isGroup(value.en) && isGroup(value.fr))
      .map(([name, value]) => ({ name: `${file}: ${name}`, texts: value as { en: Tree; fr: Tree } })),
  );

  it("are all found", () => {
    expect(dictionaries.map((d) => d.name)).toEqual(
      expect.arrayContaining([
        "/server/lib/api-messages.ts: apiMessages",
        "/server/services/newsletter/messages.ts: newsletterMessages",
        "/shared/labels.ts: exportLabels",
        "/server/mail/texts.ts: mailTexts",
      ]),
    );
  });

  for (const { name, texts } of dictionaries) {
    it(`${name}: same keys and {placeholders} in English and French, French typography`, () => {
      expect(compareDictionaries(texts.en, texts.fr)).toEqual([]);
      expect(frenchTypographyProblems(texts.fr)).toEqual([]);
    });
  }
});

describe("the dictionary checks", () => {
  const source: Tree = {
    greeting: "Hello {name}",
    nested: { a: "A", b: "B {count}" },
    gone: "Only in English",
  };

  it("accept a translation of the same shape", () => {
    const translation: Tree = {
      greeting: "Bonjour {name}",
      nested: { a: "A", b: "B {count}" },
      gone: "Seulement en anglais",
    };
    expect(compareDictionaries(source, translation)).toEqual([]);
  });

  it("report missing and extra keys, empty texts and different placeholders", () => {
    const broken: Tree = {
      greeting: "Bonjour {nom}",
      nested: { a: "  ", b: "B {count}", extra: "En trop" },
    };
    expect(compareDictionaries(source, broken)).toEqual([
      "gone: missing in the translation",
      "nested.extra: not in the source",
      "nested.a: empty in the translation",
      "greeting: placeholders {name} in the source, {nom} in the translation",
    ]);
  });

  it("report a group where the source has a text", () => {
    expect(compareDictionaries({ a: "A" }, { a: { b: "B" } })).toEqual([
      "a: missing in the translation",
      "a.b: not in the source",
    ]);
  });

  it("report ordinary spaces before French double punctuation and straight apostrophes", () => {
    const sample: Tree = {
      fine: "E-mail\u00a0: {email}\u202f; vraiment\u00a0? Oui\u00a0! L’eau",
      colon: "E-mail : {email}",
      question: "Pourquoi ?",
      bang: { deep: "Merci !" },
      semicolon: "un ; deux",
      apostrophe: "l'eau",
    };
    expect(frenchTypographyProblems(sample)).toEqual([
      "colon: ordinary space before “:” in \"E-mail : {email}\"",
      "question: ordinary space before “?” in \"Pourquoi ?\"",
      "bang.deep: ordinary space before “!” in \"Merci !\"",
      "semicolon: ordinary space before “;” in \"un ; deux\"",
      "apostrophe: straight apostrophe in \"l'eau\"",
    ]);
  });
});
