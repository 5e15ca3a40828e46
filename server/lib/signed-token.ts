/**
 * What the server hands out and reads back without storing it — private links in mails, the
 * payer's proofs, the session and device cookies — is signed one way (docs/decisions/031-one-signed-token.md):
 *
 * - a key per purpose, derived from the one secret (HKDF-SHA256, the purpose as its info), so a
 *   token made for one purpose never passes for another, whatever its fields;
 * - `<field>.<field>…[.<end in seconds, base 36>].<signature>`: the fields the reader needs back,
 *   the moment it stops working (a purpose whose token lasts as long as the record it names has
 *   none), and the whole HMAC-SHA256 in base64url (43 characters: no truncation);
 * - what the address already carries (a year's id in its path, an address in its query) is signed
 *   as `context` without being repeated in the token;
 * - the signature compared in constant time.
 *
 * Tokens made before this helper (each purpose had its own encoding, a 32-character truncated
 * signature or the bare secret as key) are read by `legacyMac` in each purpose's module, until the
 * last of them has ended.
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** Every purpose a token is signed for: one key each. */
export type TokenPurpose =
  | "renewal-link"
  | "document-link"
  | "privacy-address"
  | "privacy-copy"
  | "payable"
  | "payment"
  | "session"
  | "device";

/** How a purpose's tokens look: how many fields they carry, and whether they end. */
export type TokenShape = { purpose: TokenPurpose; fields: number; ends: boolean };

/** A token read back: its fields, when it ends (null: with its record) and whether that is past. */
export type ReadToken = { fields: string[]; expiresAt: Date | null; expired: boolean };

const FIELD = /^[\w-]+$/;
const END = /^[0-9a-z]{1,10}$/;
const SIGNATURE = /^[\w-]{43}$/;

const keyOf = (secret: string, purpose: TokenPurpose) => Buffer.from(hkdfSync("sha256", secret, "", `signed-token:${purpose}`, 32));

// JSON keeps the fields, the end and the context apart whatever they hold.
const signatureOf = (secret: string, purpose: TokenPurpose, fields: readonly string[], end: string, context: string) =>
  createHmac("sha256", keyOf(secret, purpose)).update(JSON.stringify([fields, end, context])).digest("base64url");

/** Whether two strings are equal, in a time that does not tell how much of them matched. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type SignOptions = { fields?: readonly string[]; expiresAt?: Date; context?: string };
export type ReadOptions = { now: Date; context?: string };

/** The signer and reader of one purpose's tokens. */
export function signedTokens(shape: TokenShape) {
  return {
    sign(secret: string, { fields = [], expiresAt, context = "" }: SignOptions = {}): string {
      if (fields.length !== shape.fields || fields.some((field) => !FIELD.test(field)))
        throw new Error(`a ${shape.purpose} token carries ${shape.fields} fields of letters, digits, _ and -`);
      if (shape.ends !== Boolean(expiresAt)) throw new Error(`a ${shape.purpose} token ${shape.ends ? "needs" : "takes no"} end`);
      const end = expiresAt ? Math.floor(expiresAt.getTime() / 1000).toString(36) : "";
      return [...fields, ...(end ? [end] : []), signatureOf(secret, shape.purpose, fields, end, context)].join(".");
    },
    /** The token's fields when this server signed it for this purpose (and context); null otherwise. */
    read(secret: string, token: string, { now, context = "" }: ReadOptions): ReadToken | null {
      const parts = token.split(".");
      if (parts.length !== shape.fields + (shape.ends ? 1 : 0) + 1) return null;
      const signature = parts.pop()!;
      const end = shape.ends ? parts.pop()! : "";
      if (!SIGNATURE.test(signature) || (shape.ends && !END.test(end)) || parts.some((field) => !FIELD.test(field))) return null;
      if (!sameSecret(signatureOf(secret, shape.purpose, parts, end, context), signature)) return null;
      const expiresAt = end ? new Date(parseInt(end, 36) * 1000) : null;
      return { fields: parts, expiresAt, expired: expiresAt !== null && expiresAt.getTime() <= now.getTime() };
    },
  };
}

/**
 * The signatures of tokens made before this helper, for their purposes' readers to accept while
 * they last: an HMAC-SHA256 of `message` with `key` (the bare secret, once), in base64url, cut to
 * `length` characters as each purpose cut it. Checked in constant time.
 */
export const legacyMac = (key: string, message: string, length: number, given: string) =>
  sameSecret(createHmac("sha256", key).update(message).digest("base64url").slice(0, length), given);

/**
 * Until when a token of the old formats that carries no end of its own (a payer's proof, a device
 * cookie) is still accepted: those were held by a browser for a payment or a sign-in under way,
 * so three months after the change covers any of them still in use.
 */
export const OLD_UNENDING_TOKENS_UNTIL = new Date("2027-03-01T00:00:00Z");
