import { Router } from "express";
import { newsletterQuerySchema } from "../../../shared/admin";
import type { MessageResponse } from "../../../shared/api-types";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { apiMessages } from "../../lib/api-messages";
import { sendCsv } from "../../lib/csv";
import { requestLanguage } from "../../http/request-language";
import { toJson } from "../../lib/to-json";
import { exportSubscribers } from "../../services/newsletter/export-subscribers";
import { listSubscribers } from "../../services/newsletter/list-subscribers";
import { removeSubscriber } from "../../services/newsletter/remove-subscriber";
import { actorOf, idParam } from "./shared";

/** The newsletter's sign-ups (under /api/admin, behind its guard): list, CSV, removal on request. */
export function newsletterRoutes(db: Db) {
  const router = Router();

  router.get("/newsletter", async (req, res) => {
    const query = newsletterQuerySchema.parse(req.query, { error: errorMap(requestLanguage(req)) });
    const page = await listSubscribers(db, query);
    res.json({ ...page, items: toJson(page.items) });
  });

  router.get("/newsletter/export.csv", async (req, res) => {
    const lang = requestLanguage(req);
    const { q } = newsletterQuerySchema.parse(req.query, { error: errorMap(lang) });
    const csv = exportSubscribers(db, { q }, lang);
    await sendCsv(res, csv.filename, csv.header, csv.rows, csv.dialect);
  });

  router.delete("/newsletter/:id", async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    const id = idParam(req, m.subscriberNotFound);
    if (!(await removeSubscriber(db, actorOf(req), id))) throw new AppError("notFound", m.subscriberNotFound);
    res.json({ message: m.subscriberRemoved } satisfies MessageResponse);
  });

  return router;
}
