import { Router } from "express";
import { auditQuerySchema, type ActivityResponse, type AuditFiltersResponse } from "../../../shared/admin";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { requestLanguage } from "../../http/request-language";
import { toJson } from "../../lib/to-json";
import type { AlertsResponse } from "../../../shared/alerts";
import { getAlerts } from "../../services/admin/alerts";
import { getActivity, getStats } from "../../services/admin/get-stats";
import { getToDo } from "../../services/admin/get-to-do";
import { auditFilters, listAudit } from "../../services/audit/list-audit";
import { exportAudit } from "../../services/exports/export-audit";
import { sendCsv } from "../../lib/csv";
import { standingClock } from "../../services/members/member-standing";

export function dashboardRoutes(db: Db, now: () => Date, backupDir: string) {
  const router = Router();

  router.get("/alerts", async (req, res) => {
    res.json((await getAlerts(db, now(), { backupDir, language: requestLanguage(req) })) satisfies AlertsResponse);
  });

  // The home's counts: what needs doing, each the length of the list it opens.
  router.get("/to-do", async (_req, res) => {
    const at = now();
    res.json(await getToDo(db, at, await standingClock(db, at), backupDir));
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

  router.get("/audit/export.csv", async (req, res) => {
    const lang = requestLanguage(req);
    const { who, entity, action } = auditQuerySchema.parse(req.query, { error: errorMap(lang) });
    const csv = exportAudit(db, { who, entity, action }, lang);
    await sendCsv(res, csv.filename, csv.header, csv.rows, csv.dialect);
  });

  router.get("/audit/filters", async (_req, res) => {
    res.json((await auditFilters(db)) satisfies AuditFiltersResponse);
  });

  return router;
}
