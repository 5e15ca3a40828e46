import { describe, expect, it } from "vitest";
import { walkInFormSchema, walkInFromForm, walkInMemberSchema } from "./admin";

describe("the walk-in form", () => {
  it("makes the request the API takes: the person, and every field of the payment under `payment` — the operator too", () => {
    const form = walkInFormSchema.parse({
      fullName: "Adjoa Houngbo",
      email: "",
      phone: "01 97 12 34 56",
      country: "Benin",
      category: "adherent_individual",
      language: "fr",
      year: 2027,
      method: "mobile_money_transfer",
      amount: 12_000,
      currency: "XOF",
      paidOn: "2026-11-28",
      reference: "MP241128.1234.A56789",
      operator: "mtn",
    });
    const request = walkInMemberSchema.parse(walkInFromForm(form));
    expect(request).toMatchObject({ fullName: "Adjoa Houngbo", email: null, year: 2027, payment: { method: "mobile_money_transfer", amount: 12_000, reference: "MP241128.1234.A56789", operator: "mtn" } });
    expect(request).not.toHaveProperty("operator");
  });
});
