/**
 * The private renewal page's read (docs/decisions/013-members-and-years.md): GET
 * /api/renewals/:yearId?t= answers the year asked of a member — who, which year, the dues — and,
 * while it is unpaid, what the payment step starts a payment for. The token is the year's
 * renewal link's (services/renewals/renewal-link.ts): 404 for a year that does not exist, 403 for a
 * link whose token is not its own, 410 for a link past its days (the message says how to ask for a
 * new one) and for a year of a member whose data was erased; each in the contract's error shape.
 */
import { Router } from "express";
import { z } from "zod";
import { fill } from "../../shared/fill";
import { RENEWAL_LINK_DAYS, renewalQuerySchema, type RenewalGoneError, type RenewalResponse } from "../../shared/renewals";
import { AppError } from "../lib/errors";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "../http/request-language";
import { checkRenewalToken } from "../services/renewals/renewal-link";
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
    const check = query.success ? checkRenewalToken(deps.secret, row.year.id, query.data.t, deps.now()) : null;
    if (check === null) throw new AppError("forbidden", m.renewalBadLink);
    res.set("Cache-Control", "no-store");
    if (check === "expired") throw new AppError("gone", fill(m.renewalLinkExpired, { days: RENEWAL_LINK_DAYS }), undefined, { reason: "expired" } satisfies Pick<RenewalGoneError, "reason">);
    // An erased member's years are paid by nobody: the link says so rather than show a nameless year.
    if (row.member.erasedAt) throw new AppError("gone", m.renewalGone, undefined, { reason: "erased" } satisfies Pick<RenewalGoneError, "reason">);
    await noteLinkOpened(deps.db, row.year.id, deps.now());
    const { year, member } = row;
    const paid = year.paidAt !== null;
    const body: RenewalResponse = {
      renewal: {
        yearId: year.id,
        name: member.fullName,
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
