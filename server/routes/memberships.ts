/**
 * Membership applications (docs/rules.md R6). The new payment step starts its
 * payment once the payer chose the method (`?payment=later`); without it, a paid category gets a
 * card payment at once, with its client secret, as the specification's clients expect (R15).
 */
import { Router } from "express";
import type { MembershipApplicationResponse } from "../../shared/api-types";
import { membershipApplicationSchema } from "../../shared/schema";
import { errorMap } from "../../shared/validation";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "../http/request-language";
import { applyForMembership } from "../services/memberships/apply-for-membership";
import { getSiteSettings } from "../services/settings/site-settings";
import { AppError } from "../lib/errors";
import { payableRef, startLegacyCardPayment } from "./payments";
import type { PaymentDeps } from "./payments-deps";

export function membershipRoutes(deps: PaymentDeps) {
  const router = Router();

  router.post("/memberships", async (req, res) => {
    const lang = requestLanguage(req);
    const { dues } = await getSiteSettings(deps.db);
    const input = membershipApplicationSchema(dues).parse(req.body, { error: errorMap(lang) });
    const filed = await applyForMembership(deps.db, input, { duesInForce: dues, mail: deps.mail, now: deps.now() });
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
    const m = apiMessages[membership.language];
    const ref = payable ? payableRef(deps, "membership", { id: membership.id, amount: membership.duesAmount, currency: membership.duesCurrency }) : undefined;
    const card = payable && req.query.payment !== "later" ? (await startLegacyCardPayment(deps, req, "membership", membership.id)).card : null;
    const body: MembershipApplicationResponse = {
      message: payable ? m.membershipPaymentRequired : m.membershipPending,
      requiresPayment: payable,
      ...(card ? { clientSecret: card.clientSecret, paymentIntentId: card.paymentIntentId } : {}),
      ...(ref ? { payable: ref } : {}),
      membership: {
        id: membership.id,
        fullName: membership.fullName,
        category: membership.category,
        status: membership.status,
        duesAmount: membership.duesAmount,
        duesCurrency: membership.duesCurrency,
      },
    };
    res.status(201).json(body);
  });

  return router;
}
