/** The reasons a payer can act on, among the codes providers give for a payment that failed. */
export type KnownReason = "insufficientFunds" | "notRegistered" | "unavailable" | "timeout" | "declined" | "pin";

/**
 * What each reason's codes look like, in the order they are tried: the number's and the service's
 * own codes come before the payer's decline, since `push_number_refused` also contains "refus".
 */
const patterns: [KnownReason, RegExp][] = [
  ["insufficientFunds", /insufficient/i],
  // The number has no account with the operator chosen (or is none of its numbers).
  [
    "notRegistered",
    /push_number_refused|invalid_?(phone|number|msisdn|account|subscriber)|not_?(found|registered|subscribed)|unknown_?(number|subscriber|account|msisdn)|no_?account/i,
  ],
  // The operator's or the provider's service could not send the request: nothing the payer did.
  ["unavailable", /push_refused|push_unavailable|push_failed|unavailable|service|mode|maintenance|technical|internal|server/i],
  ["timeout", /time_?out|expired/i],
  ["pin", /(^|_)pin(_|$)/i],
  ["declined", /declin|reject|refus|denied|cancel/i],
];

/**
 * A provider's reason (FedaPay's `INSUFFICIENT_FUND_ERROR`, `TIMEOUT_ERROR`, a push the operator
 * refused, …) as one the page can say in words; null when it is not one of them (the page then
 * says only that it failed).
 */
export function knownReason(code: string | null | undefined): KnownReason | null {
  if (!code) return null;
  return patterns.find(([, pattern]) => pattern.test(code))?.[0] ?? null;
}
