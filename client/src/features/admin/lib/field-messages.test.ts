/**
 * The words under a refused field of the admin: every rule its schemas can break, checked in the
 * browser (the shared schemas' issues, by their code) or refused by the server (its field errors'
 * codes), reads as a sentence for people in the admin's language.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { changePasswordSchema, createAdminSchema, recordDonationSchema, siteSettingsSchema } from "@shared/admin";
import type { Language } from "@shared/domain";
import { articleFields, eventFields, patchMembershipSchema } from "@shared/schema";

// The content editors check with the server's own rules (content/components/content-kinds.tsx).
const slugRule = articleFields.shape.slug;
const linkRule = eventFields.shape.registrationLink;
const titleRule = articleFields.shape.title;
import { errorMap, fieldErrors, translateMessage } from "@shared/validation";
import { passwordFormSchema } from "../settings/api/settings-api";
import { fieldMessage, fieldMessageTexts, type AdminField } from "./field-messages";

/** What the person reads under `path` once `data` is checked by `schema` in `lang` (the form's path). */
function shown(schema: z.core.$ZodType, data: unknown, path: string, field: AdminField, lang: Language) {
  const parsed = (schema as z.ZodType).safeParse(data, { error: errorMap(lang) });
  if (parsed.success) throw new Error(`${JSON.stringify(data)} passed`);
  const issue = fieldErrors(parsed.error, lang).find((error) => error.path === path);
  if (!issue) throw new Error(`no error on ${path}: ${JSON.stringify(fieldErrors(parsed.error, lang))}`);
  return fieldMessage(field, issue, lang);
}

const donation = { email: "donor@example.org", language: "en", method: "cash", amount: 12000, currency: "XOF", paidOn: "2026-01-15" };
const settings = { dues: { adherent_individual: 12000, adherent_organization: 120000, patron: 500000 }, nextAgm: "2027-01" };

describe("a rule checked in the browser, in words for people", () => {
  const cases: { rule: string; schema: z.core.$ZodType; data: unknown; path: string; field: AdminField; en: string; fr: string }[] = [
    {
      rule: "required (an empty text)",
      schema: changePasswordSchema,
      data: { currentPassword: "", newPassword: "a long enough phrase" },
      path: "currentPassword",
      field: "currentPassword",
      en: "Enter your current password.",
      fr: "Saisissez votre mot de passe actuel.",
    },
    {
      rule: "required (nothing typed in a number)",
      schema: recordDonationSchema,
      data: { ...donation, amount: undefined },
      path: "amount",
      field: "amount",
      en: "Enter the amount.",
      fr: "Saisissez le montant.",
    },
    {
      rule: "too short",
      schema: changePasswordSchema,
      data: { currentPassword: "x", newPassword: "short" },
      path: "newPassword",
      field: "newPassword",
      en: "At least 12 characters.",
      fr: "12\u00a0caractères au moins.",
    },
    {
      rule: "too short, in any field",
      schema: createAdminSchema,
      data: { username: "al", password: "a long enough phrase" },
      path: "username",
      field: "text",
      en: "At least 3 characters.",
      fr: "3\u00a0caractères au moins.",
    },
    {
      rule: "too long",
      schema: patchMembershipSchema,
      data: { fullName: "A".repeat(121) },
      path: "fullName",
      field: "fullName",
      en: "At most 120 characters.",
      fr: "120\u00a0caractères au plus.",
    },
    {
      rule: "an e-mail address",
      schema: recordDonationSchema,
      data: { ...donation, email: "donor@" },
      path: "email",
      field: "email",
      en: "Enter an e-mail address like name@example.org",
      fr: "Saisissez une adresse e-mail comme nom@exemple.org",
    },
    {
      rule: "one of a list",
      schema: recordDonationSchema,
      data: { ...donation, currency: "GBP" },
      path: "currency",
      field: "currency",
      en: "Choose one of the options of the list.",
      fr: "Choisissez l’une des options de la liste.",
    },
    {
      rule: "a number (letters typed)",
      schema: recordDonationSchema,
      data: { ...donation, amount: Number.NaN },
      path: "amount",
      field: "amount",
      en: "Enter the amount in digits, e.g. 12000.",
      fr: "Saisissez le montant en chiffres, par ex. 12000.",
    },
    {
      rule: "a whole number",
      schema: siteSettingsSchema,
      data: { ...settings, dues: { ...settings.dues, patron: 500000.5 } },
      path: "dues.patron",
      field: "dues",
      en: "Enter an amount in whole FCFA, without decimals.",
      fr: "Saisissez un montant en FCFA entiers, sans décimales.",
    },
    {
      rule: "greater than 0",
      schema: recordDonationSchema,
      data: { ...donation, amount: 0 },
      path: "amount",
      field: "amount",
      en: "Enter an amount greater than 0.",
      fr: "Saisissez un montant supérieur à 0.",
    },
    {
      rule: "at least an amount",
      schema: siteSettingsSchema,
      data: { ...settings, dues: { ...settings.dues, adherent_individual: 100 } },
      path: "dues.adherent_individual",
      field: "dues",
      en: "At least 500\u00a0FCFA.",
      fr: "500\u00a0FCFA au moins.",
    },
    {
      rule: "at most an amount",
      schema: siteSettingsSchema,
      data: { ...settings, dues: { ...settings.dues, patron: 10 ** 12 } },
      path: "dues.patron",
      field: "dues",
      en: "At most 99,999,999\u00a0FCFA.",
      fr: "99\u00a0999\u00a0999\u00a0FCFA au plus.",
    },
    {
      rule: "a shared rule's own key (the assembly's date)",
      schema: siteSettingsSchema,
      data: { ...settings, nextAgm: "2027-13" },
      path: "nextAgm",
      field: "nextAgm",
      en: "Enter a month (YYYY-MM) or a day (YYYY-MM-DD)",
      fr: "Indiquez un mois (AAAA-MM) ou un jour (AAAA-MM-JJ)",
    },
    {
      rule: "a shared rule's own key (a username's characters)",
      schema: createAdminSchema,
      data: { username: "two words", password: "a long enough phrase" },
      path: "username",
      field: "username",
      en: "Use letters a–z, digits and . _ @ - only, without spaces, beginning and ending with a letter or a digit.",
      fr: "Utilisez uniquement des lettres a–z sans accent, des chiffres et . _ @ -, sans espace, en commençant et en finissant par une lettre ou un chiffre.",
    },
    {
      rule: "a web address's pattern",
      schema: slugRule,
      data: "Not A Slug",
      path: "",
      field: "articleSlug",
      en: "Use lowercase letters, digits and single hyphens only",
      fr: "Utilisez uniquement des minuscules, des chiffres et des traits d’union simples",
    },
    {
      rule: "a link",
      schema: linkRule,
      data: "ftp://example.org",
      path: "",
      field: "link",
      en: "Enter a web address that starts with https://, like https://example.org",
      fr: "Saisissez une adresse web qui commence par https://, comme https://exemple.org",
    },
    {
      rule: "a text in neither language",
      schema: titleRule,
      data: { en: "", fr: " " },
      path: "en",
      field: "text",
      en: "Write this text in at least one language",
      fr: "Rédigez ce texte dans au moins une langue",
    },
    {
      rule: "the admin's own rule (the new password twice)",
      schema: passwordFormSchema,
      data: { currentPassword: "x", newPassword: "a long enough phrase", confirmPassword: "a long enough phrasE" },
      path: "confirmPassword",
      field: "confirmPassword",
      en: "The two new passwords are not the same: type the new one again.",
      fr: "Les deux nouveaux mots de passe ne sont pas identiques\u00a0: saisissez de nouveau le nouveau mot de passe.",
    },
  ];
  for (const c of cases) {
    it(`${c.rule}, in English and in French`, () => {
      expect(shown(c.schema, c.data, c.path, c.field, "en")).toBe(c.en);
      expect(shown(c.schema, c.data, c.path, c.field, "fr")).toBe(c.fr);
    });
  }
});

describe("a server's refusal, in words for people", () => {
  it("reads the rule from its code and parameters, whatever the language of the server's words", () => {
    const tooShort = { code: "too_small", origin: "string", minimum: 12, inclusive: true, message: "Le texte doit contenir au moins 12\u00a0caractère(s)" };
    expect(fieldMessage("password", tooShort, "en")).toBe("At least 12 characters.");
    expect(fieldMessage("text", tooShort, "fr")).toBe("12\u00a0caractères au moins.");
    expect(fieldMessage("email", { code: "invalid_format", format: "email" }, "fr")).toBe("Saisissez une adresse e-mail comme nom@exemple.org");
    expect(fieldMessage("fullName", { code: "required", message: "Obligatoire" }, "en")).toBe("Enter the member’s full name.");
    expect(fieldMessage("text", { code: "too_big", origin: "number", maximum: 999999, inclusive: true }, "en")).toBe("Enter 999,999 or less.");
    expect(fieldMessage("text", { code: "too_small", origin: "number", minimum: 0, inclusive: false }, "fr")).toBe("Saisissez un nombre supérieur à 0.");
    expect(fieldMessage("text", { code: "invalid_value", values: ["cash", "bank_transfer"] }, "en")).toBe("Choose one of the options of the list.");
  });

  it("says a shared rule's text, with its parameters, in the admin's language", () => {
    expect(fieldMessage("nextAgm", { code: "agmDate", message: "Indiquez un mois (AAAA-MM) ou un jour (AAAA-MM-JJ)" }, "en")).toBe("Enter a month (YYYY-MM) or a day (YYYY-MM-DD)");
    const tooLarge = (lang: Language) => translateMessage("amount_tooLarge:XOF", lang);
    expect(tooLarge("fr")).toMatch(/^Le montant ne peut pas dépasser 99.999.999.FCFA$/);
    expect(fieldMessage("amount", { code: "amount_tooLarge", params: ["XOF"], message: tooLarge("en") }, "fr")).toBe(tooLarge("fr"));
  });

  it("says the field's own words for a refusal no rule explains, never the server's", () => {
    expect(fieldMessage("currentPassword", { code: "refused", message: "The current password is not correct" }, "fr")).toBe("Ce n’est pas votre mot de passe actuel\u00a0: saisissez-le de nouveau.");
    expect(fieldMessage("articleSlug", { code: "taken", message: "This address is already used by another article" }, "en")).toBe(
      "This web address is already used by another article: choose another.",
    );
    expect(fieldMessage("reference", { code: "conflict", message: "Un paiement avec cette référence est déjà enregistré" }, "en")).toBe(
      "A payment with this reference is already recorded: check the number.",
    );
    expect(fieldMessage("text", { code: "unrecognized_keys", keys: ["extra"] }, "en")).toBe("Check what this field holds.");
    expect(fieldMessage("username", { type: "taken" }, "fr")).toBe("Un autre administrateur a déjà ce nom d’utilisateur\u00a0: choisissez-en un autre.");
  });
});

describe("the words", () => {
  /** Every text of a language, its templates filled with a figure. */
  const texts = (lang: Language): string[] => {
    const out: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "string") out.push(value);
      else if (typeof value === "function") out.push(String((value as (...args: unknown[]) => unknown)("12", true)), String((value as (...args: unknown[]) => unknown)("12", false)));
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    walk(fieldMessageTexts[lang]);
    return out;
  };

  it("follow French typography, and exist in both languages", () => {
    const fr = texts("fr");
    expect(fr).toHaveLength(texts("en").length);
    expect(fr.filter((text) => /[^\S\u00a0\u202f][:;?!]|'/.test(text))).toEqual([]);
  });
});
