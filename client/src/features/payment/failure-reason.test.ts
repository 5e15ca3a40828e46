import { describe, expect, it } from "vitest";
import { knownReason } from "./failure-reason";

describe("a provider's reason for a failed payment, as the page says it", () => {
  it.each([
    ["INSUFFICIENT_FUND_ERROR", "insufficientFunds"],
    ["insufficient_balance", "insufficientFunds"],
    ["push_number_refused", "notRegistered"],
    ["INVALID_PHONE_NUMBER", "notRegistered"],
    ["invalid_msisdn", "notRegistered"],
    ["invalidaccount", "notRegistered"],
    ["SUBSCRIBER_NOT_FOUND", "notRegistered"],
    ["not_registered", "notRegistered"],
    ["unknown_subscriber", "notRegistered"],
    ["NO_ACCOUNT", "notRegistered"],
    ["push_refused", "unavailable"],
    ["PUSH_UNAVAILABLE", "unavailable"],
    ["push_failed", "unavailable"],
    ["SERVICE_UNAVAILABLE", "unavailable"],
    ["mode_not_available", "unavailable"],
    ["operator_maintenance", "unavailable"],
    ["TECHNICAL_ERROR", "unavailable"],
    ["internal_error", "unavailable"],
    ["server_error", "unavailable"],
    ["TIMEOUT_ERROR", "timeout"],
    ["request_expired", "timeout"],
    ["WRONG_PIN", "pin"],
    ["pin_invalid", "pin"],
    ["test_declined", "declined"],
    ["TRANSACTION_REJECTED", "declined"],
    ["refused_by_customer", "declined"],
    ["ACCESS_DENIED", "declined"],
    ["canceled", "declined"],
  ] as const)("%s is %s", (code, reason) => {
    expect(knownReason(code)).toBe(reason);
  });

  it("reads the number's refusal before the payer's: push_number_refused is not a decline", () => {
    expect(knownReason("push_number_refused")).toBe("notRegistered");
    expect(knownReason("push_refused")).toBe("unavailable");
  });

  it("says nothing of a code it does not know, nor of no code", () => {
    expect(knownReason("something_else")).toBeNull();
    expect(knownReason("pinned")).toBeNull();
    expect(knownReason("")).toBeNull();
    expect(knownReason(null)).toBeNull();
    expect(knownReason(undefined)).toBeNull();
  });
});
