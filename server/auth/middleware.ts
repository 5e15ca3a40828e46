import type { Request, RequestHandler } from "express";
import type { PublicUser } from "../../shared/schema";
import { areaOfPath, mayCall } from "../../shared/roles";
import { isLoopbackOrigin } from "../env";
import { AppError } from "../lib/errors";
import type { Db } from "../db";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "../http/request-language";
import { loggedPath } from "../http/request-log";
import { currentSession, currentUser, hasSessionCookie, type CurrentSession, type SessionConfig } from "./sessions";

declare module "express-serve-static-core" {
  interface Request {
    user?: PublicUser;
    adminSession?: CurrentSession;
  }
}

/** A refused request, for the log: why, where, from which address (never the cookie or the body). */
const logRefusal = (req: Request, reason: string, extra: Record<string, unknown> = {}) =>
  req.log.warn({ event: "access-refused", reason, method: req.method, path: loggedPath(req.originalUrl), ip: req.ip, ...extra }, "access refused");

/** Lets the request through only with an administrator's session; 401 JSON otherwise. */
export const requireAdmin =
  (db: Db, config: SessionConfig, now: () => Date = () => new Date()): RequestHandler =>
  async (req, _res, next) => {
    const session = await currentSession(db, req, config, now());
    if (!session) {
      logRefusal(req, hasSessionCookie(req) ? "session expired, ended or not signed by this server" : "no session");
      return next(new AppError("unauthorized", apiMessages[requestLanguage(req)].unauthorized));
    }
    req.user = session.user;
    req.adminSession = session;
    next();
  };

/**
 * Lets the request through only when the administrator's role opens the area of its path
 * (shared/roles.ts); 403 otherwise, in the person's language. A path no area declares is for full
 * rights only: an endpoint added without a declaration is closed rather than open to every role.
 * After requireAdmin (it needs the user); the path is the request's, before any routing.
 */
export const requireRole = (): RequestHandler => (req, _res, next) => {
  const path = req.originalUrl.split("?")[0] ?? "";
  if (req.user && mayCall(req.user.role, path)) return next();
  logRefusal(req, "role", { role: req.user?.role, area: areaOfPath(path) });
  next(new AppError("forbidden", apiMessages[requestLanguage(req)].notYourArea));
};

/** The signed-in administrator, if any, without refusing the request (e.g. to show drafts). */
export const optionalAdmin = async (db: Db, req: Request, config: SessionConfig, now = new Date()) =>
  (req.user ??= (await currentUser(db, req, config, now)) ?? undefined);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** An Origin header as logged: the origin only (a well-formed one has no path), capped. */
const originForLog = (origin: string | undefined) => (origin === undefined ? undefined : origin.slice(0, 100));

/**
 * The origins a browser's change may come from: PUBLIC_URL's, never one built from the request's
 * Host header (which the client writes). A site on this machine also answers to the other names
 * of loopback on the same port (a developer opening 127.0.0.1 rather than localhost).
 */
const allowedOrigins = (publicUrl: string) => {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (isLoopbackOrigin(url.origin)) for (const host of ["localhost", "127.0.0.1", "[::1]"]) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
  return origins;
};

/**
 * Refuses state-changing requests sent by a page of another site (cross-site request forgery):
 * the browser's Origin (or, failing it, Sec-Fetch-Site) must name this site. Requests without
 * either (a script, a server) pass: the public forms are open to them.
 */
export const sameOriginOnly = (publicUrl: string): RequestHandler => {
  const allowed = allowedOrigins(publicUrl);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const foreign = origin ? origin === "null" || !allowed.has(origin) : req.get("sec-fetch-site") === "cross-site";
    if (foreign) {
      logRefusal(req, "another site's page", { origin: originForLog(origin) });
      return next(new AppError("forbidden", apiMessages[requestLanguage(req)].foreignOrigin));
    }
    next();
  };
};

/**
 * The administration's changes are stricter: every browser sends Origin with a POST, PUT or
 * DELETE, so a change without it (or from another origin) is refused, whatever the cookie.
 */
export const sameOriginRequired = (publicUrl: string): RequestHandler => {
  const allowed = allowedOrigins(publicUrl);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (!origin || !allowed.has(origin)) {
      logRefusal(req, origin ? "another origin" : "no Origin header", { origin: originForLog(origin) });
      return next(new AppError("forbidden", apiMessages[requestLanguage(req)].foreignOrigin));
    }
    next();
  };
};
