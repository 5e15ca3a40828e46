/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238: six digits, 30 seconds, SHA-1, as
 * every app reads an otpauth:// address) and ten recovery codes. Decision 027.
 *
 * - The secret is stored encrypted (AES-256-GCM, a key derived from the session secret with HKDF):
 *   a copy of the database alone gives no codes. It is sent once, at set-up, never after.
 * - A code is accepted once: the step of the last one accepted is kept, and only a later step
 *   passes (one step either side of now is accepted, for a phone's clock a little off).
 * - Recovery codes are kept as SHA-256 hashes, each used once. They are 60 random bits: unlike a
 *   password, a fast hash is no weakness, and it needs no secret (a new SESSION_SECRET, which
 *   makes the app's secrets unreadable, leaves them working: the way back in).
 * - Between the password and the code, the browser holds a signed, HttpOnly cookie naming the
 *   account and its end (5 minutes): no session exists until the code is given.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { parse as parseCookies, serialize } from "cookie";
import type { Request, Response } from "express";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { RECOVERY_CODE_COUNT } from "../../shared/two-factor";
import { recoveryCodes, settings, twoFactor } from "../../shared/schema";
import type { Db } from "../db";
import type { SessionConfig } from "./sessions";
import { TWO_FACTOR_REQUIRED_KEY, twoFactorSetUpDue } from "./two-factor-due";

const PERIOD = 30;
const DIGITS = 6;
/** Steps accepted either side of now: a phone's clock 30 seconds off still works. */
const WINDOW = 1;

// ---------------------------------------------------------------- the secret, encrypted

const keyOf = (serverSecret: string) => Buffer.from(hkdfSync("sha256", serverSecret, "", "two-factor-secret", 32));

/** The secret (base32) encrypted under the server's secret: `v1.iv.tag.ciphertext`. */
export function sealSecret(base32: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The secret back, or null when it was sealed under another server secret (or tampered with). */
export function openSecret(stored: string, serverSecret: string): string | null {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(serverSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

const totp = (base32: string, label = "", issuer = "") =>
  new TOTP({ issuer, label, algorithm: "SHA1", digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(base32) });

/** A new secret to scan: its text (base32, in groups of four to type), its otpauth:// address and its QR code (SVG). */
export function newSecret(username: string, issuer: string) {
  const secret = new Secret({ size: 20 });
  const uri = totp(secret.base32, username, issuer).toString();
  return { base32: secret.base32, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** The 30-second step a code belongs to, when it is one of the secret's around `now`; else null. */
export function stepOfCode(base32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, "");
  const delta = totp(base32).validate({ token, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

// ---------------------------------------------------------------- what is stored

/** The account's two-factor as stored (null: never set up). */
export async function twoFactorOf(db: Pick<Db, "select">, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row ?? null;
}

export const isEnabled = async (db: Pick<Db, "select">, userId: string) => Boolean((await twoFactorOf(db, userId))?.enabledAt);

/**
 * Accepts the app's code for this account, once: the step it belongs to must be later than the
 * last accepted (one statement, so two requests with one code cannot both pass).
 */
export async function acceptAppCode(db: Db, userId: string, code: string, serverSecret: string, now: Date, pending = false): Promise<boolean> {
  const row = await twoFactorOf(db, userId);
  if (!row || Boolean(row.enabledAt) === pending) return false;
  const base32 = openSecret(row.secret, serverSecret);
  const step = base32 ? stepOfCode(base32, code, now) : null;
  if (step === null) return false;
  const [accepted] = await db
    .update(twoFactor)
    .set({ lastStep: step, ...(pending ? { enabledAt: now } : {}) })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)), pending ? isNull(twoFactor.enabledAt) : isNotNull(twoFactor.enabledAt)))
    .returning({ userId: twoFactor.userId });
  return Boolean(accepted);
}

/** Starts (or starts again) a set-up: a new secret kept encrypted, not on until its first code. */
export async function startSetUp(db: Db, userId: string, base32: string, serverSecret: string) {
  const secret = sealSecret(base32, serverSecret);
  await db
    .insert(twoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, enabledAt: null, lastStep: null, createdAt: new Date() } });
}

// ---------------------------------------------------------------- recovery codes

/** Recovery codes are compared without case, spaces or hyphens: as a person types them from paper. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
const hashRecoveryCode = (code: string) => createHash("sha256").update(normaliseRecoveryCode(code)).digest("base64url");
/** Lower-case letters and digits without 0/o, 1/l/i: nothing to misread on paper. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** One code: 12 characters in three groups ("k7dm-q2xr-9pfa"), about 60 bits. */
function recoveryCode() {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** Ten new codes for the account (the old ones no longer work); the codes themselves are returned once, never stored. */
export async function replaceRecoveryCodes(db: Pick<Db, "insert" | "delete">, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Uses a recovery code of the account: true once, false for a wrong or used one (one statement: never twice). */
export async function useRecoveryCode(db: Pick<Db, "update">, userId: string, code: string, now: Date): Promise<boolean> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
}

export async function recoveryCodesLeft(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Turns it off: the secret and the codes are deleted. */
export async function removeTwoFactor(db: Pick<Db, "delete">, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
}

// ---------------------------------------------------------------- required for everyone

export async function isRequiredForEveryone(db: Pick<Db, "select">): Promise<boolean> {
  const [row] = await db.select().from(settings).where(eq(settings.key, TWO_FACTOR_REQUIRED_KEY)).limit(1);
  return row?.value === "true";
}

export async function setRequiredForEveryone(db: Pick<Db, "insert" | "delete">, required: boolean) {
  if (!required) await db.delete(settings).where(eq(settings.key, TWO_FACTOR_REQUIRED_KEY));
  else await db.insert(settings).values({ key: TWO_FACTOR_REQUIRED_KEY, value: "true" }).onConflictDoUpdate({ target: settings.key, set: { value: "true", updatedAt: new Date() } });
}

/** Whether this administrator must set two-factor up before using the administration (the session's lookup also answers it). */
export async function mustSetUp(db: Pick<Db, "select">, userId: string): Promise<boolean> {
  const [row] = await db.select({ due: twoFactorSetUpDue(sql`${userId}::uuid`) }).from(sql`(select 1) as one`);
  return row?.due === true;
}

// ---------------------------------------------------------------- between the password and the code

export const PENDING_COOKIE = "signin_2fa";
export const PENDING_MS = 5 * 60 * 1000;

const pendingMac = (value: string, secret: string) => createHmac("sha256", `two-factor-pending:${secret}`).update(value).digest("base64url");

/** The password was right: the browser is given 5 minutes to give the code. */
export function startPendingSignIn(res: Response, userId: string, config: SessionConfig, now: Date) {
  const value = `${userId}.${now.getTime() + PENDING_MS}`;
  res.append("Set-Cookie", serialize(PENDING_COOKIE, `${value}.${pendingMac(value, config.secret)}`, { httpOnly: true, sameSite: "strict", secure: config.secure, path: "/api/auth", maxAge: PENDING_MS / 1000 }));
}

/** The account whose password this browser gave within 5 minutes, or null. */
export function pendingSignIn(req: Request, config: SessionConfig, now: Date): string | null {
  const raw = parseCookies(req.headers.cookie ?? "")[PENDING_COOKIE];
  const [userId, until, given] = raw?.split(".") ?? [];
  if (!userId || !until || !given) return null;
  const expected = Buffer.from(pendingMac(`${userId}.${until}`, config.secret));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  return Number(until) > now.getTime() ? userId : null;
}

export function endPendingSignIn(res: Response, config: SessionConfig) {
  res.append("Set-Cookie", serialize(PENDING_COOKIE, "", { httpOnly: true, sameSite: "strict", secure: config.secure, path: "/api/auth", maxAge: 0 }));
}
