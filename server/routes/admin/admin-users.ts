import { Router } from "express";
import { createAdminSchema, type AdminUsersResponse } from "../../../shared/admin";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { AppError } from "../../errors";
import { apiMessages } from "../../lib/api-messages";
import { requestLanguage } from "../../lib/request-language";
import { createAdmin, listAdmins, removeAdmin } from "../../services/admins/manage-admins";
import { actorOf, idParam } from "./shared";

export function adminUserRoutes(db: Db) {
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
    const result = await removeAdmin(db, actorOf(req), idParam(req, m.userNotFound));
    if (result === "notFound") throw new AppError("notFound", m.userNotFound);
    if (result === "self") throw new AppError("conflict", m.cannotRemoveSelf);
    if (result === "last") throw new AppError("conflict", m.cannotRemoveLast);
    res.json({ message: m.adminRemoved });
  });

  return router;
}
