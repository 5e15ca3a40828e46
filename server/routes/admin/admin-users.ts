import { Router } from "express";
import { createAdminSchema, type AdminUsersResponse } from "../../../shared/admin";
import { errorMap } from "../../../shared/validation";
import { endSession, type SessionConfig } from "../../auth/sessions";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { apiMessages } from "../../lib/api-messages";
import { requestLanguage } from "../../http/request-language";
import { createAdmin, listAdmins, removeAdmin } from "../../services/admins/manage-admins";
import { actorOf, idParam } from "./shared";

export function adminUserRoutes(db: Db, session: SessionConfig) {
  const router = Router();

  router.get("/users", async (_req, res) => {
    res.json({ users: await listAdmins(db) } satisfies AdminUsersResponse);
  });

  router.post("/users", async (req, res) => {
    const lang = requestLanguage(req);
    const input = createAdminSchema.parse(req.body, { error: errorMap(lang) });
    const user = await createAdmin(db, actorOf(req), input);
    if (!user) throw new AppError("conflict", apiMessages[lang].usernameTaken, [{ path: "username", message: apiMessages[lang].usernameTaken }]);
    res.status(201).json({ user });
  });

  router.delete("/users/:id", async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    const actor = actorOf(req);
    const id = idParam(req, m.userNotFound);
    const result = await removeAdmin(db, actor, id);
    if (result === "notFound") throw new AppError("notFound", m.userNotFound);
    if (result === "last") throw new AppError("conflict", m.cannotRemoveLast);
    // Oneself removed: this session went with the account; the browser forgets its cookie too.
    if (id === actor.userId) await endSession(db, req, res, session);
    res.json({ message: m.adminRemoved });
  });

  return router;
}
