import { getTableColumns, type Table } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { currencyInfo, toMajor, tierAmount } from "./money";
import { contactPhoneRule, insertContactSchema, insertDonationSchema, insertNewsletterSchema, membershipApplicationSchema } from "./public-forms";
import { contacts, donations, memberships, newsletterSubscriptions, type ImpactTier } from "./schema";
import { errorMap, fieldErrors } from "./validation";

/** Each public form, its table and a valid submission (`vary` keeps it valid when one field changes). */
const forms = [
  {
    form: "membership application",
    schema: membershipApplicationSchema(),
    table: memberships,
    valid: { fullName: "Ada Lovelace", email: "ada@example.org", country: "Bénin", category: "active", consent: true, language: "fr", contributionAmount: currencyInfo.XOF.maxMajor, phone: "+229 01 97 12 34 56" },
    // The phone is the member's (members.phone), not the application's.
    own: ["contributionAmount", "phone"],
  },
  {
    form: "donation",
    schema: insertDonationSchema,
    table: donations,
    valid: { email: "ada@example.org", donorName: "Ada Lovelace", phone: "+44 20 7946 0958", anonymous: true, amount: 1000, currency: "USD", impactTier: null, language: "en" },
    vary: (field: string, value: string) =>
      field === "impactTier" ? { amount: toMajor(tierAmount(value as ImpactTier, "USD"), "USD") } : {},
  },
  { form: "contact", schema: insertContactSchema, table: contacts, valid: { name: "Ada", email: "ada@example.org", subject: "Hello", message: "A question", language: "en" } },
  { form: "newsletter", schema: insertNewsletterSchema, table: newsletterSubscriptions, valid: { email: "ada@example.org", language: "fr" } },
] as const satisfies readonly {
  form: string;
  schema: z.ZodMiniType;
  table: Table;
  valid: Record<string, unknown>;
  own?: readonly string[];
  vary?: (field: string, value: string) => Record<string, unknown>;
}[];

describe("the public forms' rules (zod/mini, without drizzle)", () => {
  it.each(forms)("$form: every field is a column of its table, and the submission is valid", ({ schema, table, valid, ...form }) => {
    const columns = Object.keys(getTableColumns(table));
    const own: readonly string[] = "own" in form ? form.own : [];
    for (const field of Object.keys(valid)) if (!own.includes(field)) expect(columns, field).toContain(field);
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(forms)("$form: an enum field takes exactly its column's values", ({ schema, table, valid, ...form }) => {
    const columns: Record<string, { enumValues?: string[] }> = getTableColumns(table);
    const vary = "vary" in form ? form.vary : () => ({});
    const enumFields = Object.keys(valid).filter((field) => columns[field]?.enumValues);
    expect(enumFields.length).toBeGreaterThan(0);
    for (const field of enumFields) {
      for (const value of columns[field]!.enumValues!) {
        const result = schema.safeParse({ ...valid, ...vary(field, value), [field]: value });
        expect(result.success, `${field} = ${value}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
      }
      const refused = schema.safeParse({ ...valid, [field]: "unknown" });
      expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual([field]);
    }
  });

  it("say what is wrong in the reader's language, as the server answers", () => {
    const empty = { name: "", email: "", subject: " ", message: "", language: "fr" };
    const errors = (lang: "en" | "fr") => {
      const result = insertContactSchema.safeParse(empty, { error: errorMap(lang) });
      return result.success ? [] : fieldErrors(result.error, lang);
    };
    expect(errors("fr")).toEqual(["name", "email", "subject", "message"].map((path) => ({ path, message: "Obligatoire", code: "required" })));
    expect(errors("en").map((error) => error.message)).toEqual(["Required", "Required", "Required", "Required"]);
    const donation = insertDonationSchema.safeParse({ email: " Ada@Example.ORG ", amount: 10, currency: "XOF" }, { error: errorMap("fr") });
    expect(donation.success ? [] : fieldErrors(donation.error, "fr")).toEqual([
      { path: "amount", message: "Le montant doit être d’au moins 500\u00a0FCFA", code: "amount_tooSmall", params: ["XOF"] },
    ]);
  });
});

describe("the phone/WhatsApp number of the join and donate forms", () => {
  const phone = (text: string) => contactPhoneRule.safeParse(text);

  it.each([
    ["01 97 12 34 56", "+229 01 97 12 34 56"],
    ["0197123456", "+229 01 97 12 34 56"],
    ["97.12.34.56", "+229 01 97 12 34 56"],
    ["+229 01 66 00 00 01", "+229 01 66 00 00 01"],
    ["00229 97 12 34 56", "+229 01 97 12 34 56"],
    [" +33 6 12 34 56 78 ", "+33 6 12 34 56 78"],
    ["+1 (514) 555-0199", "+1 (514) 555-0199"],
    ["", ""],
  ])("takes %j, stored as %j", (typed, stored) => {
    expect(phone(typed)).toMatchObject({ success: true, data: stored });
  });

  it("may be left out", () => {
    expect(contactPhoneRule.safeParse(undefined).success).toBe(true);
  });

  it.each(["12 34", "06 12 34 56 78", "call me", "+33 12", "01 97 12 34 56 ext 4", "+229 12 34 56 78 90", "1".repeat(31)])("refuses %j with its message", (typed) => {
    const result = phone(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain("contactPhone");
  });
});
