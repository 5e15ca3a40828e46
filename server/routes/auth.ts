import { Router, type Request, type Response } from "express";
import type { SessionResponse } from "../../shared/admin";
import type { SignInCodeRequired } from "../../shared/two-factor";
import { changePasswordSchema } from "../../shared/admin";
import { loginSchema } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import { authenticate } from "../auth/users";
import { requireAdmin, sameOriginRequired } from "../auth/middleware";
import { endSession, startSession, type CurrentSession, type SessionConfig } from "../auth/sessions";
import type { Db } from "../db";
import { AppError } from "../lib/errors";
import { apiMessages, tooManyMessage } from "../lib/api-messages";
import { retryAfterSeconds } from "../db/rate-limit-store";
import { signInLimiter, type OnRepeatedFailures, type SignInLimit } from "../auth/sign-in-limit";
import { notifySignInFailures } from "../services/admins/notify-sign-in-failures";
import type { MailSource, RunEffects } from "../services/effects";
import { requestLanguage } from "../http/request-language";
import { changePassword } from "../services/admins/change-password";
import { isEnabled, startPendingSignIn } from "../auth/two-factor";
import { withTwoFactor } from "./two-factor";

/** A session as /me answers it, and as /admin's page carries it (server/ssr/handler.ts). */
export const sessionResponse = (current: CurrentSession): SessionResponse => ({
  user: current.user,
  idleExpiresAt: current.idleExpiresAt.toISOString(),
  expiresAt: current.expiresAt.toISOString(),
  ...(current.emailMissing ? { emailMissing: true } : {}),
});

export function authRoutes(
  db: Db,
  session: SessionConfig,
  signInLimit: SignInLimit,
  options: { publicUrl: string; now: () => Date; mail: MailSource; runEffects: RunEffects },
) {
  const router = Router();
  const { now } = options;
  // Repeated wrong passwords on an account: the staff are told by mail (never what was typed).
  const warnStaff: OnRepeatedFailures = async (failures) => {
    if (await notifySignInFailures(db, options.mail.contactEmail, failures)) await options.runEffects(["mail-queued"]);
  };
  // Wrong passwords, at sign-in and as the current password of a change, count together
  // (auth/sign-in-limit.ts); past a limit the answer is 429 until the window ends.
  const limiter = signInLimiter(db, signInLimit, session, now, warnStaff);
  /** Refuses past a client's limit (429); past the account's, from a device it does not know, waits before the check. */
  const refuse = async (req: Request, res: Response, username: string) => {
    const { until, delayMs } = await limiter.gate(req, username);
    if (delayMs > 0) {
      req.log.warn({ event: "sign-in", outcome: "slowed", ip: req.ip, delayMs }, "slowed: many wrong passwords for this account; a new device waits before its check");
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    if (!until) return;
    // Never the typed username nor the password: only the outcome and where it came from.
    req.log.warn({ event: "sign-in", outcome: "rate-limited", ip: req.ip }, "refused: too many wrong passwords");
    const wait = retryAfterSeconds(until, now());
    res.set("Retry-After", String(wait));
    throw new AppError("tooManyRequests", tooManyMessage("tooManyLogins", wait, requestLanguage(req)));
  };

  router.post("/login", async (req, res) => {
    const lang = requestLanguage(req);
    const { username, password } = loginSchema.parse(req.body, { error: errorMap(lang) });
    await refuse(req, res, username);
    const user = await authenticate(db, username, password);
    if (!user) {
      req.log.warn({ event: "sign-in", outcome: "failed", ip: req.ip }, "sign-in failed");
      await limiter.failed(req, username);
      throw new AppError("unauthorized", apiMessages[lang].badCredentials);
    }
    // Two-factor on: no session yet, the code is asked for (routes/two-factor.ts, decision 027).
    if (await isEnabled(db, user.id)) {
      startPendingSignIn(res, user.id, session, now());
      req.log.info({ event: "sign-in", outcome: "password accepted, code asked", userId: user.id, ip: req.ip }, "password accepted; code asked");
      return res.json({ twoFactorRequired: true } satisfies SignInCodeRequired);
    }
    await startSession(db, res, user.id, session, now());
    await limiter.succeeded(req, res, username);
    req.log.info({ event: "sign-in", outcome: "succeeded", userId: user.id, ip: req.ip }, "signed in");
    res.json({ user: { id: user.id, username: user.username, role: user.role } });
  });

  router.post("/logout", async (req, res) => {
    await endSession(db, req, res, session);
    req.log.info({ event: "sign-out" }, "signed out");
    res.json({ message: apiMessages[requestLanguage(req)].signedOut });
  });

  const sendSession = async (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    res.json(await withTwoFactor(db, sessionResponse(req.adminSession!)));
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
    await refuse(req, res, current.user.username);
    const changed = await changePassword(db, { userId: current.user.id, username: current.user.username, keepSessionId: current.sessionId }, input);
    req.log.info({ event: "password-change", outcome: changed ? "succeeded" : "wrong current password", userId: current.user.id }, "password change");
    if (!changed) {
      await limiter.failed(req, current.user.username);
      throw new AppError("badRequest", apiMessages[lang].invalidInput, [{ path: "currentPassword", message: apiMessages[lang].wrongPassword }]);
    }
    await limiter.succeeded(req, res, current.user.username);
    res.json({ message: apiMessages[lang].passwordChanged });
  });

  return router;
}
