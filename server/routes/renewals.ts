/**
 * The private renewal page's read (docs/decisions/013-members-and-years.md): GET
 * /api/renewals/:yearId?t= answers the year asked of a member — who, which year, the dues — and,
 * while it is unpaid, what the payment step starts a payment for. The token is the year's payable
 * token (services/renewals/renewal-link.ts): 404 for a year that does not exist, 403 for a link
 * whose token is not its own, each in the contract's error shape.
 */
import { Router } from "express";
import { z } from "zod";
import { renewalQuerySchema, type RenewalResponse } from "../../shared/renewals";
import { AppError } from "../lib/errors";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "../http/request-language";
import { isRenewalToken } from "../services/renewals/renewal-link";
import { noteLinkOpened, readRenewal } from "../services/renewals/read-renewal";
import { payableRef } from "./payments";
import type { PaymentDeps } from "./payments-deps";

const yearIdSchema = z.uuid();

export function renewalRoutes(deps: PaymentDeps) {
  const router = Router();

  router.get("/renewals/:yearId", async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    const id = yearIdSchema.safeParse(req.params.yearId);
    const row = id.success ? await readRenewal(deps.db, id.data) : null;
    if (!id.success || !row) throw new AppError("notFound", m.renewalNotFound);
    const query = renewalQuerySchema.safeParse(req.query);
    if (!query.success || !isRenewalToken(deps.secret, row.year.id, query.data.t)) throw new AppError("forbidden", m.renewalBadLink);
    await noteLinkOpened(deps.db, row.year.id, deps.now());
    const { year, member } = row;
    const paid = year.paidAt !== null;
    const body: RenewalResponse = {
      renewal: {
        yearId: year.id,
        // An erased member's record keeps no name to show.
        name: member.erasedAt ? "" : member.fullName,
        year: year.year,
        category: year.category,
        amount: year.duesAmount,
        currency: year.duesCurrency,
        paid,
        paidAt: year.paidAt?.toISOString() ?? null,
      },
      payable: paid ? null : payableRef(deps, "membership_year", { id: year.id, amount: year.duesAmount, currency: year.duesCurrency }),
    };
    res.set("Cache-Control", "no-store").json(body);
  });

  return router;
}
