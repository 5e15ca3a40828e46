/**
 * Every request gets an id: sent back as `X-Request-Id`, shown on the error page for a visitor to
 * quote, and on every log line of that request (`req.log`), so that one id finds all of it. A
 * proxy in front may set the id itself; one that does not look like an id is replaced.
 *
 * One line per request when it ends: method, path (never the query string, which may carry an
 * e-mail or a payment's client secret), status, duration.
 */
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "../lib/logger";

declare module "express-serve-static-core" {
  interface Request {
    /** This request's id, as sent in X-Request-Id. */
    id: string;
    /** The logger whose every line carries this request's id. */
    log: Logger;
  }
}

/** What an id from a proxy may look like; anything else is replaced by one of ours. */
const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * 16 hexadecimal digits: short enough to read out over the phone. (From randomUUID, which draws
 * from a pool of random bytes: a system call per request less than randomBytes.)
 */
export const newRequestId = () => randomUUID().replace(/-/g, "").slice(0, 16);

/** The path as logged: no query string, e-mail-shaped parts masked, capped. */
export function loggedPath(url: string): string {
  const path = url.split("?", 1)[0]!;
  return (path.length > 200 ? `${path.slice(0, 200)}…` : path).replace(/[^/]*(?:@|%40)[^/]*/gi, "[e-mail]");
}

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const incoming = req.get("x-request-id");
    const id = incoming !== undefined && INCOMING_ID.test(incoming) ? incoming : newRequestId();
    req.id = id;
    req.log = logger.child({ requestId: id });
    res.setHeader("X-Request-Id", id);
    const path = loggedPath(req.originalUrl);
    res.once("close", () => {
      const line = {
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (res.statusCode >= 500) req.log.warn(line, "request");
      else req.log.info(line, "request");
    });
    next();
  };
}
