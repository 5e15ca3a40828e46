/**
 * The random tokens of one-time links (a forgotten password, an invitation): 32 bytes from the
 * system's generator, sent in the mail; only their SHA-256 is stored, so the table alone opens
 * nothing. A token is looked up by its hash (an index), never compared character by character.
 */
import { createHash, randomBytes } from "node:crypto";

export const hashLinkToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}
