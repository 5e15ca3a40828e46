import { Router } from "express";
import { insertContactSchema } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import { optionalAdmin } from "../auth/middleware";
import type { SessionConfig } from "../auth/sessions";
import type { Db } from "../db";
import { apiPaths } from "../../shared/paths";
import { RedirectError } from "../errors";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "../lib/request-language";
import { createContact } from "../services/contacts/create-contact";
import { publicReads } from "./public-reads";

export function publicRoutes(db: Db, session: SessionConfig, now: () => Date) {
  const router = Router();

  for (const { path, read } of publicReads) {
    router.get(path.replace(/^\/api/, ""), async (req, res) => {
      const isAdmin = Boolean(await optionalAdmin(db, req, session));
      try {
        res.json(await read({ db, now, lang: requestLanguage(req), isAdmin }, req.params as Record<string, string>, req.query));
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
    await createContact(db, input);
    res.status(201).json({ message: apiMessages[input.language].contactReceived });
  });

  return router;
}
