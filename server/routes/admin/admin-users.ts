import { Router } from "express";
import { changeRoleSchema, createAdminSchema, type AdminUser, type AdminUsersResponse } from "../../../shared/admin";
import { errorMap } from "../../../shared/validation";
import { endSession, type SessionConfig } from "../../auth/sessions";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { apiMessages } from "../../lib/api-messages";
import { requestLanguage } from "../../http/request-language";
import { accountLinkMessages } from "../../services/admins/account-link-messages";
import { changeRole, createAdmin, listAdmins, removeAdmin } from "../../services/admins/manage-admins";
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
    if (user === "usernameTaken") throw new AppError("conflict", apiMessages[lang].usernameTaken, [{ path: "username", message: apiMessages[lang].usernameTaken, code: "taken" }]);
    if (user === "emailTaken") throw new AppError("conflict", accountLinkMessages[lang].emailTaken, [{ path: "email", message: accountLinkMessages[lang].emailTaken, code: "taken" }]);
    res.status(201).json({ user });
  });

  // Another role: full rights, the treasurer's, content's or messages' (shared/roles.ts), effective
  // at the person's next request; never taking full rights from the last one who has them.
  router.put("/users/:id", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const id = idParam(req, m.userNotFound);
    const { role } = changeRoleSchema.parse(req.body, { error: errorMap(lang) });
    const result = await changeRole(db, actorOf(req), id, role);
    if (result.kind === "notFound") throw new AppError("notFound", m.userNotFound);
    if (result.kind === "last") throw new AppError("conflict", m.cannotDemoteLast, [{ path: "role", message: m.cannotDemoteLast }]);
    res.json({ message: m.roleChanged, user: result.user } satisfies { message: string; user: AdminUser });
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
