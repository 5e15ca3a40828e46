import { Router } from "express";
import { contactsQuerySchema, type ContactResponse } from "../../../shared/admin";
import { patchContactSchema } from "../../../shared/schema";
import type { MessageResponse } from "../../../shared/api-types";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { AppError } from "../../errors";
import { apiMessages } from "../../lib/api-messages";
import { requestLanguage } from "../../lib/request-language";
import { toJson } from "../../lib/to-json";
import { deleteContact } from "../../services/contacts/delete-contact";
import { listContacts } from "../../services/contacts/list-contacts";
import { updateContact } from "../../services/contacts/update-contact";
import { actorOf, idParam } from "./shared";

export function contactRoutes(db: Db) {
  const router = Router();

  router.get("/", async (req, res) => {
    const query = contactsQuerySchema.parse(req.query, { error: errorMap(requestLanguage(req)) });
    const page = await listContacts(db, query);
    res.json({ ...page, items: toJson(page.items) });
  });

  router.put("/:id", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const id = idParam(req, m.contactNotFound);
    const patch = patchContactSchema.parse(req.body, { error: errorMap(lang) });
    const result = await updateContact(db, actorOf(req), id, patch);
    if (result.kind === "notFound") throw new AppError("notFound", m.contactNotFound);
    if (result.kind === "stale") throw new AppError("conflict", m.staleVersion);
    res.json({ contact: toJson(result.row) } satisfies ContactResponse);
  });

  /** A message deleted (spam), after the administrator confirmed it. */
  router.delete("/:id", async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    if (!(await deleteContact(db, actorOf(req), idParam(req, m.contactNotFound)))) throw new AppError("notFound", m.contactNotFound);
    res.json({ message: m.contactDeleted } satisfies MessageResponse);
  });

  return router;
}
