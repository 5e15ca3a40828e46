/**
 * A year's private renewal link (docs/decisions/013-members-and-years.md, 023-an-erasure-that-erases.md):
 * the page's address with a token that names the year and when the link ends, an HMAC with the
 * server's secret, so nothing is stored. It works RENEWAL_LINK_DAYS from when it was made (the mail
 * says until which day); after that the page answers 410 and says how to ask for a new one (the
 * member's own page makes one, as does every later renewal mail). The year's payable token, which
 * the page hands to the payment step, is another token (services/payments/tokens.ts): a link
 * neither pays nor lasts by itself.
 */
import type { Language } from "../../../shared/domain";
import { renewPath } from "../../../shared/paths";
import { RENEWAL_LINK_DAYS } from "../../../shared/renewals";
import { legacyMac, signedTokens } from "../../lib/signed-token";

export type RenewalLinks = { secret: string; publicUrl: string };

const DAY_MS = 86_400_000;

/** The year's id is in the page's address: signed, not repeated in the token. */
const renewalLinks = signedTokens({ purpose: "renewal-link", fields: 0, ends: true });

/** When a link made at `now` ends. */
export const renewalLinkEnd = (now: Date) => new Date(now.getTime() + RENEWAL_LINK_DAYS * DAY_MS);

/** `<end in seconds, base 36>.<signature>` */
export const renewalToken = (secret: string, yearId: string, expiresAt: Date): string => renewalLinks.sign(secret, { expiresAt, context: yearId });

/**
 * Links mailed before the signed-token helper (docs/decisions/031-one-signed-token.md):
 * `<end>.<signature cut to 32>` with the bare secret; and, older still, the year's payable token
 * itself, from before links ended, which counts as ended. The first kind ends within
 * RENEWAL_LINK_DAYS of that change: its branch can go in February 2027.
 */
function checkOldRenewalToken(secret: string, yearId: string, token: string, now: Date): "valid" | "expired" | null {
  const match = /^([0-9a-z]{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return legacyMac(secret, `payable:membership_year:${yearId}`, 32, token) ? "expired" : null;
  const [, expiry, signature] = match as unknown as [string, string, string];
  if (!legacyMac(secret, `renewal:${yearId}:${expiry}`, 32, signature)) return null;
  return parseInt(expiry, 36) * 1000 <= now.getTime() ? "expired" : "valid";
}

/**
 * "valid"; "expired" when its signature holds but its time is past (a link from before links
 * ended counts as one: it is ours, and old); null when it is not this year's link.
 */
export function checkRenewalToken(secret: string, yearId: string, token: string, now: Date): "valid" | "expired" | null {
  const read = renewalLinks.read(secret, token, { now, context: yearId });
  if (!read) return checkOldRenewalToken(secret, yearId, token, now);
  return read.expired ? "expired" : "valid";
}

/** The private page of `yearId`, in `lang`, valid RENEWAL_LINK_DAYS from `now`. */
export const renewalUrl = ({ secret, publicUrl }: RenewalLinks, yearId: string, lang: Language, now: Date) =>
  `${publicUrl.replace(/\/$/, "")}${renewPath(yearId, lang)}?t=${encodeURIComponent(renewalToken(secret, yearId, renewalLinkEnd(now)))}`;
