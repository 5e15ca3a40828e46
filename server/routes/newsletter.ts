import { Router } from "express";
import { insertNewsletterSchema } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import type { Db } from "../db";
import { requestLanguage } from "../http/request-language";
import { newsletterMessages } from "../services/newsletter/messages";
import { subscribeToNewsletter } from "../services/newsletter/subscribe";

/** POST /api/newsletter: 201 when the address is added, 200 when it already was (politely). */
export function newsletterRoutes(db: Db) {
  const router = Router();

  router.post("/newsletter", async (req, res) => {
    const lang = requestLanguage(req);
    const input = insertNewsletterSchema.parse(req.body, { error: errorMap(lang) });
    const { created } = await subscribeToNewsletter(db, input);
    const messages = newsletterMessages[input.language ?? lang];
    res.status(created ? 201 : 200).json({ message: created ? messages.subscribed : messages.alreadySubscribed });
  });

  return router;
}
