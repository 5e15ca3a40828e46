import { useCallback, useState } from "react";

/**
 * A new key for one submission (a press of Pay, a form's Send): the server answers a repeat of the
 * same key (a double tap, a lost answer sent again) with the first result, and a new key anew.
 * `crypto.randomUUID` needs a secure context and a browser from 2021; older phones' browsers
 * (and a plain-http address on a local network) get a version 4 UUID from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A public form's key, made when the form opens and sent with each try of it (the
 * `Idempotency-Key` header): a retry after an error or a lost answer is the same submission. A new
 * key once the submission was accepted, for the next one.
 */
export function useSubmissionKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
