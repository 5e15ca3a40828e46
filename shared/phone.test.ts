import { describe, expect, it } from "vitest";
import { internationalBeninMobile, isForeignNumber, maskedBeninMobile, normalizeBeninMobile, operatorOf, phoneProblem } from "./phone";

describe("Benin mobile numbers", () => {
  it.each([
    ["01 97 12 34 56", "0197123456"],
    ["+229 01 97 12 34 56", "0197123456"],
    ["00229 0197123456", "0197123456"],
    ["2290197123456", "0197123456"],
    // The former 8 digits, as people still type them: the same number with 01 in front.
    ["97 12 34 56", "0197123456"],
    ["97.12.34.56", "0197123456"],
    ["+229 97 12 34 56", "0197123456"],
    ["22997123456", "0197123456"],
    ["41 00 00 01", "0141000001"],
  ])("reads %s as %s", (typed, national) => {
    expect(normalizeBeninMobile(typed)).toBe(national);
    expect(phoneProblem(typed)).toBeNull();
  });

  it.each(["01 97 12 34", "21 30 12 34", "0297123456", "1234"])("refuses %s as not a Benin mobile number", (typed) => {
    expect(normalizeBeninMobile(typed)).toBeNull();
    expect(phoneProblem(typed)).toBe("phoneFormat");
  });

  it.each(["+33 6 12 34 56 78", "00225 07 07 12 34 56", "+228 90 12 34 56"])("says %s is another country's number", (typed) => {
    expect(isForeignNumber(typed)).toBe(true);
    expect(phoneProblem(typed)).toBe("phoneCountry");
  });

  it("finds the operator from the former prefix, Celtiis included", () => {
    expect(operatorOf("0197123456")).toBe("mtn");
    expect(operatorOf("0195123456")).toBe("moov");
    expect(operatorOf("0140123456")).toBe("celtiis");
    expect(operatorOf("0144123456")).toBe("celtiis");
    expect(operatorOf("0121123456")).toBeNull();
  });

  it("writes the number for FedaPay in E.164, with the plus", () => {
    expect(internationalBeninMobile("0197123456")).toBe("+2290197123456");
  });

  it("requires a number", () => {
    expect(phoneProblem("  ")).toBe("phoneRequired");
  });
});

describe("a paying number as staff read it", () => {
  it("shows the first two digits and the last four, never the whole number", () => {
    expect(maskedBeninMobile("0197124567")).toBe("01 •• •• 45 67");
    expect(maskedBeninMobile("0197124567")).not.toContain("9712");
  });

  it("shows only the last four of anything that is not a national number", () => {
    expect(maskedBeninMobile("22994322967")).toBe("•• 2967");
  });
});
