/**
 * A member's page and what staff do from it (docs/decisions/013-members-and-years.md): read it,
 * add a note, ask a year (to record its payment through POST /api/admin/payments); and the donors,
 * one per address, with their CSV.
 */
import { Router, type Request } from "express";
import { z } from "zod";
import { donorsQuerySchema, memberNoteSchema, memberYearSchema, type DonorsPage, type MemberNoteResponse, type MemberPageResponse, type MemberYearResponse } from "../../../shared/admin";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { requestLanguage } from "../../http/request-language";
import { apiMessages, duesPaidMessage } from "../../lib/api-messages";
import { sendCsv } from "../../lib/csv";
import { AppError } from "../../lib/errors";
import { toJson } from "../../lib/to-json";
import { listDonors } from "../../services/donations/list-donors";
import { exportDonors } from "../../services/exports/export-donors";
import { getMemberPage } from "../../services/members/get-member-page";
import { addMemberNote, askMemberYear } from "../../services/members/member-changes";
import { standingClock } from "../../services/members/member-standing";
import { getSiteSettings } from "../../services/settings/site-settings";
import { actorOf } from "./shared";

const uuid = z.uuid();

/** The member of the address; an id that cannot exist is simply not found. */
const memberIdParam = (req: Request): string => {
  const parsed = uuid.safeParse(req.params.memberId);
  if (!parsed.success) throw new AppError("notFound", apiMessages[requestLanguage(req)].membershipNotFound);
  return parsed.data;
};

export function memberAdminRoutes(db: Db, now: () => Date) {
  const router = Router();

  router.get("/members/:memberId", async (req, res) => {
    const page = await getMemberPage(db, memberIdParam(req), await standingClock(db, now()));
    if (!page) throw new AppError("notFound", apiMessages[requestLanguage(req)].membershipNotFound);
    res.json(page satisfies MemberPageResponse);
  });

  router.post("/members/:memberId/notes", async (req, res) => {
    const lang = requestLanguage(req);
    const memberId = memberIdParam(req);
    const { body } = memberNoteSchema.parse(req.body, { error: errorMap(lang) });
    const note = await addMemberNote(db, actorOf(req), memberId, body);
    if (!note) throw new AppError("notFound", apiMessages[lang].membershipNotFound);
    res.status(201).json({ note: toJson(note) } satisfies MemberNoteResponse);
  });

  router.post("/members/:memberId/years", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const memberId = memberIdParam(req);
    const { year } = memberYearSchema.parse(req.body, { error: errorMap(lang) });
    const at = now();
    const { dues } = await getSiteSettings(db, at);
    const result = await askMemberYear(db, actorOf(req), memberId, year, dues, at);
    if (result.kind === "notFound") throw new AppError("notFound", m.membershipNotFound);
    if (result.kind === "notPayable") throw new AppError("badRequest", m.invalidInput, [{ path: "year", message: m.yearNotRecordable }]);
    if (result.kind === "alreadyPaid") throw new AppError("conflict", duesPaidMessage(result.paid, lang));
    if (result.kind === "nothingDue") throw new AppError("conflict", m.nothingDue);
    if (result.kind === "erased") throw new AppError("conflict", m.memberErased);
    res.json({ year: toJson(result.year) } satisfies MemberYearResponse);
  });

  router.get("/donors", async (req, res) => {
    const query = donorsQuerySchema.parse(req.query, { error: errorMap(requestLanguage(req)) });
    const page = await listDonors(db, query);
    res.json(page satisfies DonorsPage);
  });

  router.get("/donors/export.csv", async (req, res) => {
    const lang = requestLanguage(req);
    const { year } = donorsQuerySchema.parse(req.query, { error: errorMap(lang) });
    const csv = exportDonors(db, year, lang);
    await sendCsv(res, csv.filename, csv.header, csv.rows, csv.dialect);
  });

  return router;
}
