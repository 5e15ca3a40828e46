import { Router } from "express";
import { patchSiteSettingsSchema, type SiteSettings } from "../../../shared/admin";
import { errorMap } from "../../../shared/validation";
import type { Db } from "../../db";
import { requestLanguage } from "../../http/request-language";
import { diff, recordChange } from "../../services/audit/record-change";
import { getSiteSettings, updateSiteSettings } from "../../services/settings/site-settings";
import type { RunEffects } from "../../services/effects";
import { actorOf } from "./shared";

export function settingsRoutes(db: Db, now: () => Date, runEffects: RunEffects) {
  const router = Router();

  router.get("/settings", async (_req, res) => {
    res.json((await getSiteSettings(db, now())) satisfies SiteSettings);
  });

  router.put("/settings", async (req, res) => {
    const patch = patchSiteSettingsSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    const actor = actorOf(req);
    const after = await db.transaction(async (tx) => {
      const result = await updateSiteSettings(tx, patch, now());
      const changes = {
        ...(patch.dues ? prefixed("dues", diff(result.before.dues, patch.dues)) : {}),
        ...(patch.nextAgm ? diff({ nextAgm: result.before.nextAgm }, { nextAgm: patch.nextAgm }) : {}),
        ...(patch.graceDays !== undefined ? diff({ graceDays: result.before.graceDays }, { graceDays: patch.graceDays }) : {}),
        ...(patch.nextYearFrom ? diff({ nextYearFrom: result.before.nextYearFrom }, { nextYearFrom: patch.nextYearFrom }) : {}),
      };
      if (Object.keys(changes).length > 0) await recordChange(tx, actor, { action: "settings.update", entity: "settings", label: "settings", changes });
      return result;
    });
    await runEffects(after.effects);
    res.json(after.after satisfies SiteSettings);
  });

  return router;
}

const prefixed = (prefix: string, changes: ReturnType<typeof diff>) =>
  Object.fromEntries(Object.entries(changes).map(([key, value]) => [`${prefix}.${key}`, value]));
