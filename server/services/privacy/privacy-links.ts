/**
 * The private links of privacy requests (docs/rules.md R53), HMACs with the server's secret as the
 * document links are (services/receipts-and-attestations/document-links.ts), so nothing is stored:
 * - the link in the footer of every mail to a person names their address and proves the mail
 *   reached it: `/my-data?email=…&token=<expiry>.<signature>`;
 * - the link to a person's own page (/my-membership) is the same proof, for a few days only;
 * - the link to a copy of one's data names the request: `/api/privacy-requests/copies/<id>.<expiry>.<signature>.json`,
 *   and the same token ending in `.pdf` gives the copy made to be read (documents/privacy-copy.ts).
 * Each ends after its time; a link whose signature holds but whose time is past is "expired".
 * They are signed tokens (lib/signed-token.ts).
 */
import type { Language } from "../../../shared/domain";
import { localizedPath, paths, apiPaths, withQuery } from "../../../shared/paths";
import { MY_MEMBERSHIP_LINK_DAYS } from "../../../shared/my-membership";
import { PRIVACY_COPY_DAYS, PRIVACY_LINK_DAYS } from "../../../shared/privacy";
import { legacyMac, signedTokens } from "../../lib/signed-token";
import type { PrivacyMailLinks } from "../../mail/outbox";

const DAY_MS = 86_400_000;

// The address is in the link's query: signed, not repeated in the token.
const addressTokens = signedTokens({ purpose: "privacy-address", fields: 0, ends: true });
const copyTokens = signedTokens({ purpose: "privacy-copy", fields: 1, ends: true });

/** The address as requests compare it. */
export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/** The proof that a mail to `email` carried this link: `<end in seconds, base 36>.<signature>`. */
export const addressToken = (secret: string, email: string, expiresAt: Date): string =>
  addressTokens.sign(secret, { expiresAt, context: normaliseAddress(email) });

/**
 * Tokens of links mailed before the signed-token helper (docs/decisions/031-one-signed-token.md),
 * as `<end>.<signature>`: signed with the bare secret and cut to 32 characters. Footers' links last
 * PRIVACY_LINK_DAYS: the last of them ends in December 2027, when this and `oldCopyToken` can go.
 */
const OLD_TOKEN = /^([0-9a-z]{1,10})\.([\w-]{32})$/;
const endOf = (expiry: string) => new Date(parseInt(expiry, 36) * 1000);

function checkOldAddressToken(secret: string, email: string, token: string, now: Date): "valid" | "expired" | null {
  const match = OLD_TOKEN.exec(token);
  if (!match) return null;
  const [, expiry, signature] = match as unknown as [string, string, string];
  if (!legacyMac(secret, `privacy:address:${normaliseAddress(email)}:${expiry}`, 32, signature)) return null;
  return endOf(expiry) <= now ? "expired" : "valid";
}

/** "valid", "expired" (the signature holds, its time is past) or null (not ours, or for another address). */
export function checkAddressToken(secret: string, email: string, token: string, now: Date): "valid" | "expired" | null {
  const read = addressTokens.read(secret, token, { now, context: normaliseAddress(email) });
  if (!read) return checkOldAddressToken(secret, email, token, now);
  return read.expired ? "expired" : "valid";
}

/** When an address token stops working (its signature unchecked: call checkAddressToken first). */
export function addressTokenExpiry(token: string): Date | null {
  const match = /^([0-9a-z]{1,10})\./.exec(token);
  return match ? endOf(match[1]!) : null;
}

/**
 * The link to a person's own page (docs/decisions/017-my-membership-page.md): the same proof of the
 * address as the footer's, valid MY_MEMBERSHIP_LINK_DAYS from `now` (when the mail leaves).
 */
export function myMembershipLink(publicUrl: string, secret: string, email: string, language: Language, now: Date): string {
  const token = addressToken(secret, email, new Date(now.getTime() + MY_MEMBERSHIP_LINK_DAYS * DAY_MS));
  return `${publicUrl}${withQuery(localizedPath(paths.myMembership, language), { email: normaliseAddress(email), token })}`;
}

/** The footer's link of a mail to `email`, in the mail's language, valid PRIVACY_LINK_DAYS from `now`. */
export function privacyPageLink(publicUrl: string, secret: string, email: string, language: Language, now: Date): string {
  const token = addressToken(secret, email, new Date(now.getTime() + PRIVACY_LINK_DAYS * DAY_MS));
  return `${publicUrl}${withQuery(localizedPath(paths.myData, language), { email: normaliseAddress(email), token })}`;
}

/** The token of a copy's link: `<request id>.<end>.<signature>`. */
export const copyToken = (secret: string, requestId: string, expiresAt: Date): string => copyTokens.sign(secret, { fields: [requestId], expiresAt });

const UUID = /^[0-9a-f-]{36}$/;

/** A copy's token from before the signed-token helper: see OLD_TOKEN. */
function oldCopyToken(secret: string, token: string, now: Date): string | "expired" | null {
  const match = /^([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const [, id, expiry, signature] = match as unknown as [string, string, string, string];
  if (!legacyMac(secret, `privacy:copy:${id}.${expiry}`, 32, signature)) return null;
  return endOf(expiry) <= now ? "expired" : id;
}

/** The request a copy's token names; "expired" when its time is past; null when it is not ours. */
export function readCopyToken(secret: string, token: string, now: Date): string | "expired" | null {
  const read = copyTokens.read(secret, token, { now });
  if (!read) return oldCopyToken(secret, token, now);
  const [id] = read.fields as [string];
  if (!UUID.test(id)) return null;
  return read.expired ? "expired" : id;
}

/** The full address of a copy's private link, valid PRIVACY_COPY_DAYS from `now`. */
export function copyLink(publicUrl: string, secret: string, requestId: string, now: Date): string {
  return `${publicUrl}${apiPaths.privacyCopy(copyToken(secret, requestId, new Date(now.getTime() + PRIVACY_COPY_DAYS * DAY_MS)))}`;
}

/** The link to the copy made to be read (PDF), with the same token as the file's: valid as long. */
export function readableCopyLink(publicUrl: string, secret: string, requestId: string, now: Date): string {
  return `${publicUrl}${apiPaths.privacyCopyReadable(copyToken(secret, requestId, new Date(now.getTime() + PRIVACY_COPY_DAYS * DAY_MS)))}`;
}

/** The links the outbox puts in mails when it sends them: the port it declares (mail/outbox.ts). */
export const privacyMailLinks = (options: { secret: string; publicUrl: string }): PrivacyMailLinks => ({
  page: (email, language, now) => privacyPageLink(options.publicUrl, options.secret, email, language, now),
  copy: (requestId, now) => copyLink(options.publicUrl, options.secret, requestId, now),
  readableCopy: (requestId, now) => readableCopyLink(options.publicUrl, options.secret, requestId, now),
  membership: (email, language, now) => myMembershipLink(options.publicUrl, options.secret, email, language, now),
});
