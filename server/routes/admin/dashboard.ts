import { Router } from "express";
import { auditQuerySchema, type ActivityResponse } from "../../../shared/admin";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { requestLanguage } from "../../http/request-language";
import { toJson } from "../../lib/to-json";
import type { AlertsResponse } from "../../../shared/alerts";
import { getAlerts } from "../../services/admin/alerts";
import { getActivity, getStats } from "../../services/admin/get-stats";
import { listAudit } from "../../services/audit/list-audit";
import { standingClock } from "../../services/members/member-standing";

export function dashboardRoutes(db: Db, now: () => Date, backupDir: string) {
  const router = Router();

  router.get("/alerts", async (req, res) => {
    res.json((await getAlerts(db, now(), { backupDir, language: requestLanguage(req) })) satisfies AlertsResponse);
  });

  router.get("/stats", async (_req, res) => {
    res.json(await getStats(db, await standingClock(db, now())));
  });

  router.get("/activity", async (_req, res) => {
    res.json({ items: await getActivity(db, await standingClock(db, now())) } satisfies ActivityResponse);
  });

  router.get("/audit", async (req, res) => {
    const query = auditQuerySchema.parse(req.query, { error: errorMap(requestLanguage(req)) });
    const page = await listAudit(db, query);
    res.json({ ...page, items: toJson(page.items) });
  });

  return router;
}
