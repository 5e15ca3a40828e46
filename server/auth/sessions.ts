/**
 * Sessions kept in the database behind a signed, HttpOnly cookie. The cookie holds a random
 * token and its HMAC; the table holds only the token's SHA-256, so neither alone opens a session.
 *
 * The cookie is a signed token (lib/signed-token.ts) that also carries the session's absolute end.
 *
 * A session ends 30 minutes after its last use and 12 hours after sign-in in any case (OWASP's
 * advice for an application handling personal data and money); signing out deletes it on the
 * server, so the old cookie no longer opens anything.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import { parse as parseCookies, serialize } from "cookie";
import type { Request, Response } from "express";
import { sessions, users, type PublicUser } from "../../shared/schema";
import type { Db } from "../db";
import { legacyMac, signedTokens } from "../lib/signed-token";
import { twoFactorSetUpDue } from "./two-factor-due";

export const SESSION_COOKIE = "sid";
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** A session's last use is written at most this often (not at every request). */
const TOUCH_EVERY_MS = 60 * 1000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

export type SessionConfig = { secret: string; secure: boolean };

const sessionCookies = signedTokens({ purpose: "session", fields: 1, ends: true });

/** The token of a correctly signed cookie that has not ended at `now` (null: ended or not), else null. */
function readToken(req: Request, secret: string, now: Date | null): string | null {
  const raw = parseCookies(req.headers.cookie ?? "")[SESSION_COOKIE];
  if (!raw) return null;
  const read = sessionCookies.read(secret, raw, { now: now ?? new Date(0) });
  if (read) return read.expired ? null : read.fields[0]!;
  // A cookie set before the signed-token helper (docs/decisions/031-one-signed-token.md):
  // `<token>.<HMAC with the bare secret>`. Its session ends within SESSION_MAX_MS in the table.
  const [token, mac, extra] = raw.split(".");
  return token && mac && extra === undefined && legacyMac(secret, token, 43, mac) ? token : null;
}

export const hasSessionCookie = (req: Request) => Boolean(parseCookies(req.headers.cookie ?? "")[SESSION_COOKIE]);

function setCookie(res: Response, value: string, maxAgeSeconds: number, config: SessionConfig) {
  res.append(
    "Set-Cookie",
    serialize(SESSION_COOKIE, value, {
      httpOnly: true,
      sameSite: "lax",
      secure: config.secure,
      path: "/",
      maxAge: maxAgeSeconds,
    }),
  );
}

/** Sessions past their absolute end or idle for too long. */
const expired = (now: Date) => or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));

/** Starts a new session for the user (a fresh id at every sign-in) and sets the cookie. */
export async function startSession(db: Db, res: Response, userId: string, config: SessionConfig, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
    lastSeenAt: now,
    createdAt: now,
  });
  // Sessions that have ended are of no use to anyone.
  await db.delete(sessions).where(expired(now));
  const expiresAt = new Date(now.getTime() + SESSION_MAX_MS);
  setCookie(res, sessionCookies.sign(config.secret, { fields: [token], expiresAt }), SESSION_MAX_MS / 1000, config);
}

export type CurrentSession = {
  user: PublicUser;
  sessionId: string;
  expiresAt: Date;
  idleExpiresAt: Date;
  /** The account has no e-mail address yet: the admin asks for one (docs/decisions/026-account-links.md). */
  emailMissing: boolean;
  /** Two-factor is required for everyone and this administrator's is not on (two-factor-due.ts). */
  twoFactorSetUpDue: boolean;
};

/** The signed-in user of this request and their session, or null; a use of it keeps it alive. */
export async function currentSession(db: Db, req: Request, config: SessionConfig, now = new Date()): Promise<CurrentSession | null> {
  const token = readToken(req, config.secret, now);
  if (!token) return null;
  const id = sha256(token);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      email: users.email,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      // Asked of every admin request by its guard: answered here rather than by two more statements.
      twoFactorSetUpDue: twoFactorSetUpDue(users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .limit(1);
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    lastSeenAt = now;
  }
  const idleEnd = new Date(Math.min(lastSeenAt.getTime() + SESSION_IDLE_MS, row.expiresAt.getTime()));
  return { user: { id: row.id, username: row.username, role: row.role }, sessionId: id, expiresAt: row.expiresAt, idleExpiresAt: idleEnd, emailMissing: row.email === null, twoFactorSetUpDue: row.twoFactorSetUpDue };
}

/** The signed-in user of this request, or null. */
export async function currentUser(db: Db, req: Request, config: SessionConfig, now = new Date()): Promise<PublicUser | null> {
  return (await currentSession(db, req, config, now))?.user ?? null;
}

/** Destroys this request's session, if any, and clears the cookie. */
export async function endSession(db: Db, req: Request, res: Response, config: SessionConfig) {
  // Its row goes even when the cookie has ended: signing out leaves nothing behind.
  const token = readToken(req, config.secret, null);
  if (token) await db.delete(sessions).where(eq(sessions.id, sha256(token)));
  setCookie(res, "", 0, config);
}

/** Ends every session of a user but the one given (after a password change), or all of them. */
export async function endOtherSessions(db: Pick<Db, "delete">, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
}
