/**
 * Why a mail has not left, in a few plain reasons the staff can act on, read from what the mail
 * server or the network said (the outbox keeps it in `last_error`, e.g. "ESOCKET: connect
 * ECONNREFUSED 127.0.0.1:5899"). The words for each reason are the admin's (services/admin/alert-texts.ts).
 */
export const mailReasons = ["login", "secure", "unreachable", "address", "busy", "document", "other"] as const;
export type MailReason = (typeof mailReasons)[number];

/** What the mail server or the network said → the reason; the first rule that matches wins. */
const rules: readonly [MailReason, RegExp][] = [
  // The server refused the site's user name or password (535, 534) — a setting, not the network.
  ["login", /\bEAUTH\b|\b53[45]\b|invalid login|authentication (failed|unsuccessful|credentials)|username and password not accepted/i],
  // The secure connection could not be set up or its certificate checked.
  ["secure", /\bETLS\b|certificate|\bTLS\b|\bSSL\b|wrong version number|self[- ]signed/i],
  // A receipt or attestation the mail carries could not be made (outbox.ts).
  ["document", /of this mail (could not|cannot) be made|has nothing to attest/i],
  // No answer at all: refused, unknown name, timed out, cut.
  ["unreachable", /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH|EPIPE|\bECONNECTION\b|\bESOCKET\b|\btimeout\b|greeting never received|connection closed/i],
  // A lasting refusal of the recipient or of the mail (5xx).
  ["address", /\bEENVELOPE\b|recipients? (were|was) rejected|\b5[0-5]\d[ -]/i],
  // "Try later" (4xx): the server is busy or limits how much it takes.
  ["busy", /\b4[2-5]\d[ -]/],
];

export function mailReason(lastError: string | null | undefined): MailReason {
  if (!lastError) return "other";
  return rules.find(([, pattern]) => pattern.test(lastError))?.[0] ?? "other";
}
