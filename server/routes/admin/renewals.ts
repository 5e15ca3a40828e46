/**
 * The renewal season, for staff (docs/decisions/013-members-and-years.md): GET
 * /api/admin/renewals?year= the members of a year with what was sent, opened and paid, and the
 * counts; POST /api/admin/renewals/send one member's renewal mail now (the year due for them),
 * POST /api/admin/renewals/send-all every member due for a year. Each send is audited.
 */
import { Router } from "express";
import { renewalsQuerySchema, sendAllRenewalsSchema, sendRenewalSchema, type RenewalsResponse, type SendRenewalsResponse } from "../../../shared/renewals";
import { formatNumber } from "../../../shared/format";
import { plural } from "../../../shared/plural";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { apiMessages } from "../../lib/api-messages";
import { requestLanguage } from "../../http/request-language";
import { MAIL_QUEUED, type RunEffects } from "../../services/effects";
import type { RenewalLinks } from "../../services/renewals/renewal-link";
import { listRenewals, sendAllRenewals, sendRenewal } from "../../services/renewals/staff-renewals";
import { actorOf } from "./shared";

export function renewalAdminRoutes(db: Db, links: RenewalLinks, now: () => Date, runEffects: RunEffects) {
  const router = Router();

  router.get("/renewals", async (req, res) => {
    const query = renewalsQuerySchema.parse(req.query, { error: errorMap(requestLanguage(req)) });
    const list = await listRenewals(db, query.year, query.page);
    res.json({ year: query.year, page: query.page, ...list } satisfies RenewalsResponse);
  });

  router.post("/renewals/send", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const input = sendRenewalSchema.parse(req.body, { error: errorMap(lang) });
    const result = await sendRenewal(db, links, actorOf(req), input.memberId, now());
    if (result.kind === "notFound") throw new AppError("notFound", m.membershipNotFound);
    if (result.kind === "erased") throw new AppError("conflict", m.renewalErased);
    if (result.kind === "nothingOnline") throw new AppError("conflict", m.renewalNothingOnline);
    if (result.kind === "alreadySent") throw new AppError("conflict", m.renewalAlreadySent);
    await runEffects(MAIL_QUEUED);
    res.status(202).json({ message: m.renewalSent, year: result.year, sent: 1, alreadySent: 0 } satisfies SendRenewalsResponse);
  });

  router.post("/renewals/send-all", async (req, res) => {
    const lang = requestLanguage(req);
    const input = sendAllRenewalsSchema.parse(req.body, { error: errorMap(lang) });
    const result = await sendAllRenewals(db, links, actorOf(req), input.year, now());
    if (result.sent > 0) await runEffects(MAIL_QUEUED);
    const m = apiMessages[lang];
    const message = plural(result.sent, { one: m.renewalsSentOne, other: m.renewalsSent }, lang).replace("{count}", formatNumber(result.sent, lang));
    res.status(202).json({ message, year: input.year, ...result } satisfies SendRenewalsResponse);
  });

  return router;
}
