/**
 * Countries, by their ISO 3166-1 code (and Kosovo's XK), named in the reader's language by the
 * browser's or Node's own data (Intl.DisplayNames): the list costs its codes, not 250 names in two
 * languages. A country typed as text ("Bénin", "benin", "Republic of Benin", "BJ") is one code, so
 * that a country is one country in the filters and figures. No library: the admin imports it.
 */
import type { Language } from "./domain";

export const countryCodes: readonly string[] = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS " +
  "BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE " +
  "EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM " +
  "HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC " +
  "LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA " +
  "NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO " +
  "TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW"
).split(" ");

/** The foundation's region first in the lists: Benin, then West Africa. */
export const nearCountries = ["BJ", "TG", "NG", "BF", "NE", "CI", "GH", "SN", "ML", "GN", "CM", "GA", "CG", "CD", "SL", "LR", "GM", "GW", "CV", "MR"] as const;

const names: Partial<Record<Language, Intl.DisplayNames>> = {};

/** A country's name in a language (its code when the runtime has no name for it). */
export function countryName(code: string, lang: Language): string {
  try {
    names[lang] ??= new Intl.DisplayNames([lang], { type: "region" });
    return names[lang].of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country, named in `lang`: the foundation's region first, then the others in the language's order. */
export function countryOptions(lang: Language): { code: string; name: string }[] {
  const near = new Set<string>(nearCountries);
  const others = countryCodes
    .filter((code) => !near.has(code))
    .map((code) => ({ code, name: countryName(code, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  return [...nearCountries.map((code) => ({ code, name: countryName(code, lang) })), ...others];
}

/** A country's name reduced for comparison: no accents, no case, words of letters only. */
export const countryKey = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();

/** Other names people write for a country (the official names in English and French are known already). */
const otherNames: Record<string, string> = {
  "ivory coast": "CI",
  "cote divoire": "CI",
  "republic of benin": "BJ",
  "republique du benin": "BJ",
  "dahomey": "BJ",
  "gambia": "GM",
  "the gambia": "GM",
  "guinee bissau": "GW",
  "guinea bissau": "GW",
  "cape verde": "CV",
  "cap vert": "CV",
  "rdc": "CD",
  "drc": "CD",
  "dr congo": "CD",
  "rd congo": "CD",
  "republique democratique du congo": "CD",
  "democratic republic of the congo": "CD",
  "congo kinshasa": "CD",
  "congo brazzaville": "CG",
  "republic of the congo": "CG",
  "usa": "US",
  "u s a": "US",
  "united states of america": "US",
  "etats unis d amerique": "US",
  "uk": "GB",
  "u k": "GB",
  "england": "GB",
  "angleterre": "GB",
  "great britain": "GB",
  "grande bretagne": "GB",
  "burkina": "BF",
  "centrafrique": "CF",
};

let byKey: Map<string, string> | undefined;

/** The code of a country typed as text (a name in English or French, another usual name, or a code), or null. */
export function countryCodeOf(text: string): string | null {
  const trimmed = text.trim();
  if (/^[a-z]{2}$/i.test(trimmed) && countryCodes.includes(trimmed.toUpperCase())) return trimmed.toUpperCase();
  if (!byKey) {
    byKey = new Map(Object.entries(otherNames));
    for (const code of countryCodes) for (const lang of ["en", "fr"] as const) byKey.set(countryKey(countryName(code, lang)), code);
  }
  return byKey.get(countryKey(trimmed)) ?? null;
}

/**
 * What is stored of a country as given (a code from a list, or text typed): the text kept (the
 * country's name in the person's language when a code was given) and its code, when it names one.
 */
export function countryFields(given: string, lang: Language): { country: string; countryCode: string | null } {
  const text = given.trim();
  const code = countryCodeOf(text);
  const isCode = code !== null && text.toUpperCase() === code;
  return { country: isCode ? countryName(code, lang) : text, countryCode: code };
}

/** A person's country as a list shows it: its name in the reader's language, or what was typed when it names none. */
export const memberCountry = (person: { country: string; countryCode: string | null }, lang: Language) =>
  person.countryCode ? countryName(person.countryCode, lang) : person.country;
