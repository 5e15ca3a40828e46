import { describe, expect, it } from "vitest";
import { oldAddressToken, oldCopyToken, oldDocumentToken, oldPayableToken, oldPaymentToken, oldRenewalToken } from "../../tests/helpers/old-tokens";
import { checkRenewalToken, renewalToken } from "../services/renewals/renewal-link";
import { documentToken, readDocumentToken } from "../services/receipts-and-attestations/document-links";
import { addressToken, checkAddressToken, copyToken, readCopyToken } from "../services/privacy/privacy-links";
import { isPayableToken, isPaymentToken, payableToken, paymentToken } from "../services/payments/tokens";
import { OLD_UNENDING_TOKENS_UNTIL, signedTokens } from "./signed-token";

const secret = "s".repeat(40);
const now = new Date("2026-12-01T10:00:00Z");
const later = new Date("2026-12-31T10:00:00Z");
const id = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";

describe("a signed token", () => {
  const links = signedTokens({ purpose: "document-link", fields: 2, ends: true });
  const token = links.sign(secret, { fields: ["r", id], expiresAt: later });

  it("carries its fields, its end and a whole signature, and reads back until its end", () => {
    expect(token).toMatch(new RegExp(`^r\\.${id}\\.[0-9a-z]+\\.[\\w-]{43}$`));
    expect(links.read(secret, token, { now })).toEqual({ fields: ["r", id], expiresAt: later, expired: false });
    expect(links.read(secret, token, { now: later })?.expired).toBe(true);
  });

  it("is refused changed, under another secret, for another purpose or another context", () => {
    expect(links.read(secret, token.replace("r.", "a."), { now })).toBeNull();
    expect(links.read(secret, token.replace(/\.([0-9a-z]+)\./, (_, end: string) => `.${(parseInt(end, 36) + 1).toString(36)}.`), { now })).toBeNull();
    expect(links.read("t".repeat(40), token, { now })).toBeNull();
    expect(signedTokens({ purpose: "privacy-copy", fields: 2, ends: true }).read(secret, token, { now })).toBeNull();
    const bound = signedTokens({ purpose: "payment", fields: 0, ends: false });
    expect(bound.read(secret, bound.sign(secret, { context: "a" }), { now, context: "b" })).toBeNull();
    expect(bound.read(secret, bound.sign(secret, { context: "a" }), { now, context: "a" })).toEqual({ fields: [], expiresAt: null, expired: false });
  });

  it("is refused malformed, whatever its length", () => {
    for (const bad of ["", ".", "r", `${token}.x`, token.slice(0, -1), token.replace(/\.[\w-]+$/, ".%%%")]) expect(links.read(secret, bad, { now })).toBeNull();
  });

  it("refuses to sign a field that would break the token apart", () => {
    expect(() => links.sign(secret, { fields: ["r", "a.b"], expiresAt: later })).toThrow();
    expect(() => links.sign(secret, { fields: ["r", id] })).toThrow();
  });
});

describe("each purpose's links", () => {
  it("read their own tokens and not another purpose's", () => {
    expect(checkRenewalToken(secret, id, renewalToken(secret, id, later), now)).toBe("valid");
    expect(readDocumentToken(secret, documentToken(secret, { kind: "attestation", id }, later), now)).toEqual({ kind: "attestation", id });
    expect(checkAddressToken(secret, "Ama@Example.org", addressToken(secret, "ama@example.org", later), now)).toBe("valid");
    expect(readCopyToken(secret, copyToken(secret, id, later), now)).toBe(id);
    expect(isPayableToken(secret, "donation", id, payableToken(secret, "donation", id), now)).toBe(true);
    expect(isPaymentToken(secret, id, paymentToken(secret, id), now)).toBe(true);
    // A renewal link's token and an address token look alike: each purpose has its own key.
    expect(checkAddressToken(secret, id, renewalToken(secret, id, later), now)).toBeNull();
    expect(isPaymentToken(secret, id, payableToken(secret, "donation", id), now)).toBe(false);
  });

  it("still open when made as before the signed-token helper, until their own end", () => {
    expect(checkRenewalToken(secret, id, oldRenewalToken(secret, id, later), now)).toBe("valid");
    expect(checkRenewalToken(secret, id, oldRenewalToken(secret, id, later), later)).toBe("expired");
    expect(checkRenewalToken(secret, "another-year", oldRenewalToken(secret, id, later), now)).toBeNull();
    expect(readDocumentToken(secret, oldDocumentToken(secret, "receipt", id, later), now)).toEqual({ kind: "receipt", id });
    expect(readDocumentToken(secret, oldDocumentToken(secret, "receipt", id, later), later)).toBe("expired");
    expect(checkAddressToken(secret, "ama@example.org", oldAddressToken(secret, "Ama@example.org", later), now)).toBe("valid");
    expect(checkAddressToken(secret, "kofi@example.org", oldAddressToken(secret, "ama@example.org", later), now)).toBeNull();
    expect(readCopyToken(secret, oldCopyToken(secret, id, later), now)).toBe(id);
    expect(readCopyToken(secret, oldCopyToken(secret, id, later), later)).toBe("expired");
  });

  it("take the payer's old proofs, which had no end, until OLD_UNENDING_TOKENS_UNTIL", () => {
    expect(isPayableToken(secret, "membership_year", id, oldPayableToken(secret, "membership_year", id), now)).toBe(true);
    expect(isPayableToken(secret, "donation", id, oldPayableToken(secret, "membership", id), now)).toBe(false);
    expect(isPaymentToken(secret, id, oldPaymentToken(secret, id), now)).toBe(true);
    expect(isPaymentToken(secret, id, oldPaymentToken(secret, id), OLD_UNENDING_TOKENS_UNTIL)).toBe(false);
  });
});
