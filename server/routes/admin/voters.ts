/**
 * The general assembly's voters and its convocation (shared/voters.ts): who may vote at the
 * assembly of a year (the members paid for it), as a list paged like the admin's other lists, the
 * names of all for the attendance sheet, a CSV of all, and the convocation mailed to each of them,
 * with what became of each mail.
 */
import { Router } from "express";
import { formatNumber } from "../../../shared/format";
import { membershipYearOf } from "../../../shared/membership";
import { errorMap, translateMessage } from "../../../shared/validation";
import {
  convocationSchema,
  votersQuerySchema,
  votersYearSchema,
  type ConvocationResponse,
  type ConvocationsResponse,
  type SendConvocationResponse,
  type VotersResponse,
  type VotersSheetResponse,
} from "../../../shared/voters";
import type { Db } from "../../db";
import { requestLanguage } from "../../http/request-language";
import { apiMessages } from "../../lib/api-messages";
import { sendCsv } from "../../lib/csv";
import { AppError } from "../../lib/errors";
import { toPage } from "../../lib/paging";
import type { RunEffects } from "../../services/effects";
import { exportVoters } from "../../services/exports/export-voters";
import { getConvocation, listConvocations } from "../../services/voters/list-convocations";
import { listVotersPage, voterNames } from "../../services/voters/list-voters";
import { sendConvocation } from "../../services/voters/send-convocation";
import { actorOf, idParam } from "./shared";
import { plural } from "../../../shared/plural";

export function voterRoutes(db: Db, now: () => Date, runEffects: RunEffects) {
  const router = Router();

  router.get("/voters", async (req, res) => {
    const lang = requestLanguage(req);
    const query = votersQuerySchema.parse(req.query, { error: errorMap(lang) });
    const year = query.year ?? membershipYearOf(now());
    const { items, total } = await listVotersPage(db, year, lang, query);
    res.json({ year, ...toPage(items, total, query) } satisfies VotersResponse);
  });

  router.get("/voters/sheet", async (req, res) => {
    const lang = requestLanguage(req);
    const year = votersYearSchema.parse(req.query, { error: errorMap(lang) }).year ?? membershipYearOf(now());
    res.json({ year, items: await voterNames(db, year) } satisfies VotersSheetResponse);
  });

  router.get("/voters/export.csv", async (req, res) => {
    const lang = requestLanguage(req);
    const year = votersYearSchema.parse(req.query, { error: errorMap(lang) }).year ?? membershipYearOf(now());
    const csv = exportVoters(db, year, lang);
    await sendCsv(res, csv.filename, csv.header, csv.rows, csv.dialect);
  });

  router.get("/convocations", async (_req, res) => {
    res.json({ items: await listConvocations(db) } satisfies ConvocationsResponse);
  });

  router.get("/convocations/:id", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const found = await getConvocation(db, idParam(req, m.convocationNotFound));
    if (!found) throw new AppError("notFound", m.convocationNotFound);
    res.json(found satisfies ConvocationResponse);
  });

  router.post("/convocations", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const input = convocationSchema.parse(req.body, { error: errorMap(lang) });
    const result = await sendConvocation(db, actorOf(req), input, now());
    if (result.kind === "past") throw new AppError("badRequest", m.invalidInput, [{ path: "heldAt", message: translateMessage("heldAtPast", lang) }]);
    if (result.kind === "nobody") throw new AppError("conflict", m.nobodyEntitled.replace(/\{year\}/g, String(input.year)));
    await runEffects(result.effects);
    const found = await getConvocation(db, result.convocation.id);
    const message = plural(result.mailed, { one: m.convocationSentOne, other: m.convocationSent }, lang).replace("{count}", formatNumber(result.mailed, lang));
    res.status(201).json({ message, convocation: found!.convocation } satisfies SendConvocationResponse);
  });

  return router;
}
