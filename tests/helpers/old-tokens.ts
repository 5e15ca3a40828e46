/**
 * Private links and cookies as the server made them before the signed-token helper
 * (docs/decisions/031-one-signed-token.md), written out as that code wrote them: those already
 * mailed or held by a browser must keep working until they end.
 */
import { createHmac } from "node:crypto";

const cut32 = (key: string, message: string) => createHmac("sha256", key).update(message).digest("base64url").slice(0, 32);
const seconds36 = (at: Date) => Math.floor(at.getTime() / 1000).toString(36);

export const oldRenewalToken = (secret: string, yearId: string, expiresAt: Date) => {
  const expiry = seconds36(expiresAt);
  return `${expiry}.${cut32(secret, `renewal:${yearId}:${expiry}`)}`;
};

export const oldDocumentToken = (secret: string, kind: "receipt" | "attestation", id: string, expiresAt: Date) => {
  const payload = `${kind === "receipt" ? "r" : "a"}.${id}.${seconds36(expiresAt)}`;
  return `${payload}.${cut32(secret, `document:${payload}`)}`;
};

export const oldAddressToken = (secret: string, email: string, expiresAt: Date) => {
  const expiry = seconds36(expiresAt);
  return `${expiry}.${cut32(secret, `privacy:address:${email.trim().toLowerCase()}:${expiry}`)}`;
};

export const oldCopyToken = (secret: string, requestId: string, expiresAt: Date) => {
  const payload = `${requestId}.${seconds36(expiresAt)}`;
  return `${payload}.${cut32(secret, `privacy:copy:${payload}`)}`;
};

export const oldPayableToken = (secret: string, kind: string, id: string) =>
  cut32(secret, kind === "membership_year" ? `payable:${kind}:2:${id}` : `payable:${kind}:${id}`);

export const oldPaymentToken = (secret: string, paymentId: string) => cut32(secret, `payment:${paymentId}`);

/** The session cookie's value: `<token>.<HMAC of the token with the bare secret>`. */
export const oldSessionCookie = (secret: string, token: string) => `${token}.${createHmac("sha256", secret).update(token).digest("base64url")}`;

/** The device cookie's value: `<account>.<id>.<HMAC keyed "device:<secret>">`. */
export const oldDeviceCookie = (secret: string, account: string, id: string) =>
  `${account}.${id}.${createHmac("sha256", `device:${secret}`).update(`${account}.${id}`).digest("base64url")}`;
