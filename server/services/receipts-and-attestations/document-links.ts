/**
 * The private links a donor or a member receives by mail to download their receipt or attestation
 * without an account: `/api/documents/<token>.pdf`, the token naming the document and when the
 * link ends, signed with the server's secret (an HMAC, as services/payments/tokens.ts): nothing is
 * stored, nobody can make one for another payment, and it stops working after 90 days.
 */
import { createHmac } from "node:crypto";
import { apiPaths } from "../../../shared/paths";
import { DOCUMENT_LINK_DAYS, type DocumentKind, type DocumentTarget } from "../../documents/targets";
import { sameSecret } from "../../payments/provider";

const letter = { receipt: "r", attestation: "a" } as const satisfies Record<DocumentKind, string>;
const kindOf = { r: "receipt", a: "attestation" } as const;

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(`document:${payload}`).digest("base64url").slice(0, 32);

/** `r.<id>.<expiry in seconds, base 36>.<signature>` */
export function documentToken(secret: string, target: DocumentTarget, expiresAt: Date): string {
  const payload = `${letter[target.kind]}.${target.id}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** What a token names; "expired" when its signature holds but its time is past; null when it is not ours. */
export function readDocumentToken(secret: string, token: string, now: Date): DocumentTarget | "expired" | null {
  const match = /^([ra])\.([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const [, kind, id, expiry, signature] = match as unknown as [string, "r" | "a", string, string, string];
  if (!sameSecret(sign(secret, `${kind}.${id}.${expiry}`), signature)) return null;
  if (parseInt(expiry, 36) * 1000 <= now.getTime()) return "expired";
  return { kind: kindOf[kind], id };
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
