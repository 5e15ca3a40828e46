/**
 * The outbox as the staff see it (server/mail/outbox.ts): the mails of a status (the failed ones
 * first of all), Retry for a failed mail, and who among the staff is notified of what arrives.
 */
import { Router } from "express";
import { z } from "zod";
import { patchMailSettingsSchema, type MailListResponse, type MailSettingsResponse } from "../../../shared/mail";
import { outboxStatuses } from "../../../shared/schema";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { requestLanguage } from "../../http/request-language";
import { toJson } from "../../lib/to-json";
import { listMail, retryMail } from "../../mail/outbox";
import { mailTexts } from "../../mail/texts";
import { diff, recordChange } from "../../services/audit/record-change";
import type { MailSource, RunEffects } from "../../services/effects";
import { getMailSettingsForAdmin, updateMailSettings } from "../../services/settings/mail-settings";
import { actorOf, idParam } from "./shared";

const listQuery = z.object({ status: z.enum(outboxStatuses).default("failed") });

export function mailAdminRoutes(db: Db, now: () => Date, mail: MailSource, runEffects: RunEffects) {
  const router = Router();

  router.get("/mail", async (req, res) => {
    const { status } = listQuery.parse(req.query, { error: errorMap(requestLanguage(req)) });
    res.json({ items: toJson(await listMail(db, status)) } satisfies MailListResponse);
  });

  router.post("/mail/:id/retry", async (req, res) => {
    const t = mailTexts[requestLanguage(req)].admin;
    const id = idParam(req, t.notFound);
    const actor = actorOf(req);
    const retried = await db.transaction(async (tx) => {
      const row = await retryMail(tx, id, now());
      if (row) await recordChange(tx, actor, { action: "mail.retry", entity: "mail", entityId: row.id, label: row.key, changes: { status: { from: "failed", to: "pending" } } });
      return row;
    });
    if (!retried) throw new AppError("notFound", t.notFound);
    await runEffects(["mail-queued"]);
    res.json({ message: t.retried });
  });

  router.get("/mail/settings", async (_req, res) => {
    res.json((await getMailSettingsForAdmin(db, mail.contactEmail)) satisfies MailSettingsResponse);
  });

  router.put("/mail/settings", async (req, res) => {
    const patch = patchMailSettingsSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    const actor = actorOf(req);
    const after = await db.transaction(async (tx) => {
      const result = await updateMailSettings(tx, patch, mail.contactEmail);
      const changes = diff({ notifyEmails: result.before.notifyEmails, staffLanguage: result.before.staffLanguage }, { notifyEmails: result.after.notifyEmails, staffLanguage: result.after.staffLanguage });
      if (Object.keys(changes).length > 0) await recordChange(tx, actor, { action: "settings.update", entity: "settings", label: "mail", changes });
      return result.after;
    });
    res.json(after satisfies MailSettingsResponse);
  });

  return router;
}
