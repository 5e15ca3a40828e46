import { describe, expect, it } from "vitest";
import { auditActionName, auditKindName } from "./audit-names";

describe("the audit list's names", () => {
  it("names an action and a kind of record in each language", () => {
    expect(auditActionName("payment.record", "en")).toBe("Payment recorded");
    expect(auditActionName("payment.record", "fr")).toBe("Paiement enregistré");
    expect(auditKindName("donation", "fr")).toBe("Dons");
  });

  it("names the content's verbs by kind", () => {
    expect(auditActionName("event.publish", "en")).toBe("Event published");
    expect(auditActionName("article.unpublish", "fr")).toBe("Article retiré du site");
  });

  it("names two-factor sign-in's actions in each language", () => {
    expect(auditActionName("twoFactor.enable", "en")).toBe("Two-factor sign-in turned on");
    expect(auditActionName("twoFactor.recoveryCodeUsed", "fr")).toBe("Connexion avec un code de secours");
  });

  it("reads an action or kind it does not know as words, never as nothing", () => {
    expect(auditActionName("ledger.close", "en")).toBe("ledger close");
    expect(auditKindName("ledger_entry", "fr")).toBe("ledger entry");
  });
});
