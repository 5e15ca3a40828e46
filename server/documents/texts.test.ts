/**
 * The documents' words (texts.ts): the same placeholders in both languages, and French
 * typography — a non-breaking space before : ; ? !, typographic apostrophes.
 */
import { describe, expect, it } from "vitest";
import { documentTexts } from "./texts";

type Tree = string | { [key: string]: Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  typeof tree === "string" ? [[prefix, tree]] : Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the documents' texts", () => {
  const en = new Map(leaves(documentTexts.en));
  const fr = new Map(leaves(documentTexts.fr));

  it("have the same keys and placeholders in English and French", () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) expect(placeholders(fr.get(key)!), key).toEqual(placeholders(text));
  });

  it("follow French typography in French, and use typographic apostrophes in both", () => {
    for (const [key, text] of fr) {
      expect(text, key).not.toMatch(/[^\u00a0][:;?!](\s|$)/);
      expect(text, key).not.toMatch(/ [:;?!]/);
    }
    for (const [key, text] of [...en, ...fr]) expect(text, key).not.toContain("'");
  });
});
