/**
 * Sessions kept in the database behind a signed, HttpOnly cookie. The cookie holds a random
 * token and its HMAC; the table holds only the token's SHA-256, so neither alone opens a session.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { parse as parseCookies, serialize } from "cookie";
import type { Request, Response } from "express";
import { sessions, users, type PublicUser } from "../../shared/schema";
import type { Db } from "../db";

export const SESSION_COOKIE = "sid";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

export type SessionConfig = { secret: string; secure: boolean };

const sign = (token: string, secret: string) => createHmac("sha256", secret).update(token).digest("base64url");

/** The token of a correctly signed cookie, else null. */
function readToken(req: Request, secret: string): string | null {
  const raw = parseCookies(req.headers.cookie ?? "")[SESSION_COOKIE];
  if (!raw) return null;
  const [token, mac] = raw.split(".");
  if (!token || !mac) return null;
  const expected = Buffer.from(sign(token, secret));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? token : null;
}

export const hasSessionCookie = (req: Request) =>
  Boolean(parseCookies(req.headers.cookie ?? "")[SESSION_COOKIE]);

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

/** Starts a new session for the user (a fresh id at every sign-in) and sets the cookie. */
export async function startSession(db: Db, res: Response, userId: string, config: SessionConfig, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  // Sessions that have expired are of no use to anyone.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  setCookie(res, `${token}.${sign(token, config.secret)}`, SESSION_TTL_MS / 1000, config);
}

/** The signed-in user of this request, or null. */
export async function currentUser(db: Db, req: Request, config: SessionConfig, now = new Date()): Promise<PublicUser | null> {
  const token = readToken(req, config.secret);
  if (!token) return null;
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sha256(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Destroys this request's session, if any, and clears the cookie. */
export async function endSession(db: Db, req: Request, res: Response, config: SessionConfig) {
  const token = readToken(req, config.secret);
  if (token) await db.delete(sessions).where(eq(sessions.id, sha256(token)));
  setCookie(res, "", 0, config);
}
