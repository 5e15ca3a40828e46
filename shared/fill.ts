/**
 * Fills `{key}` placeholders with their values: the one way the site's texts are filled, on its
 * pages, in its mails and in its documents. A value is text; a key without a value stays as it is
 * (which a test would see).
 *
 * French elides "de" before a word that begins with a vowel sound, and the word is often a value:
 * "la cotisation de {name}" with Adjoa reads "la cotisation d’Adjoa". No English text says
 * "de {…}". An `h` is left alone: whether a name's h is silent cannot be told from its letters.
 */
/** A vowel, once accents and marks are set apart from their letter (é, Ọ, as well as Ɛ and Ɔ). */
const VOWEL = /^[aeiouyæœɛɔ]/i;

export function fill(text: string, values: Readonly<Record<string, string | number | undefined>>): string {
  return text.replace(/(\b[Dd]e )?\{(\w+)\}/g, (match, de: string | undefined, key: string) => {
    const value = values[key];
    if (value === undefined) return match;
    const shown = String(value);
    if (!de) return shown;
    return VOWEL.test(shown.normalize("NFD")) ? `${de[0]}’${shown}` : `${de}${shown}`;
  });
}
