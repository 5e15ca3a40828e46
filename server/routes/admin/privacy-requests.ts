import { Router } from "express";
import type { PrivacyRequestList } from "../../../shared/privacy";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { apiMessages } from "../../lib/api-messages";
import { requestLanguage } from "../../http/request-language";
import type { MailFiles } from "../../mail/mail-files";
import type { RunEffects } from "../../services/effects";
import { completePrivacyRequest, findPrivacyRequest, listPrivacyRequests } from "../../services/privacy/complete-privacy-request";
import { findPersonalData, personalDataFile } from "../../services/privacy/personal-data";
import { copyFilename } from "../privacy-requests";
import { actorOf, idParam } from "./shared";

/**
 * Privacy requests (under /api/admin, behind its guard; docs/rules.md R53): the list, open first;
 * completing one (a copy mailed, or the address erased); the copy's file, as the person gets it.
 */
export function privacyRequestAdminRoutes(db: Db, now: () => Date, runEffects: RunEffects, mailFiles: MailFiles) {
  const router = Router();

  router.get("/privacy-requests", async (_req, res) => {
    res.json((await listPrivacyRequests(db)) satisfies PrivacyRequestList);
  });

  router.post("/privacy-requests/:id/complete", async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    const result = await completePrivacyRequest(db, actorOf(req), idParam(req, m.privacyRequestNotFound), now());
    if (result.kind === "notFound") throw new AppError("notFound", m.privacyRequestNotFound);
    if (result.kind === "alreadyCompleted") throw new AppError("conflict", m.privacyRequestAlreadyDone);
    // Committed: the files of the mails that named the person go too (the mail folder, when mail is written as files).
    await mailFiles.forget(result.erasedMails);
    await runEffects(result.effects);
    res.json({ message: m.privacyRequestDone });
  });

  router.get("/privacy-requests/:id/copy.json", async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    const request = await findPrivacyRequest(db, idParam(req, m.privacyRequestNotFound));
    if (!request) throw new AppError("notFound", m.privacyRequestNotFound);
    const at = now();
    res.set("Content-Disposition", `attachment; filename="${copyFilename(at)}"`).json(personalDataFile(request.email, await findPersonalData(db, request.email), at));
  });

  return router;
}
