/**
 * The outbox as the staff see it (server/mail/outbox.ts): the mails of a status (the failed ones
 * first of all) or those late (not left 15 minutes after they were written), each with its reason
 * in plain words; Send again for a failed mail and Send all again, each answering what became of
 * the mails; and who among the staff is notified of what arrives.
 */
import { Router } from "express";
import { z } from "zod";
import type { MailRetryResponse } from "../../../shared/alerts";
import type { Language } from "../../../shared/domain";
import { patchMailSettingsSchema, type MailListResponse, type MailSettingsResponse } from "../../../shared/mail";
import { outboxStatuses } from "../../../shared/schema";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { requestLanguage } from "../../http/request-language";
import { toJson } from "../../lib/to-json";
import { listLateMail, listMail, mailOutcomes, retryAllMail, retryMail, type MailListItem } from "../../mail/outbox";
import { mailTexts } from "../../mail/texts";
import { alertTexts, fill } from "../../services/admin/alert-texts";
import { plainReason } from "../../services/admin/alerts";
import { diff, recordChange } from "../../services/audit/record-change";
import type { MailSource, RunEffects } from "../../services/effects";
import { getMailSettingsForAdmin, updateMailSettings } from "../../services/settings/mail-settings";
import { actorOf, idParam } from "./shared";

const listQuery = z.object({ status: z.enum([...outboxStatuses, "late"]).default("failed") });

const withReason = (mails: MailListItem[], language: Language) =>
  mails.map((mail) => ({
    ...mail,
    reason: mail.status === "sent" || mail.status === "dropped" ? null : mail.status === "held" ? mailTexts[language].admin.held : alertTexts[language].reasons[plainReason(mail)],
  }));

/**
 * Waits (at most `waitMs`) until the jobs room has tried each mail queued again, then says what
 * became of them: sent, refused again (and why, in plain words), or still being sent.
 */
async function outcome(db: Db, ids: string[], waitMs: number, language: Language): Promise<MailRetryResponse> {
  const t = alertTexts[language].retry;
  if (ids.length === 0) return { message: t.none, sent: 0, refused: 0, waiting: 0 };
  const giveUpAt = Date.now() + waitMs;
  let rows = await mailOutcomes(db, ids);
  const tried = (row: (typeof rows)[number]) => row.status === "sent" || row.status === "dropped" || row.status === "failed" || (row.status === "pending" && row.attempts > 0);
  while (waitMs > 0 && !rows.every(tried) && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    rows = await mailOutcomes(db, ids);
  }
  const sent = rows.filter((row) => row.status === "sent" || row.status === "dropped").length;
  const refused = rows.filter((row) => tried(row) && row.status !== "sent" && row.status !== "dropped");
  const waiting = rows.length - sent - refused.length;
  const parts: string[] = [];
  const one = rows.length === 1;
  if (refused.length > 0) {
    const reason = alertTexts[language].reasons[plainReason(refused[0]!)];
    parts.push(one ? fill(t.refused, { reason }) : fill(t.refusedMany, { count: refused.length, reason }));
  }
  if (sent > 0) parts.push(one ? t.sent : fill(t.sentMany, { count: sent }));
  if (waiting > 0) parts.push(one ? mailTexts[language].admin.retried : fill(t.waitingMany, { count: waiting }));
  return { message: parts.join(" "), sent, refused: refused.length, waiting };
}

export function mailAdminRoutes(db: Db, now: () => Date, mail: MailSource, runEffects: RunEffects, waitMs = 0) {
  const router = Router();

  router.get("/mail", async (req, res) => {
    const language = requestLanguage(req);
    const { status } = listQuery.parse(req.query, { error: errorMap(language) });
    const items = status === "late" ? await listLateMail(db, now()) : await listMail(db, status);
    res.json({ items: toJson(withReason(items, language)) } satisfies MailListResponse);
  });

  router.post("/mail/retry-all", async (req, res) => {
    const actor = actorOf(req);
    const retried = await db.transaction(async (tx) => {
      const rows = await retryAllMail(tx, now());
      for (const row of rows) await recordChange(tx, actor, { action: "mail.retry", entity: "mail", entityId: row.id, label: row.key, changes: { status: { from: "failed", to: "pending" } } });
      return rows;
    });
    if (retried.length > 0) await runEffects(["mail-queued"]);
    res.json((await outcome(db, retried.map((row) => row.id), waitMs, requestLanguage(req))) satisfies MailRetryResponse);
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
    res.json((await outcome(db, [retried.id], waitMs, requestLanguage(req))) satisfies MailRetryResponse);
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
