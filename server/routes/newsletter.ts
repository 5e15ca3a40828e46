import { Router } from "express";
import { insertNewsletterSchema } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import type { Db } from "../db";
import { keepSubmission } from "../http/idempotent-submissions";
import { requestLanguage } from "../http/request-language";
import { newsletterMessages } from "../services/newsletter/messages";
import { subscribeToNewsletter } from "../services/newsletter/subscribe";

/** POST /api/newsletter: 201 when the address is added, 200 when it already was (politely). */
export function newsletterRoutes(db: Db) {
  const router = Router();

  router.post("/newsletter", async (req, res) => {
    const lang = requestLanguage(req);
    const input = insertNewsletterSchema.parse(req.body, { error: errorMap(lang) });
    const messages = newsletterMessages[input.language ?? lang];
    const answer = (created: boolean) => ({ status: created ? 201 : 200, body: { message: created ? messages.subscribed : messages.alreadySubscribed } });
    const { created } = await subscribeToNewsletter(db, input, (tx, created) => keepSubmission(tx, res, answer(created).status, answer(created).body));
    res.status(answer(created).status).json(answer(created).body);
  });

  return router;
}
