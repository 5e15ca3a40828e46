import { Router } from "express";
import { rateLimit } from "express-rate-limit";
import { loginSchema } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import { authenticate } from "../auth/users";
import { requireAdmin } from "../auth/middleware";
import { endSession, startSession, type SessionConfig } from "../auth/sessions";
import type { Db } from "../db";
import { AppError } from "../errors";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "../lib/request-language";

export type LoginLimit = { windowMs: number; limit: number };

export function authRoutes(db: Db, session: SessionConfig, loginLimit: LoginLimit) {
  const router = Router();

  const limiter = rateLimit({
    windowMs: loginLimit.windowMs,
    limit: loginLimit.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    handler: (req, _res, next) => next(new AppError("tooManyRequests", apiMessages[requestLanguage(req)].tooManyLogins)),
  });

  router.post("/login", limiter, async (req, res) => {
    const lang = requestLanguage(req);
    const { username, password } = loginSchema.parse(req.body, { error: errorMap(lang) });
    const user = await authenticate(db, username, password);
    if (!user) throw new AppError("unauthorized", apiMessages[lang].badCredentials);
    await startSession(db, res, user.id, session);
    res.json({ user: { id: user.id, username: user.username } });
  });

  router.post("/logout", async (req, res) => {
    await endSession(db, req, res, session);
    res.json({ message: apiMessages[requestLanguage(req)].signedOut });
  });

  router.get("/me", requireAdmin(db, session), (req, res) => {
    res.json({ user: req.user });
  });

  return router;
}
