/**
 * Which language of a content text a page shows (docs/rules.md R33): its own, or — while the translation is
 * missing — the other one, which the element then names with its `lang` attribute so that screen
 * readers switch voice. Its own tiny module: every public page that shows content imports it.
 */
import type { Language } from "./domain";

type LocalizedText = { en: string; fr: string };

/** The text to show in `lang`, or the other language's when this one is empty, and which it is. */
export function pickLocalized(text: LocalizedText | null | undefined, lang: Language): { text: string; lang: Language } {
  if (!text) return { text: "", lang };
  if (text[lang].trim() !== "") return { text: text[lang], lang };
  const other: Language = lang === "en" ? "fr" : "en";
  return text[other].trim() !== "" ? { text: text[other], lang: other } : { text: text[lang], lang };
}

/** The `lang` attribute an element needs: only when its text is not in the page's language. */
export const langAttribute = (picked: { lang: Language }, pageLang: Language): Language | undefined =>
  picked.lang === pageLang ? undefined : picked.lang;
