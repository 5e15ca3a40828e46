/**
 * What the admin's forms say under a field that was refused, written for the person in the
 * admin's language — never the schema's wording ('String must contain at least 12 character(s)'),
 * which the API keeps for its clients (docs/rules.md R21, shared/validation.ts).
 *
 * A refusal names its rule by a code with its parameters (docs/rules.md R17): the browser's check
 * reads it from the zod issue (client/src/lib/forms.ts), the server sends it beside its words, and
 * the admin's own checks give theirs (`taken`, `agmPast`). `fieldMessage` words that rule for the
 * field it is on; a code no rule explains gets the field's own generic text.
 */
import type { Language } from "@shared/domain";
import { formatMoney, toMinor, DUES_CURRENCY } from "@shared/money";
import { customMessages, translateMessage, type IssueCode } from "@shared/validation";

/** The codes of the admin's own rules and checks (refinements, setError). */
export const adminRuleKeys = ["passwordsDiffer", "count", "tagLength", "eventDate", "endsBeforeStart", "agmPast", "paidOnFuture", "taken", "addressCount"] as const;
export type AdminRuleKey = (typeof adminRuleKeys)[number];

/**
 * A field's refusal as react-hook-form holds it: its code in `type` (the form's check, setError) or
 * `code` (the server's field error), with the rule's parameters beside it.
 */
export type Refusal = { type?: string; message?: string } & Partial<IssueCode>;

const isAdminKey = (key: string): key is AdminRuleKey => (adminRuleKeys as readonly string[]).includes(key);

// ---------------------------------------------------------------- the words

const figure = (n: number, lang: Language) => n.toLocaleString(lang === "fr" ? "fr-FR" : "en-US").replace(/\u202f/g, "\u00a0");
const fcfa = (n: number, lang: Language) => formatMoney(toMinor(n, DUES_CURRENCY), DUES_CURRENCY, lang);

type RuleTexts = {
  required: string;
  tooShort: (length: string) => string;
  tooLong: (length: string) => string;
  email: string;
  url: string;
  choice: string;
  tooSmall: (limit: string, inclusive: boolean) => string;
  tooBig: (limit: string, inclusive: boolean) => string;
  wholeNumber: string;
  number: string;
  invalid: string;
};
/** A field's own words: for some rules, and `invalid` for anything no rule explains. */
type FieldTexts = Partial<Omit<RuleTexts, "tooSmall" | "tooBig">> & {
  tooSmall?: string | ((limit: string) => string);
  tooBig?: string | ((limit: string) => string);
  /** Already used by another record (a 409: a username, a web address). */
  taken?: string;
};

const enRules = {
  required: "Fill in this field.",
  tooShort: (n) => `At least ${n} characters.`,
  tooLong: (n) => `At most ${n} characters.`,
  email: "Enter an e-mail address like name@example.org",
  url: "Enter a web address that starts with https://, like https://example.org",
  choice: "Choose one of the options of the list.",
  tooSmall: (n, inclusive) => (inclusive ? `Enter ${n} or more.` : `Enter a number greater than ${n}.`),
  tooBig: (n, inclusive) => (inclusive ? `Enter ${n} or less.` : `Enter a number less than ${n}.`),
  wholeNumber: "Enter a whole number, without decimals.",
  number: "Enter a number, in digits.",
  invalid: "Check what this field holds.",
} satisfies RuleTexts;

const en = {
  rules: enRules,
  admin: {
    passwordsDiffer: "The two new passwords are not the same: type the new one again.",
    count: "Enter a whole number, in digits, or leave the field empty.",
    tagLength: "Each tag has at most 40 characters: shorten the long one, or split it with a comma.",
    eventDate: "Enter a date and a time.",
    endsBeforeStart: "The end must come after the start.",
    agmPast: "This date is past: enter the next general assembly, or confirm the past date below",
    paidOnFuture: "The payment date cannot be in the future.",
    taken: "This is already used: choose another.",
    addressCount: "At most 10 addresses: keep the ones who must hear of it first.",
  },
  fields: {
    username: {
      required: "Enter a username.",
      tooShort: (n) => `A username has at least ${n} characters.`,
      invalid: "Use letters a–z, digits and . _ @ - only, without spaces, beginning and ending with a letter or a digit.",
      taken: "Another administrator already has this username: choose another.",
    },
    signInPassword: { required: "Enter your password." },
    password: { required: "Choose a password of at least 12 characters." },
    currentPassword: { required: "Enter your current password.", invalid: "This is not your current password: type it again." },
    newPassword: { required: "Choose a new password of at least 12 characters." },
    confirmPassword: { required: "Type the new password again." },
    dues: {
      required: "Enter an amount in whole FCFA.",
      number: "Enter an amount in whole FCFA, in digits.",
      wholeNumber: "Enter an amount in whole FCFA, without decimals.",
      tooSmall: (amount) => `At least ${amount}.`,
      tooBig: (amount) => `At most ${amount}.`,
      invalid: "Enter an amount in whole FCFA.",
    },
    nextAgm: { required: "Enter a month (YYYY-MM) or a day (YYYY-MM-DD).", invalid: "Enter a month (YYYY-MM) or a day (YYYY-MM-DD) that exists." },
    graceDays: { required: "Enter a number of days, from 0 to 120." },
    fullName: { required: "Enter the member’s full name." },
    email: { required: "Enter an e-mail address.", invalid: "Enter an e-mail address like name@example.org" },
    notifyEmails: {
      email: "Enter each address like name@example.org, one a line.",
      tooLong: (n) => `An address has at most ${n} characters.`,
      invalid: "Enter e-mail addresses like name@example.org, one a line.",
    },
    country: { required: "Enter the country." },
    amount: {
      required: "Enter the amount.",
      number: "Enter the amount in digits, e.g. 12000.",
      tooSmall: "Enter an amount greater than 0.",
      invalid: "Enter the amount that is due, shown above.",
    },
    currency: { invalid: "Record the payment in the currency of what is owed." },
    paidOn: { required: "Enter the day it was paid.", invalid: "Enter a day from January 1, 2000 to today." },
    reference: { invalid: "A payment with this reference is already recorded: check the number." },
    programSlug: { required: "Enter the page’s web address.", invalid: "This web address is already used by another program: choose another." },
    articleSlug: { required: "Enter the page’s web address.", invalid: "This web address is already used by another article: choose another." },
    eventSlug: { required: "Enter the page’s web address.", invalid: "This web address is already used by another event: choose another." },
    author: { required: "Enter the author’s name." },
    publishDate: { required: "Enter the publication date.", invalid: "Enter the publication date." },
    startsAt: { required: "Enter when the event starts.", invalid: "Enter a date and a time." },
    endsAt: { invalid: "Enter a date and a time, after the start." },
    timezone: { invalid: "Choose a time zone of the list." },
    link: { invalid: "Enter a web address that starts with https://, like https://example.org" },
    heroImage: { invalid: "Upload the image again." },
    text: {},
  },
} satisfies { rules: RuleTexts; admin: Record<AdminRuleKey, string>; fields: Record<string, FieldTexts> };

/** French, with English's every key (a missing one does not compile). */
const fr: typeof en = {
  rules: {
    required: "Remplissez ce champ.",
    tooShort: (n) => `${n}\u00a0caractères au moins.`,
    tooLong: (n) => `${n}\u00a0caractères au plus.`,
    email: "Saisissez une adresse e-mail comme nom@exemple.org",
    url: "Saisissez une adresse web qui commence par https://, comme https://exemple.org",
    choice: "Choisissez l’une des options de la liste.",
    tooSmall: (n, inclusive) => (inclusive ? `Saisissez ${n} ou plus.` : `Saisissez un nombre supérieur à ${n}.`),
    tooBig: (n, inclusive) => (inclusive ? `Saisissez ${n} ou moins.` : `Saisissez un nombre inférieur à ${n}.`),
    wholeNumber: "Saisissez un nombre entier, sans décimales.",
    number: "Saisissez un nombre, en chiffres.",
    invalid: "Vérifiez le contenu de ce champ.",
  },
  admin: {
    passwordsDiffer: "Les deux nouveaux mots de passe ne sont pas identiques\u00a0: saisissez de nouveau le nouveau mot de passe.",
    count: "Saisissez un nombre entier, en chiffres, ou laissez le champ vide.",
    tagLength: "Chaque mot-clé compte au plus 40\u00a0caractères\u00a0: raccourcissez le plus long, ou coupez-le d’une virgule.",
    eventDate: "Saisissez une date et une heure.",
    endsBeforeStart: "La fin doit venir après le début.",
    agmPast: "Cette date est passée\u00a0: indiquez la prochaine assemblée générale, ou confirmez la date passée ci-dessous",
    paidOnFuture: "La date du paiement ne peut pas être dans le futur.",
    taken: "Cette valeur est déjà utilisée\u00a0: choisissez-en une autre.",
    addressCount: "10\u00a0adresses au plus\u00a0: gardez celles qui doivent être prévenues en premier.",
  },
  fields: {
    username: {
      required: "Saisissez un nom d’utilisateur.",
      tooShort: (n) => `Un nom d’utilisateur compte au moins ${n}\u00a0caractères.`,
      invalid: "Utilisez uniquement des lettres a–z sans accent, des chiffres et . _ @ -, sans espace, en commençant et en finissant par une lettre ou un chiffre.",
      taken: "Un autre administrateur a déjà ce nom d’utilisateur\u00a0: choisissez-en un autre.",
    },
    signInPassword: { required: "Saisissez votre mot de passe." },
    password: { required: "Choisissez un mot de passe de 12\u00a0caractères au moins." },
    currentPassword: { required: "Saisissez votre mot de passe actuel.", invalid: "Ce n’est pas votre mot de passe actuel\u00a0: saisissez-le de nouveau." },
    newPassword: { required: "Choisissez un nouveau mot de passe de 12\u00a0caractères au moins." },
    confirmPassword: { required: "Saisissez de nouveau le nouveau mot de passe." },
    dues: {
      required: "Saisissez un montant en FCFA entiers.",
      number: "Saisissez un montant en FCFA entiers, en chiffres.",
      wholeNumber: "Saisissez un montant en FCFA entiers, sans décimales.",
      tooSmall: (amount) => `${amount} au moins.`,
      tooBig: (amount) => `${amount} au plus.`,
      invalid: "Saisissez un montant en FCFA entiers.",
    },
    nextAgm: { required: "Saisissez un mois (AAAA-MM) ou un jour (AAAA-MM-JJ).", invalid: "Saisissez un mois (AAAA-MM) ou un jour (AAAA-MM-JJ) qui existe." },
    graceDays: { required: "Saisissez un nombre de jours, de 0 à 120." },
    fullName: { required: "Saisissez le nom complet du membre." },
    email: { required: "Saisissez une adresse e-mail.", invalid: "Saisissez une adresse e-mail comme nom@exemple.org" },
    notifyEmails: {
      email: "Saisissez chaque adresse comme nom@exemple.org, une par ligne.",
      tooLong: (n) => `Une adresse compte au plus ${n}\u00a0caractères.`,
      invalid: "Saisissez des adresses e-mail comme nom@exemple.org, une par ligne.",
    },
    country: { required: "Saisissez le pays." },
    amount: {
      required: "Saisissez le montant.",
      number: "Saisissez le montant en chiffres, par ex. 12000.",
      tooSmall: "Saisissez un montant supérieur à 0.",
      invalid: "Saisissez le montant dû, indiqué ci-dessus.",
    },
    currency: { invalid: "Enregistrez le paiement dans la devise de ce qui est dû." },
    paidOn: { required: "Saisissez le jour du paiement.", invalid: "Saisissez un jour entre le 1er janvier 2000 et aujourd’hui." },
    reference: { invalid: "Un paiement avec cette référence est déjà enregistré\u00a0: vérifiez le numéro." },
    programSlug: { required: "Saisissez l’adresse web de la page.", invalid: "Cette adresse web est déjà celle d’un autre programme\u00a0: choisissez-en une autre." },
    articleSlug: { required: "Saisissez l’adresse web de la page.", invalid: "Cette adresse web est déjà celle d’un autre article\u00a0: choisissez-en une autre." },
    eventSlug: { required: "Saisissez l’adresse web de la page.", invalid: "Cette adresse web est déjà celle d’un autre événement\u00a0: choisissez-en une autre." },
    author: { required: "Saisissez le nom de l’auteur." },
    publishDate: { required: "Saisissez la date de publication.", invalid: "Saisissez la date de publication." },
    startsAt: { required: "Indiquez quand l’événement commence.", invalid: "Saisissez une date et une heure." },
    endsAt: { invalid: "Saisissez une date et une heure, après le début." },
    timezone: { invalid: "Choisissez un fuseau horaire de la liste." },
    link: { invalid: "Saisissez une adresse web qui commence par https://, comme https://exemple.org" },
    heroImage: { invalid: "Téléversez de nouveau l’image." },
    text: {},
  },
};

export const fieldMessageTexts = { en, fr } as const;

/**
 * The kind of field a message is for: its own words where they help (`dues` for an amount in
 * FCFA, `articleSlug` for an article's web address); `text` for any other.
 */
export type AdminField = keyof typeof en.fields;

/** The words, for the person, of a refusal on a field. */
export function fieldMessage(field: AdminField, refusal: Refusal, lang: Language): string {
  const words = fieldMessageTexts[lang];
  const own: FieldTexts = words.fields[field];
  const code = refusal.code ?? refusal.type ?? "";
  const n = (value: number) => (field === "dues" ? fcfa(value, lang) : figure(value, lang));
  const limit = (text: string | ((limit: string) => string) | undefined, value: number, rule: RuleTexts["tooSmall"]) =>
    typeof text === "string" ? text : text ? text(n(value)) : rule(n(value), refusal.inclusive ?? true);
  const invalid = own.invalid ?? words.rules.invalid;
  if (code === "taken") return own.taken ?? own.invalid ?? words.admin.taken;
  if (isAdminKey(code)) return words.admin[code];
  if (Object.hasOwn(customMessages, code)) {
    // The shared rules' own texts (shared/validation) are written for people, in both languages.
    return code === "username" && own.invalid ? own.invalid : translateMessage([code, ...(refusal.params ?? [])].join(":"), lang);
  }
  const string = refusal.origin === "string";
  const number = refusal.origin === "number" || refusal.origin === "bigint";
  switch (code) {
    case "required":
      return own.required ?? words.rules.required;
    case "too_small":
      if (string) return (own.tooShort ?? words.rules.tooShort)(n(refusal.minimum ?? 0));
      return number ? limit(own.tooSmall, refusal.minimum ?? 0, words.rules.tooSmall) : invalid;
    case "too_big":
      if (string) return (own.tooLong ?? words.rules.tooLong)(n(refusal.maximum ?? 0));
      return number ? limit(own.tooBig, refusal.maximum ?? 0, words.rules.tooBig) : invalid;
    case "invalid_format":
      if (refusal.format === "email") return own.email ?? words.rules.email;
      if (refusal.format === "url") return own.url ?? words.rules.url;
      return invalid;
    case "invalid_value":
      return own.choice ?? words.rules.choice;
    case "invalid_type":
      if (refusal.expected === "int") return own.wholeNumber ?? words.rules.wholeNumber;
      if (refusal.expected === "number") return own.number ?? words.rules.number;
      return invalid;
    default:
      return invalid;
  }
}
