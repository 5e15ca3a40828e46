import { Router } from "express";
import { insertContactSchema } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import { optionalAdmin } from "../auth/middleware";
import { canUse } from "../../shared/roles";
import type { SessionConfig } from "../auth/sessions";
import type { Db } from "../db";
import { apiPaths } from "../../shared/paths";
import { RedirectError } from "../lib/errors";
import { apiMessages } from "../lib/api-messages";
import { groupCommit } from "../db/group-commit";
import { answerOf } from "../http/idempotent-submissions";
import { requestLanguage } from "../http/request-language";
import { fileContacts, type ContactSubmission } from "../services/contacts/create-contact";
import { MAIL_QUEUED, type MailSource, type RunEffects } from "../services/effects";
import { sendKept, type KeptResponses } from "../ssr/page-cache";
import { publicReads } from "../services/public-reads";

/**
 * `kept`: the content as everyone sees it, read once and kept until it changes (page-cache.ts);
 * `effects`: what runs once a visitor's message is stored (the staff's notification is sent).
 */
export function publicRoutes(db: Db, session: SessionConfig, now: () => Date, kept: KeptResponses | undefined, effects: { mail: MailSource; run: RunEffects }) {
  const router = Router();
  // Messages arriving while others are being filed are filed together (group-commit.ts).
  const fileContact = groupCommit((submissions: readonly ContactSubmission[]) => fileContacts(db, submissions, effects.mail));

  for (const { path, read } of publicReads) {
    router.get(path.replace(/^\/api/, ""), async (req, res) => {
      // Drafts are the content's: an administrator whose role opens it (shared/roles.ts) sees them.
      const user = await optionalAdmin(db, req, session, now());
      const isAdmin = Boolean(user && canUse(user.role, "content"));
      const lang = requestLanguage(req);
      // Drafts are for administrators' eyes: what they read is never kept.
      const slot = kept && !isAdmin ? kept.lookup(`${lang} ${req.originalUrl}`) : undefined;
      if (slot?.hit) return sendKept(req, res, slot.hit);
      try {
        const data = await read({ db, now, lang, isAdmin }, req.params as Record<string, string>, req.query);
        const page = slot?.keep({ "Content-Type": "application/json; charset=utf-8" }, JSON.stringify(data));
        if (page) return await sendKept(req, res, page);
        res.json(data);
      } catch (error) {
        // An old slug: the item's API address of today, with the same query.
        if (!(error instanceof RedirectError)) throw error;
        const query = new URL(req.originalUrl, "http://local").search;
        const location = error.kind === "program" ? apiPaths.program(error.slug) : apiPaths.article(error.slug);
        res.redirect(301, `${location}${query}`);
      }
    });
  }

  router.post("/contacts", async (req, res) => {
    const input = insertContactSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    const body = { message: apiMessages[input.language].contactReceived };
    await fileContact({ input, answer: answerOf(res, 201, body) });
    await effects.run(MAIL_QUEUED);
    res.status(201).json(body);
  });

  return router;
}
