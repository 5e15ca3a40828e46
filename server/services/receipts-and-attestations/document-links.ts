/**
 * The private links a donor or a member receives by mail to download their receipt or attestation
 * without an account: `/api/documents/<token>.pdf`, the token naming the document and when the
 * link ends, signed with the server's secret (an HMAC, as services/payments/tokens.ts): nothing is
 * stored, nobody can make one for another payment, and it stops working after 90 days.
 */
import { apiPaths } from "../../../shared/paths";
import { legacyMac, signedTokens } from "../../lib/signed-token";
import { DOCUMENT_LINK_DAYS, type DocumentKind, type DocumentTarget } from "../../documents/targets";

const letter = { receipt: "r", attestation: "a" } as const satisfies Record<DocumentKind, string>;
const kindOf = { r: "receipt", a: "attestation" } as const;

const documentLinks = signedTokens({ purpose: "document-link", fields: 2, ends: true });

/** `r.<id>.<end in seconds, base 36>.<signature>` */
export const documentToken = (secret: string, target: DocumentTarget, expiresAt: Date): string =>
  documentLinks.sign(secret, { fields: [letter[target.kind], target.id], expiresAt });

const UUID = /^[0-9a-f-]{36}$/;

/**
 * Links mailed before the signed-token helper (docs/decisions/031-one-signed-token.md): the same
 * fields, signed with the bare secret and cut to 32 characters. They end within DOCUMENT_LINK_DAYS
 * of that change: this can go in March 2027.
 */
function readOldDocumentToken(secret: string, token: string, now: Date): DocumentTarget | "expired" | null {
  const match = /^([ra])\.([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const [, kind, id, expiry, signature] = match as unknown as [string, "r" | "a", string, string, string];
  if (!legacyMac(secret, `document:${kind}.${id}.${expiry}`, 32, signature)) return null;
  if (parseInt(expiry, 36) * 1000 <= now.getTime()) return "expired";
  return { kind: kindOf[kind], id };
}

/** What a token names; "expired" when its signature holds but its time is past; null when it is not ours. */
export function readDocumentToken(secret: string, token: string, now: Date): DocumentTarget | "expired" | null {
  const read = documentLinks.read(secret, token, { now });
  if (!read) return readOldDocumentToken(secret, token, now);
  const [kind, id] = read.fields as [string, string];
  if (!(kind === "r" || kind === "a") || !UUID.test(id)) return null;
  return read.expired ? "expired" : { kind: kindOf[kind], id };
}

/** A document's private link on this site (`/api/documents/….pdf`), valid `DOCUMENT_LINK_DAYS` from `now`. */
export function documentPath(secret: string, target: DocumentTarget, now: Date): string {
  const expiresAt = new Date(now.getTime() + DOCUMENT_LINK_DAYS * 86_400_000);
  return apiPaths.document(documentToken(secret, target, expiresAt));
}

/** The full address of a document's private link, valid `DOCUMENT_LINK_DAYS` from `now`. */
export function documentLink(publicUrl: string, secret: string, target: DocumentTarget, now: Date): string {
  return `${publicUrl}${documentPath(secret, target, now)}`;
}
