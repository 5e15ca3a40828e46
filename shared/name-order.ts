/**
 * The order of people's names in the lists (voters, the attendance sheet, a convocation's
 * recipients): accents and case folded to the base letter, then compared code unit by code unit —
 * the same order in the database (the generated column `members.name_key`) and in JavaScript
 * (`nameKey`), on PGlite and PostgreSQL whatever the database's collation, and the same in English
 * and French, which file base letters alike ("Émile" among the E's).
 */

/**
 * Letters folded to the base letter they are filed under, capitals included: accented Latin
 * letters, and the letters of Fon, Ewe and Yoruba names (ɛ and ẹ under e, ɔ and ọ under o, ŋ
 * under n, ṣ under s). A letter not here (a ligature such as œ, a mark typed apart from its
 * letter) is filed after the plain letters.
 */
const FOLDS: Record<string, string> = {
  a: "ÀÁÂÃÄÅĀàáâãäåā",
  c: "ÇĆČçćč",
  e: "ÈÉÊËĒĚƐẸèéêëēěɛẹ",
  i: "ÌÍÎÏĪìíîïī",
  n: "ÑŃŊñńŋ",
  o: "ÒÓÔÕÖØŌƆỌòóôõöøōɔọ",
  u: "ÙÚÛÜŪùúûüū",
  y: "ÝŸýÿ",
  s: "ŠṢšṣ",
  z: "Žž",
};
/** The folded letters, and the base letter of each at the same place. */
export const FOLD_FROM = Object.values(FOLDS).join("");
export const FOLD_TO = Object.entries(FOLDS)
  .map(([base, letters]) => base.repeat([...letters].length))
  .join("");

const foldTable = new Map([...FOLD_FROM].map((letter, i) => [letter, FOLD_TO[i]!]));

/**
 * A name's key: its letters folded (FOLDS) and A–Z in lower case — what the database computes as
 * `lower(translate(full_name, FOLD_FROM, FOLD_TO) collate "C")`.
 */
export const nameKey = (name: string): string =>
  [...name].map((letter) => foldTable.get(letter) ?? (letter >= "A" && letter <= "Z" ? letter.toLowerCase() : letter)).join("");

/** People in the order of their names' keys (then of their ids, so that the order is total). */
export const byName = <T extends { fullName: string; memberId: string }>(rows: readonly T[]): T[] =>
  rows
    .map((row) => ({ row, key: nameKey(row.fullName) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.memberId < b.row.memberId ? -1 : a.row.memberId > b.row.memberId ? 1 : 0))
    .map(({ row }) => row);
