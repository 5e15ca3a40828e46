/**
 * The administration's API (CONTRACT §4.6–4.7, §6): one guard for all of it — a session
 * (401 without), and for changes an Origin of this site (403 otherwise) — then one thin file per
 * resource. Nothing here is cached by the browser.
 */
import { Router, type RequestHandler } from "express";
import { requireAdmin, sameOriginRequired } from "../../auth/middleware";
import type { SessionConfig } from "../../auth/sessions";
import type { Db } from "../../db";
import type { ContentChanges } from "../../db/content-changes";
import type { MailSource, RunEffects } from "../../services/effects";
import { adminUserRoutes } from "./admin-users";
import { contactRoutes } from "./contacts";
import { articleRoutes, contentAdminRoutes, eventRoutes, programRoutes } from "./content";
import { dashboardRoutes } from "./dashboard";
import { donationRoutes } from "./donations";
import { mailAdminRoutes } from "./mail";
import { membershipRoutes } from "./memberships";
import { newsletterRoutes } from "./newsletter";
import { paymentAdminRoutes } from "./payments";
import { settingsRoutes } from "./settings";

export type AdminDeps = {
  db: Db;
  session: SessionConfig;
  publicUrl: string;
  now: () => Date;
  /** Told of every saved change the public pages show (page caches of every process). */
  changes: ContentChanges;
  /** The staff's notification addresses default to the site's contact address; a retried mail wakes the jobs room. */
  mail: MailSource;
  runEffects: RunEffects;
};

const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

/** The guard: an Origin of this site for a change (403), an administrator's session (401), no caching. */
export const adminGuard = (deps: AdminDeps): RequestHandler[] => [
  sameOriginRequired(deps.publicUrl),
  requireAdmin(deps.db, deps.session, deps.now),
  noStore,
];

/**
 * A change that succeeds under these routes changes what public pages show: every server process
 * is told before the administrator gets the answer, so the next page anyone asks for is new.
 */
const changesPublicPages =
  (deps: AdminDeps): RequestHandler =>
  (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const json = res.json.bind(res);
    res.json = (body) => {
      if (res.statusCode >= 400) return json(body);
      deps.changes.publish().then(
        () => json(body),
        (error: unknown) => {
          // Saved, but other processes may not hear of it: their pages follow within the cache's lifetime.
          req.log.error({ err: error }, "a saved change could not be told to the other server processes");
          json(body);
        },
      );
      return res;
    };
    next();
  };

/** The admin's endpoints, each behind the guard; mounted on /api after the public routes. */
export function adminRoutes(deps: AdminDeps) {
  const guard = adminGuard(deps);
  const router = Router();
  router.use(
    "/admin",
    ...guard,
    dashboardRoutes(deps.db),
    adminUserRoutes(deps.db),
    Router().use(["/settings", "/programs/order"], changesPublicPages(deps)),
    settingsRoutes(deps.db, deps.now),
    contentAdminRoutes(deps.db, deps.now),
    paymentAdminRoutes(deps.db, deps.now),
    newsletterRoutes(deps.db),
    mailAdminRoutes(deps.db, deps.now, deps.mail, deps.runEffects),
  );
  // The specification's own paths (§7). Mounted after the public routes, which answer the public
  // POSTs of the same paths: whatever else reaches these paths is the administration's.
  router.use("/memberships", ...guard, membershipRoutes(deps.db));
  router.use("/contacts", ...guard, contactRoutes(deps.db));
  router.use("/donations", ...guard, donationRoutes(deps.db));
  // The content's changes (issue 14); the public GETs of these paths are answered before.
  router.use("/programs", ...guard, changesPublicPages(deps), programRoutes(deps.db));
  router.use("/articles", ...guard, changesPublicPages(deps), articleRoutes(deps.db));
  router.use("/events", ...guard, changesPublicPages(deps), eventRoutes(deps.db));
  return router;
}
