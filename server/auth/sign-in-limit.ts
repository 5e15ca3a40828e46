/**
 * How failed password checks are limited (decision 011): sign-in's and the current password's on
 * a password change count together, in the database (db/rate-limit-store.ts).
 *
 * - Per client (its address; an IPv6 client by its /64, which one subscriber holds): `limit`; and
 *   an IPv6 client's /48 (65,536 /64s, one site's allocation): `networkLimit` (3× by default), so
 *   that walking through the /64s of one network buys no more guesses.
 * - Per account, whoever tries it: past `accountLimit` (5× a client's by default) a device the
 *   account does not know is not refused — that would lock the staff out of every new device, for
 *   as long as strangers keep trying — but asked for more than the password: time. Its password is
 *   checked only after `slowDownMs`, so a correct one still signs in, and each guess costs a wait
 *   on top of its client's own limits.
 * - A device that signed in to the account before carries a signed cookie that says so; it is
 *   counted on a key of its own and neither the account's nor its address's count stops it: a
 *   stranger hammering the account, or sharing the staff's public address, does not lock them out.
 */
import { createHash, randomBytes } from "node:crypto";
import { parse as parseCookies, serialize } from "cookie";
import type { Request, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { Db } from "../db";
import { blockedUntil, clear, clientKey, hit, type Limit } from "../db/rate-limit-store";
import { legacyMac, OLD_UNENDING_TOKENS_UNTIL, signedTokens } from "../lib/signed-token";
import type { SessionConfig } from "./sessions";

/**
 * Failures per client and window; per IPv6 /48, `networkLimit` (by default 3 × `limit`); per
 * account, `accountLimit` (by default 5 × `limit`), past which a new device's check waits `slowDownMs`.
 */
export type SignInLimit = Limit & { accountLimit?: number; networkLimit?: number; slowDownMs?: number };

/** What a sign-in may do now: refused until `until` (429), or checked after `delayMs` (0: at once). */
export type SignInGate = { until: Date | null; delayMs: number };

export const DEVICE_COOKIE = "device";
/** A device is remembered for a year after its last successful sign-in. */
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const digest = (value: string) => createHash("sha256").update(value).digest("base64url");
/** `<account>.<device id>.<end>.<signature>` */
const deviceCookies = signedTokens({ purpose: "device", fields: 2, ends: true });

/** The account as the limit knows it: a hash of the typed name, as sign-in compares names. */
const accountOf = (username: string) => digest(username.normalize("NFKC").toLowerCase());


/** The device id of a cookie this server signed for this account, still running at `now`, else null. */
function rememberedDevice(req: Request, account: string, secret: string, now: Date): string | null {
  const raw = parseCookies(req.headers.cookie ?? "")[DEVICE_COOKIE];
  if (!raw) return null;
  const read = deviceCookies.read(secret, raw, { now });
  if (read) return read.fields[0] === account && !read.expired ? read.fields[1]! : null;
  // A cookie set before the signed-token helper (docs/decisions/031-one-signed-token.md):
  // `<account>.<id>.<HMAC keyed "device:<secret>">`, with no end of its own.
  const [forAccount, id, given, extra] = raw.split(".");
  if (!forAccount || !id || !given || extra !== undefined || forAccount !== account || now >= OLD_UNENDING_TOKENS_UNTIL) return null;
  return legacyMac(`device:${secret}`, `${forAccount}.${id}`, 43, given) ? id : null;
}

/** Told when an account's failures in a window reach a client's limit: the staff are warned by mail. */
export type OnRepeatedFailures = (failures: { username: string; failures: number; windowMs: number; until: Date }) => Promise<void>;

export function signInLimiter(db: Db, limit: SignInLimit, session: SessionConfig, now: () => Date, onRepeated?: OnRepeatedFailures) {
  const accountLimit = limit.accountLimit ?? limit.limit * 5;
  const networkLimit = limit.networkLimit ?? limit.limit * 3;
  const slowDownMs = limit.slowDownMs ?? 10_000;
  const keysOf = (req: Request, username: string) => {
    const account = accountOf(username);
    const device = rememberedDevice(req, account, session.secret, now());
    const client = clientKey(req.ip);
    // An IPv6 client's /48 (an IPv4 address is its own network: no second count).
    const network = req.ip ? ipKeyGenerator(req.ip, 48) : client;
    return {
      account,
      device,
      accountKey: `login:account:${account}`,
      clientKey: `login:client:${client}`,
      networkKey: network !== client ? `login:network:${network}` : null,
      deviceKey: device ? `login:device:${device}` : null,
    };
  };
  const latest = (dates: (Date | null)[]) => dates.reduce<Date | null>((a, b) => (a && b ? (a > b ? a : b) : (a ?? b)), null);
  return {
    /** Whether the attempts on `username` from this request are refused (until when), or checked after a wait. */
    async gate(req: Request, username: string): Promise<SignInGate> {
      const keys = keysOf(req, username);
      if (keys.deviceKey) return { until: await blockedUntil(db, [keys.deviceKey], limit.limit, now()), delayMs: 0 };
      const byClient = await blockedUntil(db, [keys.clientKey], limit.limit, now());
      const byNetwork = keys.networkKey ? await blockedUntil(db, [keys.networkKey], networkLimit, now()) : null;
      const until = latest([byClient, byNetwork]);
      if (until) return { until, delayMs: 0 };
      const accountPast = await blockedUntil(db, [keys.accountKey], accountLimit, now());
      return { until: null, delayMs: accountPast ? slowDownMs : 0 };
    },
    /** Counts a wrong password on `username` from this request, on every key it falls under. */
    async failed(req: Request, username: string) {
      const keys = keysOf(req, username);
      const onAccount = await hit(db, keys.accountKey, limit.windowMs, now());
      for (const key of [keys.clientKey, keys.networkKey, keys.deviceKey]) if (key) await hit(db, key, limit.windowMs, now());
      // As many failures on the account as one client may make: the staff hear of it, once a window.
      if (onAccount.count === limit.limit) await onRepeated?.({ username, failures: onAccount.count, windowMs: limit.windowMs, until: onAccount.resetAt });
    },
    /** The account's password was given: its device is remembered, its count and the device's cleared. */
    async succeeded(req: Request, res: Response, username: string) {
      const keys = keysOf(req, username);
      await clear(db, keys.accountKey);
      if (keys.deviceKey) await clear(db, keys.deviceKey);
      const id = keys.device ?? randomBytes(18).toString("base64url");
      const expiresAt = new Date(now().getTime() + DEVICE_MAX_AGE_SECONDS * 1000);
      res.append(
        "Set-Cookie",
        serialize(DEVICE_COOKIE, deviceCookies.sign(session.secret, { fields: [keys.account, id], expiresAt }), {
          httpOnly: true,
          sameSite: "strict",
          secure: session.secure,
          path: "/api/auth",
          maxAge: DEVICE_MAX_AGE_SECONDS,
        }),
      );
    },
  };
}
