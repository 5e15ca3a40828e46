/**
 * The administrators' one-time links and their own address (docs/decisions/026-account-links.md),
 * under /api/auth:
 * - POST /password-reset { login, language }: 202 and the same words whether or not the name or
 *   address is known; limited per client (429) and, silently, per account;
 * - GET /password-reset/:token, POST /password-reset/complete { token, newPassword };
 * - GET /invitation/:token, POST /invitation/accept { token, password };
 * - GET|PUT /email: the signed-in administrator's own address.
 * A link the site never made answers 403, one past its time, used or withdrawn 410; each says so
 * in the reader's language.
 */
import { Router, type Request, type Response } from "express";
import { invitationAcceptSchema, linkToken, ownEmailSchema, passwordResetCompleteSchema, passwordResetRequestSchema, type AccountLinkDoneResponse, type AccountLinkResponse } from "../../shared/account-links";
import type { Language } from "../../shared/domain";
import { errorMap } from "../../shared/validation";
import { requireAdmin, sameOriginRequired } from "../auth/middleware";
import type { SessionConfig } from "../auth/sessions";
import type { Db } from "../db";
import { clientKey, hit, retryAfterSeconds, type Limit } from "../db/rate-limit-store";
import { requestLanguage } from "../http/request-language";
import { AppError } from "../lib/errors";
import { accountLinkMessages } from "../services/admins/account-link-messages";
import { acceptInvitation, checkInvitation } from "../services/admins/invitations";
import { readOwnEmail, setOwnEmail } from "../services/admins/own-email";
import { checkPasswordReset, completePasswordReset } from "../services/admins/password-reset";
import { requestPasswordReset } from "../services/admins/password-reset";
import type { RunEffects } from "../services/effects";

export type AccountLinkDeps = {
  db: Db;
  session: SessionConfig;
  publicUrl: string;
  now: () => Date;
  runEffects: RunEffects;
  /** How many new-password requests one client may make in a window. */
  resetLimit?: Limit;
};

type Kind = "reset" | "invitation";

/** A link refused: 403 for a token the site never made, 410 for one it made that no longer works. */
function refuse(kind: Kind, status: "invalid" | "expired", lang: Language): never {
  const m = accountLinkMessages[lang];
  const message = kind === "reset" ? (status === "expired" ? m.resetExpired : m.resetInvalid) : status === "expired" ? m.invitationExpired : m.invitationInvalid;
  throw new AppError(status === "expired" ? "gone" : "forbidden", message, [{ path: "token", message }]);
}

/** A token from the address: one of the wrong shape is simply not ours. */
const tokenParam = (req: Request, kind: Kind, lang: Language) => {
  const parsed = linkToken.safeParse(req.params.token);
  if (!parsed.success) refuse(kind, "invalid", lang);
  return parsed.data;
};

export function accountLinkRoutes(deps: AccountLinkDeps) {
  const router = Router();
  const { db, now } = deps;
  const resetLimit = deps.resetLimit ?? { windowMs: 15 * 60_000, limit: 10 };

  router.post("/password-reset", async (req, res) => {
    const lang = requestLanguage(req);
    const input = passwordResetRequestSchema.parse(req.body, { error: errorMap(lang) });
    // Per client, openly: a 429 says nothing about the account. Per account, silently (the service).
    const counted = await hit(db, `password-reset:client:${clientKey(req.ip)}`, resetLimit.windowMs, now());
    if (counted.count > resetLimit.limit) {
      const wait = retryAfterSeconds(counted.resetAt, now());
      res.set("Retry-After", String(wait));
      throw new AppError("tooManyRequests", accountLinkMessages[lang].tooManyResets.replace("{minutes}", String(Math.ceil(wait / 60))));
    }
    const effects = await requestPasswordReset(db, input.login, input.language, now());
    // Never the typed name: whether a mail left is in the outbox, not in the log.
    req.log.info({ event: "password-reset", outcome: "asked", ip: req.ip }, "new password asked for");
    await deps.runEffects(effects);
    res.status(202).json({ message: accountLinkMessages[input.language].resetSent });
  });

  router.get("/password-reset/:token", async (req, res) => {
    const lang = requestLanguage(req);
    const checked = await checkPasswordReset(db, tokenParam(req, "reset", lang), now());
    if (checked.status !== "valid") refuse("reset", checked.status, lang);
    res.set("Cache-Control", "no-store").json({ username: checked.value.username, expiresAt: checked.value.expiresAt.toISOString() } satisfies AccountLinkResponse);
  });

  router.post("/password-reset/complete", sameOriginRequired(deps.publicUrl), async (req, res) => {
    const lang = requestLanguage(req);
    const input = passwordResetCompleteSchema.parse(req.body, { error: errorMap(lang) });
    const done = await completePasswordReset(db, input.token, input.newPassword, now());
    if (done.status !== "valid") refuse("reset", done.status, lang);
    req.log.info({ event: "password-reset", outcome: "completed", userId: done.value.userId }, "new password set through a mailed link");
    res.json({ message: accountLinkMessages[lang].resetDone, username: done.value.username } satisfies AccountLinkDoneResponse);
  });

  router.get("/invitation/:token", async (req, res) => {
    const lang = requestLanguage(req);
    const checked = await checkInvitation(db, tokenParam(req, "invitation", lang), now());
    if (checked.status !== "valid") refuse("invitation", checked.status, lang);
    res.set("Cache-Control", "no-store").json({ username: checked.value.username, expiresAt: checked.value.expiresAt.toISOString() } satisfies AccountLinkResponse);
  });

  router.post("/invitation/accept", sameOriginRequired(deps.publicUrl), async (req, res) => {
    const lang = requestLanguage(req);
    const input = invitationAcceptSchema.parse(req.body, { error: errorMap(lang) });
    const done = await acceptInvitation(db, input.token, input.password, now());
    if (done.status === "taken") throw new AppError("conflict", accountLinkMessages[lang].usernameTaken);
    if (done.status !== "valid") refuse("invitation", done.status, lang);
    req.log.info({ event: "invitation", outcome: "accepted", userId: done.value.userId }, "invitation accepted");
    res.status(201).json({ message: accountLinkMessages[lang].invitationDone, username: done.value.username } satisfies AccountLinkDoneResponse);
  });

  const signedIn = requireAdmin(db, deps.session, now);
  const noStore = (_req: Request, res: Response, next: () => void) => {
    res.set("Cache-Control", "no-store");
    next();
  };

  router.get("/email", signedIn, noStore, async (req, res) => {
    res.json({ email: await readOwnEmail(db, req.adminSession!.user.id) });
  });

  router.put("/email", sameOriginRequired(deps.publicUrl), signedIn, noStore, async (req, res) => {
    const lang = requestLanguage(req);
    const { email } = ownEmailSchema.parse(req.body, { error: errorMap(lang) });
    const { user } = req.adminSession!;
    const result = await setOwnEmail(db, { userId: user.id, username: user.username }, email);
    if (result === "taken") throw new AppError("conflict", accountLinkMessages[lang].emailTaken, [{ path: "email", message: accountLinkMessages[lang].emailTaken, code: "taken" }]);
    res.json({ email, message: accountLinkMessages[lang].emailSaved });
  });

  return router;
}
