/**
 * A member's or donor's own page (docs/decisions/017-my-membership-page.md):
 * - POST /my-membership/link { email, language }: mails a sign-in link to a known address; 202 and
 *   the same words whether or not it is known (limited per client and per address, app.ts);
 * - GET /my-membership?email=&token=: the page, through the link's proof of the address (403 for a
 *   link that is not ours, 410 for one past its days, each saying so in the reader's language);
 * - PATCH /my-membership { email, token, fullName, phone, language }: the member's own details.
 */
import { Router, type Request } from "express";
import type { Language } from "../../shared/domain";
import { myDetailsInputSchema, myMembershipLinkInputSchema, myMembershipProofSchema, type MyDetailsResponse, type MyMembershipLinkResponse } from "../../shared/my-membership";
import { errorMap } from "../../shared/validation";
import type { Db } from "../db";
import { requestLanguage } from "../http/request-language";
import { AppError } from "../lib/errors";
import type { RunEffects } from "../services/effects";
import { myMembershipMessages } from "../services/my-membership/messages";
import { readMyMembership } from "../services/my-membership/read-my-membership";
import { sendSignInLink } from "../services/my-membership/send-sign-in-link";
import { updateMyDetails } from "../services/my-membership/update-my-details";
import { addressTokenExpiry, checkAddressToken } from "../services/privacy/privacy-links";

export type MyMembershipDeps = { db: Db; secret: string; publicUrl: string; now: () => Date; runEffects: RunEffects };

/** A link refused: 403 when it is not ours, 410 once past its days; the message in the reader's language. */
class LinkRefused extends AppError {
  constructor(expired: boolean, lang: Language) {
    const message = myMembershipMessages[lang][expired ? "linkExpired" : "linkInvalid"];
    super("forbidden", message, [{ path: "token", message }]);
    // Gone: the link was ours, its days are over (as a document's link past its days, routes/documents.ts).
    if (expired) (this as { status: number }).status = 410;
  }
}

/** The address the link proves, and when the link ends; throws when it proves nothing. */
function proven(deps: MyMembershipDeps, input: unknown, lang: Language) {
  const proof = myMembershipProofSchema.safeParse(input);
  if (!proof.success) throw new LinkRefused(false, lang);
  const check = checkAddressToken(deps.secret, proof.data.email, proof.data.token, deps.now());
  if (check !== "valid") throw new LinkRefused(check === "expired", lang);
  return { email: proof.data.email, expiresAt: addressTokenExpiry(proof.data.token)! };
}

export function myMembershipRoutes(deps: MyMembershipDeps) {
  const router = Router();

  router.post("/my-membership/link", async (req: Request, res) => {
    const input = myMembershipLinkInputSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    await deps.runEffects(await sendSignInLink(deps.db, input.email, input.language));
    res.status(202).json({ message: myMembershipMessages[input.language].linkSent } satisfies MyMembershipLinkResponse);
  });

  router.get("/my-membership", async (req, res) => {
    const lang = requestLanguage(req);
    const { email, expiresAt } = proven(deps, { email: req.query.email, token: req.query.token }, lang);
    const page = await readMyMembership(deps.db, deps, email, lang, expiresAt, deps.now());
    res.set("Cache-Control", "private, no-store").json(page);
  });

  router.patch("/my-membership", async (req: Request, res) => {
    const lang = requestLanguage(req);
    const body: unknown = req.body;
    const proof = body && typeof body === "object" ? { email: (body as { email?: unknown }).email, token: (body as { token?: unknown }).token } : {};
    proven(deps, proof, lang);
    const input = myDetailsInputSchema.parse(body, { error: errorMap(lang) });
    const member = await updateMyDetails(deps.db, input, deps.now());
    if (!member) throw new AppError("notFound", myMembershipMessages[lang].notMember);
    res.json({
      message: myMembershipMessages[input.language].saved,
      member: { fullName: member.fullName, phone: member.phone, language: member.language },
    } satisfies MyDetailsResponse);
  });

  return router;
}
