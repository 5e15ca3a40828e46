/**
 * Fills `{key}` placeholders with their values: the one way the site's texts are filled, on its
 * pages, in its mails and in its documents. A value is text; a key without a value stays as it is
 * (which a test would see).
 *
 * French elides "de" before a word that begins with a vowel sound, and the word is often a value:
 * "la cotisation de {name}" with Adjoa reads "la cotisation d’Adjoa". No English text says
 * "de {…}". An `h` is left alone: whether a name's h is silent cannot be told from its letters.
 *
 * French also contracts "à" and "de" with the article a value begins with: "à {record}" with "le
 * message" reads "au message", "de {record}" with "les dons" reads "des dons". No English text
 * says "à {…}", and an English value does not begin with "le " or "les ".
 */
/** A vowel, once accents and marks are set apart from their letter (é, Ọ, as well as Ɛ and Ɔ). */
const VOWEL = /^[aeiouyæœɛɔ]/i;

/** "à le" → "au", "à les" → "aux", "de le" → "du", "de les" → "des", keeping a capital. */
const CONTRACTIONS: Record<string, Record<string, string>> = {
  à: { le: "au", les: "aux" },
  de: { le: "du", les: "des" },
};

export function fill(text: string, values: Readonly<Record<string, string | number | undefined>>): string {
  return text.replace(/((?<!\p{L})(?:[Dd]e|[àÀ]) )?\{(\w+)\}/gu, (match, before: string | undefined, key: string) => {
    const value = values[key];
    if (value === undefined) return match;
    const shown = String(value);
    if (!before) return shown;
    const article = /^(les?) /.exec(shown);
    if (article) {
      const contracted = CONTRACTIONS[before.trim().toLowerCase()]![article[1]!]!;
      const word = before[0] === before[0]!.toUpperCase() ? contracted[0]!.toUpperCase() + contracted.slice(1) : contracted;
      return `${word} ${shown.slice(article[0].length)}`;
    }
    if (before.trim().toLowerCase() === "à") return `${before}${shown}`;
    return VOWEL.test(shown.normalize("NFD")) ? `${before[0]}’${shown}` : `${before}${shown}`;
  });
}
