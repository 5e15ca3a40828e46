/**
 * The administration's API (docs/rules.md R16, R38): one guard for all of it — a session
 * (401 without), for changes an Origin of this site (403 otherwise), and a role that opens the
 * path's area (403 otherwise: shared/roles.ts, docs/decisions/028-administrator-roles.md) — then
 * one thin file per resource. Nothing here is cached by the browser.
 */
import { Router, type RequestHandler } from "express";
import { requireAdmin, requireRole, sameOriginRequired } from "../../auth/middleware";
import type { SessionConfig } from "../../auth/sessions";
import type { Db } from "../../db";
import type { MailFiles } from "../../mail/mail-files";
import type { MailSource, RunEffects } from "../../services/effects";
import { adminInvitationRoutes } from "./admin-invitations";
import { adminUserRoutes } from "./admin-users";
import { contactRoutes } from "./contacts";
import { contentAdminRoutes, contentRoutes } from "./content";
import { dashboardRoutes } from "./dashboard";
import { donationRoutes } from "./donations";
import { mailAdminRoutes } from "./mail";
import { memberAdminRoutes } from "./members";
import { newsletterRoutes } from "./newsletter";
import { paymentAdminRoutes } from "./payments";
import { privacyRequestAdminRoutes } from "./privacy-requests";
import { renewalAdminRoutes } from "./renewals";
import { settingsRoutes } from "./settings";
import { voterRoutes } from "./voters";
import { requireTwoFactorWhenRequired, twoFactorAdminRoutes } from "../two-factor";

export type AdminDeps = {
  db: Db;
  session: SessionConfig;
  publicUrl: string;
  /** The server's secret: the renewal mails staff send carry links signed with it. */
  secret: string;
  now: () => Date;
  /** The staff's notification addresses default to the site's contact address. */
  mail: MailSource;
  /** Runs a committed change's effects (services/effects.ts): pages rendered anew, a mail woken. */
  runEffects: RunEffects;
  /** Where the backups are (BACKUP_DIR): the dashboard shows the last one. */
  backupDir: string;
  /** The files of mails written to DATA_DIR/mail (none with SMTP): an erasure removes those naming the person. */
  mailFiles: MailFiles;
  /** How long Send again waits to say what became of the mail (0: no jobs room sends it, say it is queued). */
  mailWaitMs: number;
};

const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

/**
 * The guard: an Origin of this site for a change (403), an administrator's session (401), their
 * two-factor set up first when everyone must have one (403, decision 027), a role that opens the
 * path's area (403, shared/roles.ts), no caching.
 */
export const adminGuard = (deps: AdminDeps): RequestHandler[] => [
  sameOriginRequired(deps.publicUrl),
  requireAdmin(deps.db, deps.session, deps.now),
  requireTwoFactorWhenRequired(deps.db),
  requireRole(),
  noStore,
];

/** The admin's endpoints, each behind the guard; mounted on /api after the public routes. */
export function adminRoutes(deps: AdminDeps) {
  const guard = adminGuard(deps);
  const router = Router();
  router.use(
    "/admin",
    ...guard,
    dashboardRoutes(deps.db, deps.now, deps.backupDir),
    adminUserRoutes(deps.db, deps.session),
    adminInvitationRoutes(deps.db, deps.now, deps.runEffects),
    settingsRoutes(deps.db, deps.now, deps.runEffects),
    twoFactorAdminRoutes(deps.db),
    contentAdminRoutes(deps.db, deps.now, deps.runEffects),
    paymentAdminRoutes(deps.db, deps.now, deps.runEffects),
    newsletterRoutes(deps.db),
    memberAdminRoutes(deps.db, deps.now),
    mailAdminRoutes(deps.db, deps.now, deps.mail, deps.runEffects, deps.mailWaitMs),
    voterRoutes(deps.db, deps.now, deps.runEffects),
    privacyRequestAdminRoutes(deps.db, deps.now, deps.runEffects, deps.mailFiles),
    renewalAdminRoutes(deps.db, { secret: deps.secret, publicUrl: deps.publicUrl }, deps.now, deps.runEffects),
  );
  // The specification's own paths (docs/rules.md R15). Mounted after the public routes, which
  // answer the public POSTs of the same paths: whatever else reaches these paths is the administration's.
  // (/memberships declares its public and admin methods together: routes/memberships.ts.)
  router.use("/contacts", ...guard, contactRoutes(deps.db, deps.runEffects));
  router.use("/donations", ...guard, donationRoutes(deps.db));
  // The content's changes (docs/rules.md R33–R36); the public GETs of these paths are answered before.
  // Each change runs its effects once committed: every process renders its pages anew.
  router.use("/programs", ...guard, contentRoutes(deps.db, deps.runEffects, "program"));
  router.use("/articles", ...guard, contentRoutes(deps.db, deps.runEffects, "article"));
  router.use("/events", ...guard, contentRoutes(deps.db, deps.runEffects, "event"));
  return router;
}
