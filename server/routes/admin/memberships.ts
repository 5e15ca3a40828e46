import type { RequestHandler } from "express";
import { membersQuerySchema, type MemberResponse } from "../../../shared/admin";
import { patchMembershipSchema } from "../../../shared/schema";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { apiMessages } from "../../lib/api-messages";
import { sendCsv } from "../../lib/csv";
import { requestLanguage } from "../../http/request-language";
import { toJson } from "../../lib/to-json";
import { exportMemberships } from "../../services/exports/export-memberships";
import { getMembership } from "../../services/memberships/get-membership";
import { listMemberships } from "../../services/memberships/list-memberships";
import { updateMembership } from "../../services/memberships/update-membership";
import type { RunEffects } from "../../services/effects";
import { standingClock } from "../../services/members/member-standing";
import { actorOf, idParam } from "./shared";

/**
 * The administration's handlers of the specification's `/api/memberships` paths: mounted with the
 * public application's POST in routes/memberships.ts, each behind the admin's guard there.
 */
export function membershipAdminHandlers(db: Db, now: () => Date, runEffects: RunEffects): Record<"list" | "exportCsv" | "getOne" | "update", RequestHandler> {
  return {
    list: async (req, res) => {
      const query = membersQuerySchema.parse(req.query, { error: errorMap(requestLanguage(req)) });
      const page = await listMemberships(db, query, await standingClock(db, now()));
      res.json({ ...page, items: toJson(page.items) });
    },

    exportCsv: async (req, res) => {
      const lang = requestLanguage(req);
      const { page: _page, pageSize: _pageSize, ...filter } = membersQuerySchema.parse(req.query, { error: errorMap(lang) });
      const csv = exportMemberships(db, filter, lang, await standingClock(db, now()));
      await sendCsv(res, csv.filename, csv.header, csv.rows, csv.dialect);
    },

    // One member as saved: what the edit dialog shows beside the typing after a 409.
    getOne: async (req, res) => {
      const m = apiMessages[requestLanguage(req)];
      const row = await getMembership(db, idParam(req, m.membershipNotFound));
      if (!row) throw new AppError("notFound", m.membershipNotFound);
      res.json({ membership: toJson(row) } satisfies MemberResponse);
    },

    update: async (req, res) => {
      const lang = requestLanguage(req);
      const m = apiMessages[lang];
      const id = idParam(req, m.membershipNotFound);
      const patch = patchMembershipSchema.parse(req.body, { error: errorMap(lang) });
      const result = await updateMembership(db, actorOf(req), id, patch, now());
      if (result.kind === "notFound") throw new AppError("notFound", m.membershipNotFound);
      if (result.kind === "erased") throw new AppError("conflict", m.memberErased);
      // The refusal keeps the contract's error shape; the dialog reads the member as saved with GET.
      if (result.kind === "stale") throw new AppError("conflict", m.staleVersion);
      await runEffects(result.effects);
      res.json({ membership: toJson(result.row) } satisfies MemberResponse);
    },
  };
}
