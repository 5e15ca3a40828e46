import type { Request, RequestHandler } from "express";
import type { PublicUser } from "../../shared/schema";
import { AppError } from "../errors";
import type { Db } from "../db";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "../lib/request-language";
import { currentUser, type SessionConfig } from "./sessions";

declare module "express-serve-static-core" {
  interface Request {
    user?: PublicUser;
  }
}

/** Lets the request through only with an administrator's session; 401 JSON otherwise. */
export const requireAdmin =
  (db: Db, config: SessionConfig): RequestHandler =>
  async (req, _res, next) => {
    const user = await currentUser(db, req, config);
    if (!user) return next(new AppError("unauthorized", apiMessages[requestLanguage(req)].unauthorized));
    req.user = user;
    next();
  };

/** The signed-in administrator, if any, without refusing the request (e.g. to show drafts). */
export const optionalAdmin = async (db: Db, req: Request, config: SessionConfig) =>
  (req.user ??= (await currentUser(db, req, config)) ?? undefined);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by a page of another site (cross-site request forgery):
 * the browser's Origin (or, failing it, Sec-Fetch-Site) must name this site.
 */
export const sameOriginOnly =
  (publicUrl: string): RequestHandler =>
  (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const allowed = new Set([new URL(publicUrl).origin, `${req.protocol}://${req.get("host")}`]);
    const foreign = origin ? origin === "null" || !allowed.has(origin) : req.get("sec-fetch-site") === "cross-site";
    if (foreign) return next(new AppError("forbidden", apiMessages[requestLanguage(req)].foreignOrigin));
    next();
  };
