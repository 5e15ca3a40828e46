/**
 * A year's private renewal link (docs/decisions/013-members-and-years.md, 023-an-erasure-that-erases.md):
 * the page's address with a token that names the year and when the link ends, an HMAC with the
 * server's secret, so nothing is stored. It works RENEWAL_LINK_DAYS from when it was made (the mail
 * says until which day); after that the page answers 410 and says how to ask for a new one (the
 * member's own page makes one, as does every later renewal mail). The year's payable token, which
 * the page hands to the payment step, is another token (services/payments/tokens.ts): a link
 * neither pays nor lasts by itself.
 */
import { createHmac } from "node:crypto";
import type { Language } from "../../../shared/domain";
import { renewPath } from "../../../shared/paths";
import { RENEWAL_LINK_DAYS } from "../../../shared/renewals";
import { sameSecret } from "../../payments/provider";

export type RenewalLinks = { secret: string; publicUrl: string };

const DAY_MS = 86_400_000;

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(`renewal:${payload}`).digest("base64url").slice(0, 32);
/** The links made before they ended: the year's payable token itself (`payable:membership_year:<id>`). */
const signedBefore = (secret: string, yearId: string) => createHmac("sha256", secret).update(`payable:membership_year:${yearId}`).digest("base64url").slice(0, 32);

/** When a link made at `now` ends. */
export const renewalLinkEnd = (now: Date) => new Date(now.getTime() + RENEWAL_LINK_DAYS * DAY_MS);

/** `<expiry in seconds, base 36>.<signature>` */
export function renewalToken(secret: string, yearId: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${expiry}.${sign(secret, `${yearId}:${expiry}`)}`;
}

/**
 * "valid"; "expired" when its signature holds but its time is past (a link from before links
 * ended counts as one: it is ours, and old); null when it is not this year's link.
 */
export function checkRenewalToken(secret: string, yearId: string, token: string, now: Date): "valid" | "expired" | null {
  const match = /^([0-9a-z]{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return sameSecret(signedBefore(secret, yearId), token) ? "expired" : null;
  const [, expiry, signature] = match as unknown as [string, string, string];
  if (!sameSecret(sign(secret, `${yearId}:${expiry}`), signature)) return null;
  return parseInt(expiry, 36) * 1000 <= now.getTime() ? "expired" : "valid";
}

/** The private page of `yearId`, in `lang`, valid RENEWAL_LINK_DAYS from `now`. */
export const renewalUrl = ({ secret, publicUrl }: RenewalLinks, yearId: string, lang: Language, now: Date) =>
  `${publicUrl.replace(/\/$/, "")}${renewPath(yearId, lang)}?t=${encodeURIComponent(renewalToken(secret, yearId, renewalLinkEnd(now)))}`;
