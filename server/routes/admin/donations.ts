import { Router } from "express";
import { donationsQuerySchema, type DonationsPage } from "../../../shared/admin";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { sendCsv } from "../../lib/csv";
import { requestLanguage } from "../../http/request-language";
import { toJson } from "../../lib/to-json";
import { listDonations } from "../../services/donations/list-donations";
import { exportDonations } from "../../services/exports/export-donations";

export function donationRoutes(db: Db) {
  const router = Router();

  router.get("/", async (req, res) => {
    const query = donationsQuerySchema.parse(req.query, { error: errorMap(requestLanguage(req)) });
    const page = await listDonations(db, query);
    res.json({ ...page, items: toJson(page.items) } satisfies DonationsPage);
  });

  // What the screen lists, whatever the totals count: the same filter, the file named after it.
  router.get("/export.csv", async (req, res) => {
    const lang = requestLanguage(req);
    const { status, currency, method, operator, from, to, q } = donationsQuerySchema.parse(req.query, { error: errorMap(lang) });
    const csv = exportDonations(db, { status, currency, method, operator, from, to, q }, lang);
    await sendCsv(res, csv.filename, csv.header, csv.rows, csv.dialect);
  });

  return router;
}
