/**
 * The standard validation messages (docs/rules.md R21), in both languages.
 *
 * The shared schemas carry the rules; this error map turns a failed rule into the
 * text a visitor reads. The server answers in the request's language, the forms
 * resolve with the page's language: one definition of every message.
 */
import type { z } from "zod";
import type { Currency, Language } from "./domain";
import { currencyInfo, formatMoney, toMinor } from "./money";
import { MAX_GRACE_DAYS } from "./membership";

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const typeName = (input: unknown): string => {
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  if (typeof input === "number" && Number.isNaN(input)) return "nan";
  return typeof input;
};

const quote = (values: readonly unknown[]) =>
  values.map((v) => (typeof v === "string" ? `'${v}'` : String(v))).join(" | ");

const received = (input: unknown) =>
  typeof input === "string" ? `'${input.slice(0, 40)}'` : typeName(input);

const en = {
  required: "Required",
  expected: (expected: string, got: string) => `Expected ${expected}, received ${got}`,
  email: "Invalid email",
  url: "Invalid url",
  enumValue: (options: string, got: string) =>
    `Invalid enum value. Expected ${options}, received ${got}`,
  minString: (n: number) => `String must contain at least ${n} character(s)`,
  maxString: (n: number) => `String must contain at most ${n} character(s)`,
  minNumber: (n: number, inclusive: boolean) =>
    `Number must be greater than ${inclusive ? "or equal to " : ""}${n}`,
  maxNumber: (n: number, inclusive: boolean) =>
    `Number must be less than ${inclusive ? "or equal to " : ""}${n}`,
  integer: "Expected integer, received float",
  finite: "Expected a finite number",
  unknownKeys: (keys: string) => `Unrecognized key(s) in object: ${keys}`,
  invalid: "Invalid input",
};

const fr: typeof en = {
  required: "Obligatoire",
  expected: (expected, got) => `Type attendu\u00a0: ${expected}, reçu\u00a0: ${got}`,
  email: "Adresse e-mail invalide",
  url: "Adresse web invalide",
  enumValue: (options, got) => `Valeur invalide. Attendu\u00a0: ${options}, reçu\u00a0: ${got}`,
  minString: (n) => `Le texte doit contenir au moins ${n}\u00a0caractère(s)`,
  maxString: (n) => `Le texte doit contenir au plus ${n}\u00a0caractère(s)`,
  minNumber: (n, inclusive) =>
    `Le nombre doit être ${inclusive ? "supérieur ou égal" : "supérieur"} à ${n}`,
  maxNumber: (n, inclusive) =>
    `Le nombre doit être ${inclusive ? "inférieur ou égal" : "inférieur"} à ${n}`,
  integer: "Nombre entier attendu",
  finite: "Nombre fini attendu",
  unknownKeys: (keys) => `Champ(s) non reconnu(s)\u00a0: ${keys}`,
  invalid: "Valeur invalide",
};

const messages = { en, fr } as const;

/**
 * Texts of custom rules (refinements): a rule's message is a key, optionally followed by
 * parameters (`amount_tooSmall:XOF`), resolved here in the reader's language.
 */
type Custom = Record<Language, string | ((params: string[]) => string)>;
const money = (params: string[], lang: Language, pick: "min" | "max") => {
  const currency = params[0] as Currency;
  if (!(currency in currencyInfo)) return "";
  const info = currencyInfo[currency];
  return formatMoney(toMinor(pick === "min" ? info.minMajor : info.maxMajor, currency), currency, lang);
};
export const customMessages = {
  /** PostgreSQL refuses U+0000 in text: it is refused here, with a reason, rather than lost. */
  nulCharacter: {
    en: "Remove the invalid character (NUL) from this field",
    fr: "Retirez le caractère invalide (NUL) de ce champ",
  },
  /** Half of a UTF-16 surrogate pair alone (`"\ud800"` in JSON): no UTF-8 text, so no stored text, can hold it. */
  loneSurrogate: {
    en: "Remove the invalid character from this field",
    fr: "Retirez le caractère invalide de ce champ",
  },
  /** A one-time link's token that is not one the site makes (shared/account-links.ts). */
  linkInvalid: {
    en: "This link is not valid: ask for a new one",
    fr: "Ce lien n’est pas valide\u00a0: demandez-en un nouveau",
  },
  consentRequired: {
    en: "You must consent to the processing of your personal data to apply",
    fr: "Vous devez consentir au traitement de vos données personnelles pour adhérer",
  },
  slugFormat: {
    en: "Use lowercase letters, digits and single hyphens only",
    fr: "Utilisez uniquement des minuscules, des chiffres et des traits d’union simples",
  },
  /** A text of the site's content left empty in both languages (one may wait for its translation). */
  translationRequired: {
    en: "Write this text in at least one language",
    fr: "Rédigez ce texte dans au moins une langue",
  },
  /** A hero image's alternative text, required in each language (docs/rules.md R35). */
  altRequired: {
    en: "Describe the image for people who cannot see it",
    fr: "Décrivez l’image pour les personnes qui ne peuvent pas la voir",
  },
  imageWithAlt: {
    en: "Send the image with its alternative text",
    fr: "Envoyez l’image avec son texte alternatif",
  },
  imageNotFound: {
    en: "This image does not exist: upload it again",
    fr: "Cette image n’existe pas\u00a0: téléversez-la de nouveau",
  },
  timeZone: {
    en: "Unknown time zone",
    fr: "Fuseau horaire inconnu",
  },
  patronAmountRequired: {
    en: "Enter the yearly contribution you wish to make as a patron",
    fr: "Indiquez la contribution annuelle que vous souhaitez verser en tant que bienfaiteur",
  },
  /** `patronMinimum:<whole FCFA>`: the least a patron gives, as the settings have it. */
  patronMinimum: {
    en: ([minimum]: string[]) => `Patrons contribute at least ${formatMoney(toMinor(Number(minimum ?? 0), "XOF"), "XOF", "en")} a year`,
    fr: ([minimum]: string[]) => `Les bienfaiteurs versent au moins ${formatMoney(toMinor(Number(minimum ?? 0), "XOF"), "XOF", "fr")} par an`,
  },
  amount_notWhole: {
    en: "Enter a whole amount, without decimals",
    fr: "Indiquez un montant entier, sans décimales",
  },
  amount_tooSmall: {
    en: (p) => `The amount must be at least ${money(p, "en", "min")}`,
    fr: (p) => `Le montant doit être d’au moins ${money(p, "fr", "min")}`,
  },
  amount_tooLarge: {
    en: (p) => `The amount must be at most ${money(p, "en", "max")}`,
    fr: (p) => `Le montant ne peut pas dépasser ${money(p, "fr", "max")}`,
  },
  agmDate: {
    en: "Enter a month (YYYY-MM) or a day (YYYY-MM-DD)",
    fr: "Indiquez un mois (AAAA-MM) ou un jour (AAAA-MM-JJ)",
  },
  graceDays: {
    en: `Enter a whole number of days, from 0 to ${MAX_GRACE_DAYS}`,
    fr: `Indiquez un nombre entier de jours, de 0 à ${MAX_GRACE_DAYS}`,
  },
  nextYearFrom: {
    en: "Choose a day from July 1 to December 31",
    fr: "Choisissez un jour du 1er juillet au 31 décembre",
  },
  /** A general assembly's day and hour (shared/voters.ts), on Benin's clock. */
  heldAt: {
    en: "Enter the day and the time of the assembly",
    fr: "Indiquez le jour et l’heure de l’assemblée",
  },
  /** A convocation's day and hour already past (on the server's clock). */
  heldAtPast: {
    en: "This day and time are past: enter when the assembly will be held",
    fr: "Ce jour et cette heure sont passés\u00a0: indiquez quand l’assemblée se tiendra",
  },
  /** `heldAtYear:<year>`: the assembly of a year is held in that year (its voters are paid for it). */
  heldAtYear: {
    en: ([year]: string[]) => `The ${year ?? ""} assembly is held in ${year ?? ""}: enter a day of that year, or change the year`,
    fr: ([year]: string[]) => `L’assemblée ${year ?? ""} se tient en ${year ?? ""}\u00a0: indiquez un jour de cette année, ou changez l’année`,
  },
  year: {
    en: "Enter a year, such as 2027",
    fr: "Indiquez une année, par exemple 2027",
  },
  username: {
    en: "Use letters a–z, digits and . _ @ - only, beginning and ending with a letter or a digit",
    fr: "Utilisez uniquement des lettres a–z sans accent, des chiffres et . _ @ -, en commençant et en finissant par une lettre ou un chiffre",
  },
  tierMismatch: {
    en: "This amount is not the amount of the chosen impact tier",
    fr: "Ce montant ne correspond pas au palier d’impact choisi",
  },
  /** A Markdown image from another host (shared/markdown-images.ts): the site's policy would not show it. */
  outsideImage: {
    en: "Images from other websites cannot be shown on this site: use an image of the site (/images/…) or remove it",
    fr: "Les images d’autres sites ne peuvent pas s’afficher sur ce site\u00a0: utilisez une image du site (/images/…) ou retirez-la",
  },
  /** A member's telephone number on their own page (shared/my-membership.ts): digits, with or without +, spaces. */
  memberPhone: {
    en: "Enter a phone number, such as +229 01 97 12 34 56",
    fr: "Indiquez un numéro de téléphone, par exemple +229 01 97 12 34 56",
  },
  /** A phone/WhatsApp number on the join and donate forms (shared/public-forms.ts): Benin's, or another country's with its code. */
  contactPhone: {
    en: "Enter a phone number, such as 01\u00a097\u00a012\u00a034\u00a056, or another country’s with its code (+33\u00a06\u00a012\u00a034\u00a056\u00a078)",
    fr: "Indiquez un numéro de téléphone, par exemple 01\u00a097\u00a012\u00a034\u00a056, ou celui d’un autre pays avec son indicatif (+33\u00a06\u00a012\u00a034\u00a056\u00a078)",
  },
} as const satisfies Record<string, Custom>;
export type CustomMessageKey = keyof typeof customMessages;

const isCustomKey = (key: unknown): key is CustomMessageKey =>
  typeof key === "string" && Object.hasOwn(customMessages, key);

/** A rule's own message is a key of `customMessages` with its parameters; anything else is kept. */
/** True when PostgreSQL can store the text: it holds no NUL (U+0000). */
export const isStorableText = (text: string) => !text.includes("\u0000");

/**
 * Dates stored and read back as they were sent. A day: PostgreSQL has no year 0 (`0000-01-01`,
 * which the ISO pattern allows). An instant: from the year 1000 to 9999 — one before the year 100
 * comes back 1900 years later from the drivers (0001 → 2001), one past 9999 is written `+010000-…`
 * by toISOString, which PostgreSQL cannot read; JavaScript's dates reach ±271821.
 */
export const isStorableDay = (day: string) => !day.startsWith("0000");
const FIRST_INSTANT = Date.parse("1000-01-01T00:00:00.000Z");
const LAST_INSTANT = Date.parse("9999-12-31T23:59:59.999Z");
export const isStorableInstant = (date: Date) => date.getTime() >= FIRST_INSTANT && date.getTime() <= LAST_INSTANT;

/** True when the text is well-formed UTF-16: no lone surrogate, which UTF-8 (PostgreSQL's JSON among others) cannot encode. */
export const isWellFormedText = (text: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

export function translateMessage(message: string, lang: Language): string {
  const [key, ...params] = message.split(":");
  if (!isCustomKey(key)) return message;
  const text: string | ((params: string[]) => string) = customMessages[key][lang];
  return typeof text === "function" ? text(params) : text;
}

export function messageFor(issue: Issue, lang: Language): string {
  const m = messages[lang];
  // A rule that names a message key of its own wins.
  if (issue.message && isCustomKey(issue.message.split(":")[0])) return translateMessage(issue.message, lang);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return m.required;
      // JSON's 1e999 reads as Infinity: a number, but none that is expected.
      if (typeof issue.input === "number" && !Number.isNaN(issue.input) && !Number.isFinite(issue.input)) return m.finite;
      if (issue.expected === "int") return m.integer;
      return m.expected(issue.expected, typeName(issue.input));
    case "invalid_format":
      if (issue.format === "email") return m.email;
      if (issue.format === "url") return m.url;
      return m.invalid;
    case "invalid_value":
      return m.enumValue(quote(issue.values), received(issue.input));
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? m.required : m.minString(Number(issue.minimum));
      if (issue.origin === "number" || issue.origin === "bigint")
        return m.minNumber(Number(issue.minimum), issue.inclusive ?? true);
      if (issue.origin === "array") return m.required;
      return m.invalid;
    case "too_big":
      if (issue.origin === "string") return m.maxString(Number(issue.maximum));
      if (issue.origin === "number" || issue.origin === "bigint")
        return m.maxNumber(Number(issue.maximum), issue.inclusive ?? true);
      return m.invalid;
    case "unrecognized_keys":
      return m.unknownKeys(issue.keys.join(", "));
    default:
      return m.invalid;
  }
}

/** A zod error map for one language: `schema.safeParse(data, { error: errorMap("fr") })`. */
export const errorMap =
  (lang: Language): z.core.$ZodErrorMap =>
  (issue) =>
    messageFor(issue, lang);

/**
 * What a refusal names, beside its words, for a client that says it in its own (the admin): zod 4's
 * issue code with the parameters it carries (`too_small` with `origin`, `minimum`, `inclusive`),
 * `required` for a value missing or left empty, a custom rule's key (`slugFormat`, `amount_tooSmall`
 * with `params: ["XOF"]`), or what the server refused for a reason of its own (`taken`).
 */
export type IssueCode = {
  code: string;
  /** invalid_type: what was expected (`number`, `int`, `string`…). */
  expected?: string;
  /** invalid_format: which (`email`, `url`, `regex`…). */
  format?: string;
  /** invalid_value: the values allowed. */
  values?: (string | number | boolean | null)[];
  /** too_small, too_big: what was measured (`string` in characters, `number`, `array`). */
  origin?: string;
  minimum?: number;
  maximum?: number;
  inclusive?: boolean;
  /** unrecognized_keys: the fields not expected. */
  keys?: string[];
  /** A custom rule's parameters (`amount_tooSmall` with `["XOF"]`). */
  params?: string[];
};

const isPrimitive = (value: unknown): value is string | number | boolean | null =>
  value === null || ["string", "number", "boolean"].includes(typeof value);

/** The code and parameters of a zod issue: the rule that failed, as the words of `messageFor` read it. */
export function issueCode(issue: Issue | z.core.$ZodIssue): IssueCode {
  // A rule's message is its key (`slugFormat`, `amount_tooSmall:XOF`; a form's own refinement too, `passwordsDiffer`).
  const [key = "", ...params] = (issue.message ?? "").split(":");
  if (isCustomKey(key) || (issue.code === "custom" && /^[A-Za-z_]+$/.test(key))) return params.length > 0 ? { code: key, params } : { code: key };
  switch (issue.code) {
    case "invalid_type":
      // A parsed error's issues keep no input: the error map's word for it says it was missing.
      if ("input" in issue ? issue.input === undefined || issue.input === null : [messages.en.required, messages.fr.required].includes(issue.message ?? ""))
        return { code: "required" };
      return { code: issue.code, expected: issue.expected };
    case "invalid_format":
      return { code: issue.code, format: issue.format };
    case "invalid_value":
      return { code: issue.code, values: issue.values.filter(isPrimitive) };
    case "too_small":
      if ((issue.origin === "string" && Number(issue.minimum) <= 1) || issue.origin === "array") return { code: "required" };
      return { code: issue.code, origin: issue.origin, minimum: Number(issue.minimum), inclusive: issue.inclusive ?? true };
    case "too_big":
      return { code: issue.code, origin: issue.origin, maximum: Number(issue.maximum), inclusive: issue.inclusive ?? true };
    case "unrecognized_keys":
      return { code: issue.code, keys: issue.keys };
    default:
      return { code: issue.code ?? "custom" };
  }
}

/**
 * A field's refusal in the contract's error body: where, the words, and what rule (`code` and its
 * parameters). The server's own refusals may leave the code out: the error handler then says
 * `conflict` (a 409) or `refused`.
 */
export type FieldError = { path: string; message: string } & Partial<IssueCode>;

/** The contract's field errors: `[{ path: "email", message: "Invalid email", code: "invalid_format", format: "email" }]`. */
export const fieldErrors = (error: z.core.$ZodError, lang: Language = "en"): (FieldError & IssueCode)[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: translateMessage(issue.message, lang),
    ...issueCode(issue),
  }));
