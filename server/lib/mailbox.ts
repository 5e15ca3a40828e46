/**
 * One mailbox, however its address is written (docs/decisions/022-mail-nobody-can-turn-against-a-stranger.md).
 * `Ama+1@Example.org`, `ama+news@example.org` and `ama@example.org` reach one mailbox at most
 * providers (a `+tag` is delivered to the address without it), and Gmail ignores dots in the local
 * part and treats googlemail.com as gmail.com. Limits that count "per address" count per mailbox, or
 * one person's mailbox is reached through as many keys as there are ways to write it.
 *
 * The key stored for a mailbox is an HMAC with the server's secret, never a bare hash: an address
 * is guessable, and SHA-256 of a guessed address would tell whoever reads the database that this
 * person used the site.
 */
import { createHmac } from "node:crypto";

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** The mailbox an address reaches: lower-cased, `+tag` dropped, Gmail's dots folded and googlemail.com → gmail.com. */
export function mailboxOf(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  if (at <= 0) return lowered;
  let local = lowered.slice(0, at);
  let domain = lowered.slice(at + 1).replace(/\.+$/, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replace(/\./g, "");
  }
  return `${local}@${domain}`;
}

/** The keyed hash of an address's mailbox, under one `purpose` (a limit's name): what a count is stored under. */
export const mailboxKey = (secret: string, purpose: string, address: string) =>
  createHmac("sha256", secret).update(`${purpose}\u0000${mailboxOf(address)}`).digest("base64url");
