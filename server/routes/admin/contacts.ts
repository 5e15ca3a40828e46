import { Router } from "express";
import { contactsQuerySchema, type ContactDetailResponse, type ContactReplyResponse, type ContactResponse } from "../../../shared/admin";
import { contactReplyInputSchema, patchContactSchema } from "../../../shared/schema";
import type { MessageResponse } from "../../../shared/api-types";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { apiMessages } from "../../lib/api-messages";
import { requestLanguage } from "../../http/request-language";
import { toJson } from "../../lib/to-json";
import { deleteContact } from "../../services/contacts/delete-contact";
import { listContacts } from "../../services/contacts/list-contacts";
import { getContactWithReplies, replyToContact } from "../../services/contacts/reply-to-contact";
import type { RunEffects } from "../../services/effects";
import { updateContact } from "../../services/contacts/update-contact";
import { actorOf, idParam } from "./shared";

export function contactRoutes(db: Db, runEffects: RunEffects) {
  const router = Router();

  router.get("/", async (req, res) => {
    const query = contactsQuerySchema.parse(req.query, { error: errorMap(requestLanguage(req)) });
    const page = await listContacts(db, query);
    res.json({ ...page, items: toJson(page.items) });
  });

  /** One message and the replies sent to it from the admin, each with its mail's fate. */
  router.get("/:id", async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    const found = await getContactWithReplies(db, idParam(req, m.contactNotFound));
    if (!found) throw new AppError("notFound", m.contactNotFound);
    res.json({ contact: toJson(found.contact), replies: found.replies } satisfies ContactDetailResponse);
  });

  /** A reply written in the admin, mailed to the sender from the site; the message is marked replied. */
  router.post("/:id/replies", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const id = idParam(req, m.contactNotFound);
    const input = contactReplyInputSchema.parse(req.body, { error: errorMap(lang) });
    const result = await replyToContact(db, actorOf(req), id, input);
    if (result.kind === "notFound") throw new AppError("notFound", m.contactNotFound);
    if (result.kind === "keyReused") throw new AppError("conflict", m.replyKeyReused);
    await runEffects(result.effects);
    // 201 for a new reply; 200 for the repeat of a send already filed (nothing new was made).
    res.status(result.effects.length > 0 ? 201 : 200).json({ reply: result.reply, contact: toJson(result.contact) } satisfies ContactReplyResponse);
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
