import { createHash } from "node:crypto";
import { Router, type Request, type Response } from "express";
import type { SessionResponse } from "../../shared/admin";
import { changePasswordSchema } from "../../shared/admin";
import { loginSchema } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import { authenticate } from "../auth/users";
import { requireAdmin, sameOriginRequired } from "../auth/middleware";
import { endSession, startSession, type CurrentSession, type SessionConfig } from "../auth/sessions";
import type { Db } from "../db";
import { AppError } from "../errors";
import { apiMessages } from "../lib/api-messages";
import { blockedUntil, clear, hit, retryAfterSeconds, type Limit } from "../lib/rate-limit";
import { requestLanguage } from "../lib/request-language";
import { changePassword } from "../services/admins/change-password";

export type LoginLimit = Limit;

const digest = (value: string) => createHash("sha256").update(value).digest("base64url");

/**
 * Failed sign-ins are counted per account (whoever tries it, from wherever) and per client
 * (whichever accounts it tries), in the database; past the limit either way, sign-in answers 429
 * until the window ends. The typed username is kept only as a hash.
 */
const limitKeys = (username: string, client: string) => [
  `login:account:${digest(username.normalize("NFKC").toLowerCase())}`,
  `login:client:${client}`,
];

/** A session as /me answers it, and as /admin's page carries it (server/ssr/handler.ts). */
export const sessionResponse = (current: CurrentSession): SessionResponse => ({
  user: current.user,
  idleExpiresAt: current.idleExpiresAt.toISOString(),
  expiresAt: current.expiresAt.toISOString(),
});

export function authRoutes(db: Db, session: SessionConfig, loginLimit: LoginLimit, options: { publicUrl: string; now: () => Date }) {
  const router = Router();
  const { now } = options;

  router.post("/login", async (req, res) => {
    const lang = requestLanguage(req);
    const { username, password } = loginSchema.parse(req.body, { error: errorMap(lang) });
    const keys = limitKeys(username, req.ip ?? "unknown");
    const until = await blockedUntil(db, keys, loginLimit.limit, now());
    if (until) {
      // Never the typed username nor the password: only the outcome and where it came from.
      req.log.warn({ event: "sign-in", outcome: "rate-limited", ip: req.ip }, "sign-in refused: too many failed attempts");
      res.set("Retry-After", String(retryAfterSeconds(until, now())));
      throw new AppError("tooManyRequests", apiMessages[lang].tooManyLogins);
    }
    const user = await authenticate(db, username, password);
    if (!user) {
      req.log.warn({ event: "sign-in", outcome: "failed", ip: req.ip }, "sign-in failed");
      for (const key of keys) await hit(db, key, loginLimit.windowMs, now());
      throw new AppError("unauthorized", apiMessages[lang].badCredentials);
    }
    await clear(db, keys[0]!);
    await startSession(db, res, user.id, session, now());
    req.log.info({ event: "sign-in", outcome: "succeeded", userId: user.id, ip: req.ip }, "signed in");
    res.json({ user: { id: user.id, username: user.username } });
  });

  router.post("/logout", async (req, res) => {
    await endSession(db, req, res, session);
    req.log.info({ event: "sign-out" }, "signed out");
    res.json({ message: apiMessages[requestLanguage(req)].signedOut });
  });

  const sendSession = (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    res.json(sessionResponse(req.adminSession!));
  };

  router.get("/me", requireAdmin(db, session, now), sendSession);

  // Typing sends no request: the admin says, at most once a minute while the person types or
  // clicks, that they are there. The session's use is what keeps it alive (requireAdmin writes
  // its last use, at most once a minute), within its 12-hour bound; the answer is /me's.
  router.post("/activity", sameOriginRequired(options.publicUrl), requireAdmin(db, session, now), sendSession);

  router.put("/password", sameOriginRequired(options.publicUrl), requireAdmin(db, session, now), async (req, res) => {
    const lang = requestLanguage(req);
    const input = changePasswordSchema.parse(req.body, { error: errorMap(lang) });
    const current = req.adminSession!;
    const changed = await changePassword(db, { userId: current.user.id, username: current.user.username, keepSessionId: current.sessionId }, input);
    req.log.info({ event: "password-change", outcome: changed ? "succeeded" : "wrong current password", userId: current.user.id }, "password change");
    if (!changed) throw new AppError("badRequest", apiMessages[lang].invalidInput, [{ path: "currentPassword", message: apiMessages[lang].wrongPassword }]);
    res.json({ message: apiMessages[lang].passwordChanged });
  });

  return router;
}
