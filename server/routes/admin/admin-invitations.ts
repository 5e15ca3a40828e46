/** Invitations to the administration (docs/decisions/026-account-links.md): list the waiting ones, invite, withdraw. */
import { Router } from "express";
import { inviteAdminSchema, type AdminInvitationsResponse } from "../../../shared/admin-invitations";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { requestLanguage } from "../../http/request-language";
import { AppError } from "../../lib/errors";
import { accountLinkMessages } from "../../services/admins/account-link-messages";
import { inviteAdmin, listInvitations, withdrawInvitation } from "../../services/admins/invitations";
import type { RunEffects } from "../../services/effects";
import { actorOf, idParam } from "./shared";

export function adminInvitationRoutes(db: Db, now: () => Date, runEffects: RunEffects) {
  const router = Router();

  router.get("/invitations", async (_req, res) => {
    res.json({ invitations: await listInvitations(db, now()) } satisfies AdminInvitationsResponse);
  });

  router.post("/invitations", async (req, res) => {
    const lang = requestLanguage(req);
    const input = inviteAdminSchema.parse(req.body, { error: errorMap(lang) });
    const result = await inviteAdmin(db, actorOf(req), input, now());
    if ("taken" in result) {
      const message = result.taken === "username" ? accountLinkMessages[lang].usernameTaken : accountLinkMessages[lang].emailTaken;
      throw new AppError("conflict", message, [{ path: result.taken, message, code: "taken" }]);
    }
    await runEffects(["mail-queued"]);
    res.status(201).json(result);
  });

  router.delete("/invitations/:id", async (req, res) => {
    const m = accountLinkMessages[requestLanguage(req)];
    const result = await withdrawInvitation(db, actorOf(req), idParam(req, m.invitationNotFound), now());
    if (result === "notFound") throw new AppError("notFound", m.invitationNotFound);
    if (result === "notPending") throw new AppError("conflict", m.invitationNotPending);
    res.json({ message: m.invitationWithdrawn });
  });

  return router;
}
