/**
 * Validation messages of the specification (section 5), in both languages.
 *
 * The shared schemas carry the rules; this error map turns a failed rule into the
 * text a visitor reads. The server answers in the request's language, the forms
 * resolve with the page's language: one definition of every message.
 */
import type { z } from "zod";

export const languages = ["en", "fr"] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  value === "en" || value === "fr";

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
  unknownKeys: (keys) => `Champ(s) non reconnu(s)\u00a0: ${keys}`,
  invalid: "Valeur invalide",
};

const messages = { en, fr } as const;

/** Texts of custom rules (refinements) are message keys resolved here. */
export const customMessages = {
  consentRequired: {
    en: "You must consent to the processing of your personal data to apply",
    fr: "Vous devez consentir au traitement de vos données personnelles pour adhérer",
  },
  slugFormat: {
    en: "Use lowercase letters, digits and single hyphens only",
    fr: "Utilisez uniquement des minuscules, des chiffres et des traits d’union simples",
  },
  timeZone: {
    en: "Unknown time zone",
    fr: "Fuseau horaire inconnu",
  },
} as const satisfies Record<string, Record<Language, string>>;
export type CustomMessageKey = keyof typeof customMessages;

const isCustomKey = (key: unknown): key is CustomMessageKey =>
  typeof key === "string" && Object.hasOwn(customMessages, key);

export function messageFor(issue: Issue, lang: Language): string {
  const m = messages[lang];
  // A rule that names a message key of its own wins.
  if (isCustomKey(issue.message)) return customMessages[issue.message][lang];
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return m.required;
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

export type FieldError = { path: string; message: string };

/** The contract's field errors: `[{ path: "email", message: "Invalid email" }]`. */
export const fieldErrors = (error: z.ZodError, lang: Language = "en"): FieldError[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: translateMessage(issue.message, lang),
  }));

/** A rule's own message is a key of `customMessages` (schema-level messages win over the map). */
export const translateMessage = (message: string, lang: Language): string =>
  isCustomKey(message) ? customMessages[message][lang] : message;
