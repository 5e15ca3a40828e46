/** The reasons a payer can act on, among the codes providers give for a declined payment. */
export type KnownReason = "insufficientFunds" | "timeout" | "declined" | "pin";

/**
 * A provider's reason (FedaPay's `INSUFFICIENT_FUND_ERROR`, `TIMEOUT_ERROR`, …) as one the page can
 * say in words; null when it is not one of them (the page then says only that it failed).
 */
export function knownReason(code: string | null | undefined): KnownReason | null {
  if (!code) return null;
  if (/insufficient/i.test(code)) return "insufficientFunds";
  if (/time_?out|expired/i.test(code)) return "timeout";
  if (/(^|_)pin(_|$)/i.test(code)) return "pin";
  if (/declin|reject|refus|denied|cancel/i.test(code)) return "declined";
  return null;
}
