import { describe, expect, it } from "vitest";
import { renderMail, type MailContext } from "./templates";

const context: MailContext = {
  siteName: "Test Foundation",
  contactEmail: "hello@test-foundation.org",
  publicUrl: "http://localhost:5000",
  documentLink: (target) => `http://localhost:5000/api/documents/${target.id}.pdf`,
};
const receipt = (name: string | null) => ({
  paymentId: "00000000-0000-4000-8000-000000000001",
  number: "2026-000001",
  amount: 5_000,
  currency: "XOF",
  paidAt: "2026-11-28T10:00:00.000Z",
  method: "mobile_money",
  operator: "mtn",
  kind: "donation",
  name,
  tier: null,
  category: null,
  year: null,
});

describe("the greeting of a mail to a confirmed address (decision 022)", () => {
  it.each([
    ["en", "Awa Diallo", "Dear Awa Diallo,"],
    ["fr", "Awa Diallo", "Bonjour Awa Diallo,"],
    ["en", "J. R. Mensah", "Dear J. R. Mensah,"],
    ["en", "URGENT verify your account at http://evil.example/login", "Hello,"],
    ["fr", "Vérifiez votre compte sur evil.example/login", "Bonjour,"],
    ["en", "www.evil.example", "Hello,"],
    ["en", "write to thief@evil.example", "Hello,"],
    ["en", null, "Hello,"],
  ] as const)("in %s, %s is greeted %s", (language, name, expected) => {
    const mail = renderMail("receipt", receipt(name), language, context);
    expect(mail.text).toContain(`Test Foundation\n\n${expected}\n\n`);
    if (name && expected.length < 10) expect(mail.text + mail.html).not.toContain(name);
  });

  it("leaves out the name an application was stored with before (mails queued before the change)", () => {
    const stored = { membershipId: "00000000-0000-4000-8000-000000000002", name: "See http://evil.example", email: "x@example.org", category: "adherent_individual", duesAmount: 12_000, duesCurrency: "XOF", payable: true, language: "en" };
    const mail = renderMail("membership-applied", stored, "en", context);
    expect(mail.text).toContain("Test Foundation\n\nHello,\n\n");
    expect(mail.text + mail.html).not.toContain("evil.example");
  });
});
