/**
 * Two-factor sign-in (decision 027): the code step of sign-in, each administrator's own set-up
 * (under /api/auth, which a session that must still set it up can reach), the rule that every
 * administrator must use it, and another's turned off (under /api/admin, behind its guard).
 */
import { Router, type Request, type RequestHandler, type Response } from "express";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { twoFactorPaths, isAppCode, type RecoveryCodesResponse, type TwoFactorPolicy, type TwoFactorSetup, type TwoFactorStatus } from "../../shared/two-factor";
import type { SessionResponse } from "../../shared/admin";
import { users } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import { requireAdmin, sameOriginRequired } from "../auth/middleware";
import { verifyPassword } from "../auth/password";
import { startSession, type SessionConfig } from "../auth/sessions";
import { signInLimiter, type SignInLimit } from "../auth/sign-in-limit";
import {
  acceptAppCode,
  endPendingSignIn,
  isEnabled,
  isRequiredForEveryone,
  mustSetUp,
  newSecret,
  pendingSignIn,
  recoveryCodesLeft,
  removeTwoFactor,
  replaceRecoveryCodes,
  setRequiredForEveryone,
  startSetUp,
  twoFactorOf,
  useRecoveryCode,
} from "../auth/two-factor";
import { twoFactorMessages } from "../auth/two-factor-messages";
import type { Db } from "../db";
import { blockedUntil, clear, hit, retryAfterSeconds } from "../db/rate-limit-store";
import { requestLanguage } from "../http/request-language";
import { apiMessages, tooManyMessage } from "../lib/api-messages";
import { AppError } from "../lib/errors";
import { recordChange } from "../services/audit/record-change";
import { actorOf, idParam } from "./admin/shared";

const codeSchema = z.strictObject({ code: z.string().trim().min(1).max(40) });
const passwordSchema = z.strictObject({ password: z.string().min(1).max(200) });
const policySchema = z.strictObject({ required: z.boolean() });

/** `/me`'s answer, with whether this administrator must set two-factor up before anything else. */
export async function withTwoFactor(db: Db, answer: SessionResponse): Promise<SessionResponse> {
  return (await mustSetUp(db, answer.user.id)) ? { ...answer, twoFactorSetupRequired: true } : answer;
}

/**
 * In the admin's guard, after the session: while two-factor is required for everyone, an
 * administrator without it reaches nothing but its set-up (403 saying so).
 */
export const requireTwoFactorWhenRequired =
  (db: Db): RequestHandler =>
  async (req, _res, next) => {
    // The session's own lookup answered it (auth/two-factor-due.ts); a request signed in otherwise asks.
    const due = req.adminSession ? req.adminSession.twoFactorSetUpDue : req.user ? await mustSetUp(db, req.user.id) : false;
    if (due)
      return next(new AppError("forbidden", twoFactorMessages[requestLanguage(req)].setUpFirst, undefined, { reason: "twoFactorSetupRequired" }));
    next();
  };

const authPath = (path: string) => path.replace(/^\/api\/auth/, "");
const adminPath = (path: string) => path.replace(/^\/api\/admin/, "");

export function twoFactorRoutes(
  db: Db,
  session: SessionConfig,
  signInLimit: SignInLimit,
  options: { publicUrl: string; now: () => Date; siteName: string },
) {
  const router = Router();
  const { now } = options;
  // Codes guessed count with wrong passwords, on the same keys (decision 011) ...
  const limiter = signInLimiter(db, signInLimit, session, now);
  // ... and on the account's own count of wrong codes: whoever has the password gets no more
  // guesses at the code than one client gets at the password, from however many addresses.
  const codeKey = (userId: string) => `login:code:${userId}`;

  const refuseWhileLimited = async (req: Request, res: Response, username: string, userId: string) => {
    const { until: byClient, delayMs } = await limiter.gate(req, username);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const until = byClient ?? (await blockedUntil(db, [codeKey(userId)], signInLimit.limit, now()));
    if (!until) return;
    req.log.warn({ event: "sign-in", step: "code", outcome: "rate-limited", ip: req.ip }, "refused: too many wrong codes or passwords");
    const wait = retryAfterSeconds(until, now());
    res.set("Retry-After", String(wait));
    throw new AppError("tooManyRequests", tooManyMessage("tooManyLogins", wait, requestLanguage(req)));
  };

  router.post(authPath(twoFactorPaths.loginCode), async (req, res) => {
    const lang = requestLanguage(req);
    const m = twoFactorMessages[lang];
    const { code } = codeSchema.parse(req.body, { error: errorMap(lang) });
    const userId = pendingSignIn(req, session, now());
    const [user] = userId ? await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId)).limit(1) : [];
    if (!user || !(await isEnabled(db, user.id))) {
      endPendingSignIn(res, session);
      throw new AppError("unauthorized", m.pendingEnded, undefined, { reason: "signInAgain" });
    }
    await refuseWhileLimited(req, res, user.username, user.id);
    const byApp = isAppCode(code);
    const accepted = byApp ? await acceptAppCode(db, user.id, code, session.secret, now()) : await useRecoveryCode(db, user.id, code, now());
    if (!accepted) {
      req.log.warn({ event: "sign-in", step: "code", outcome: "failed", ip: req.ip }, "wrong code");
      await limiter.failed(req, user.username);
      await hit(db, codeKey(user.id), signInLimit.windowMs, now());
      throw new AppError("unauthorized", m.wrongCode);
    }
    if (!byApp) {
      const left = await recoveryCodesLeft(db, user.id);
      await recordChange(db, { userId: user.id, username: user.username }, { action: "twoFactor.recoveryCodeUsed", entity: "user", entityId: user.id, label: user.username, changes: { recoveryCodesLeft: { from: left + 1, to: left } } });
    }
    endPendingSignIn(res, session);
    await startSession(db, res, user.id, session, now());
    await limiter.succeeded(req, res, user.username);
    await clear(db, codeKey(user.id));
    req.log.info({ event: "sign-in", step: "code", outcome: "succeeded", userId: user.id, ip: req.ip, with: byApp ? "app" : "recovery code" }, "signed in");
    res.json({ user });
  });

  // ---- one's own set-up: a session is enough (one that must set it up reaches only this)
  const own = [sameOriginRequired(options.publicUrl), requireAdmin(db, session, now), ((_req, res, next) => (res.set("Cache-Control", "no-store"), next())) as RequestHandler];

  /** The password again, for what could lock the owner out if a stolen session did it; wrong ones count as sign-in's. */
  const confirmPassword = async (req: Request, res: Response) => {
    const lang = requestLanguage(req);
    const { password } = passwordSchema.parse(req.body, { error: errorMap(lang) });
    const me = req.user!;
    const { until } = await limiter.gate(req, me.username);
    if (until) {
      const wait = retryAfterSeconds(until, now());
      res.set("Retry-After", String(wait));
      throw new AppError("tooManyRequests", tooManyMessage("tooManyLogins", wait, lang));
    }
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id)).limit(1);
    if (!row || !(await verifyPassword(password, row.hash))) {
      await limiter.failed(req, me.username);
      throw new AppError("badRequest", apiMessages[lang].invalidInput, [{ path: "password", message: apiMessages[lang].wrongPassword }]);
    }
    return me;
  };

  router.get(authPath(twoFactorPaths.status), ...own, async (req, res) => {
    const me = req.user!;
    const row = await twoFactorOf(db, me.id);
    const enabledAt = row?.enabledAt ?? null;
    res.json({
      enabled: Boolean(enabledAt),
      enabledAt: enabledAt?.toISOString() ?? null,
      recoveryCodesLeft: enabledAt ? await recoveryCodesLeft(db, me.id) : 0,
      required: await isRequiredForEveryone(db),
    } satisfies TwoFactorStatus);
  });

  router.post(authPath(twoFactorPaths.setup), ...own, async (req, res) => {
    const me = await confirmPassword(req, res);
    if (await isEnabled(db, me.id)) throw new AppError("conflict", twoFactorMessages[requestLanguage(req)].alreadyOn);
    const secret = newSecret(me.username, options.siteName);
    await startSetUp(db, me.id, secret.base32, session.secret);
    req.log.info({ event: "two-factor", outcome: "set-up started", userId: me.id }, "two-factor set-up started");
    res.json({ secret: secret.base32, uri: secret.uri, qrSvg: secret.qrSvg } satisfies TwoFactorSetup);
  });

  router.post(authPath(twoFactorPaths.enable), ...own, async (req, res) => {
    const lang = requestLanguage(req);
    const m = twoFactorMessages[lang];
    const { code } = codeSchema.parse(req.body, { error: errorMap(lang) });
    const me = req.user!;
    const row = await twoFactorOf(db, me.id);
    if (!row) throw new AppError("conflict", m.notStarted);
    if (row.enabledAt) throw new AppError("conflict", m.alreadyOn);
    const codes = await db.transaction(async (tx) => {
      if (!(await acceptAppCode(tx, me.id, code, session.secret, now(), true))) return null;
      await recordChange(tx, actorOf(req), { action: "twoFactor.enable", entity: "user", entityId: me.id, label: me.username });
      return replaceRecoveryCodes(tx, me.id);
    });
    if (!codes) throw new AppError("badRequest", apiMessages[lang].invalidInput, [{ path: "code", message: m.wrongSetUpCode }]);
    res.json({ recoveryCodes: codes } satisfies RecoveryCodesResponse);
  });

  router.post(authPath(twoFactorPaths.recoveryCodes), ...own, async (req, res) => {
    const me = await confirmPassword(req, res);
    if (!(await isEnabled(db, me.id))) throw new AppError("conflict", twoFactorMessages[requestLanguage(req)].notOn);
    const codes = await db.transaction(async (tx) => {
      await recordChange(tx, actorOf(req), { action: "twoFactor.recoveryCodes", entity: "user", entityId: me.id, label: me.username });
      return replaceRecoveryCodes(tx, me.id);
    });
    res.json({ recoveryCodes: codes } satisfies RecoveryCodesResponse);
  });

  router.post(authPath(twoFactorPaths.disable), ...own, async (req, res) => {
    const m = twoFactorMessages[requestLanguage(req)];
    const me = await confirmPassword(req, res);
    if (!(await isEnabled(db, me.id))) throw new AppError("conflict", m.notOn);
    // As Discourse does when staff must use it: one's only second factor cannot be turned off.
    if (await isRequiredForEveryone(db)) throw new AppError("conflict", m.requiredForEveryone);
    await db.transaction(async (tx) => {
      await removeTwoFactor(tx, me.id);
      await recordChange(tx, actorOf(req), { action: "twoFactor.disable", entity: "user", entityId: me.id, label: me.username });
    });
    res.json({ message: m.turnedOff });
  });

  return router;
}

/** Under /api/admin, behind the admin's guard: the rule for everyone, and another's two-factor turned off. */
export function twoFactorAdminRoutes(db: Db) {
  const router = Router();

  router.get(adminPath(twoFactorPaths.policy), async (_req, res) => {
    res.json({ required: await isRequiredForEveryone(db) } satisfies TwoFactorPolicy);
  });

  // Full rights only: the roles' check is added beside the other settings' (the roles part).
  router.put(adminPath(twoFactorPaths.policy), async (req, res) => {
    const lang = requestLanguage(req);
    const { required } = policySchema.parse(req.body, { error: errorMap(lang) });
    const actor = actorOf(req);
    // Requiring it while one has none would send oneself to its set-up at the next click.
    if (required && !(await isEnabled(db, actor.userId!))) throw new AppError("conflict", twoFactorMessages[lang].turnOnYoursFirst);
    await db.transaction(async (tx) => {
      const before = await isRequiredForEveryone(tx);
      if (before === required) return;
      await setRequiredForEveryone(tx, required);
      await recordChange(tx, actor, { action: required ? "twoFactor.require" : "twoFactor.unrequire", entity: "settings", label: "two-factor" });
    });
    res.json({ required } satisfies TwoFactorPolicy);
  });

  router.delete("/users/:id/two-factor", async (req, res) => {
    const lang = requestLanguage(req);
    const id = idParam(req, apiMessages[lang].userNotFound);
    const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw new AppError("notFound", apiMessages[lang].userNotFound);
    const removed = await db.transaction(async (tx) => {
      if (!(await isEnabled(tx, id))) return false;
      await removeTwoFactor(tx, id);
      await recordChange(tx, actorOf(req), { action: "twoFactor.reset", entity: "user", entityId: id, label: user.username });
      return true;
    });
    if (!removed) throw new AppError("conflict", twoFactorMessages[lang].notOnFor);
    res.json({ message: twoFactorMessages[lang].turnedOffFor });
  });

  return router;
}
