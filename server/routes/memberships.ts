/**
 * `/api/memberships`, every method in one place (docs/rules.md R15): the public application (POST,
 * R6) and the administration's list, export, read and change, each of these behind the admin's
 * guard — so the order in which routers are mounted decides nothing. The new payment step starts
 * its payment once the payer chose the method (`?payment=later`); without it, a paid category gets
 * a card payment at once, with its client secret, as the specification's clients expect.
 */
import { Router, type RequestHandler } from "express";
import type { MembershipApplicationResponse } from "../../shared/api-types";
import { membershipApplicationSchema, type Membership } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import { apiMessages } from "../lib/api-messages";
import { amendSubmission, keepSubmission } from "../http/idempotent-submissions";
import { requestLanguage } from "../http/request-language";
import { applyForMembership } from "../services/memberships/apply-for-membership";
import { getSiteSettings } from "../services/settings/site-settings";
import { AppError } from "../lib/errors";
import { payableRef, startLegacyCardPayment } from "./payments";
import type { PaymentDeps } from "./payments-deps";
import { adminGuard, type AdminDeps } from "./admin";
import { membershipAdminHandlers } from "./admin/memberships";

/** Mounted on /api/memberships. */
export function membershipRoutes(deps: PaymentDeps, admin: AdminDeps) {
  const router = Router();
  const guard = adminGuard(admin);
  const staff = membershipAdminHandlers(admin.db, admin.now, admin.runEffects);

  const apply: RequestHandler = async (req, res) => {
    const lang = requestLanguage(req);
    const at = deps.now();
    const { dues } = await getSiteSettings(deps.db, at);
    const input = membershipApplicationSchema(dues).parse(req.body, { error: errorMap(lang) });
    const answer = (membership: Membership, payable: boolean, card?: { clientSecret: string; paymentIntentId: string } | null): MembershipApplicationResponse => {
      const m = apiMessages[membership.language];
      return {
        message: payable ? m.membershipPaymentRequired : m.membershipPending,
        requiresPayment: payable,
        ...(card ? { clientSecret: card.clientSecret, paymentIntentId: card.paymentIntentId } : {}),
        ...(payable ? { payable: payableRef(deps, "membership", { id: membership.id, amount: membership.duesAmount, currency: membership.duesCurrency }) } : {}),
        membership: {
          id: membership.id,
          fullName: membership.fullName,
          category: membership.category,
          status: membership.status,
          duesAmount: membership.duesAmount,
          duesCurrency: membership.duesCurrency,
          membershipYear: membership.membershipYear,
        },
      };
    };
    const filed = await applyForMembership(deps.db, input, { duesInForce: dues, mail: deps.mail, now: at, within: (tx, row, payable) => keepSubmission(tx, res, 201, answer(row, payable)) });
    // Paid up for every year payable today: no second charge; the client says until when with `paidThrough`.
    if (filed.kind === "alreadyMember")
      throw new AppError("conflict", apiMessages[lang].alreadyMember.replace("{year}", String(filed.paidThrough)), undefined, { paidThrough: filed.paidThrough });
    if (filed.kind === "yearRefused") {
      const m = apiMessages[lang];
      const message =
        filed.problem === "alreadyPaid"
          ? m.yearAlreadyPaid.replace("{year}", String(filed.year))
          : m.yearNotPayable.replace("{years}", filed.years.join(lang === "fr" ? " ou " : " or "));
      throw new AppError("badRequest", m.invalidInput, [{ path: "membershipYear", message }]);
    }
    const { membership, payable, effects } = filed;
    await deps.runEffects(effects);
    const card = payable && req.query.payment !== "later" ? (await startLegacyCardPayment(deps, req, "membership", membership.id)).card : null;
    const body = answer(membership, payable, card);
    // The card's secret came after the record's transaction: the key's answer gets it now.
    if (card) await amendSubmission(deps.db, res, body);
    res.status(201).json(body);
  };

  router.route("/").post(apply).get(...guard, staff.list);
  router.get("/export.csv", ...guard, staff.exportCsv);
  router.route("/:id").get(...guard, staff.getOne).put(...guard, staff.update);
  // Any other method or path here is the administration's too: 401 without a session, then 404.
  router.use(...guard);
  return router;
}
