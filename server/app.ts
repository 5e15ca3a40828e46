/**
 * The Express application, built without listening so tests can drive it with supertest.
 */
import { constants as zlibConstants } from "node:zlib";
import express, { type Request, type RequestHandler, type Response } from "express";
import compression from "compression";
import helmet from "helmet";
import type { Env } from "./env";
import type { Database } from "./db";
import { AppError, RETRY_AFTER_SECONDS } from "./lib/errors";
import { errorHandler, notFoundApi } from "./http/error-handler";
import { sameOriginOnly } from "./auth/middleware";
import { currentSession, type SessionConfig } from "./auth/sessions";
import { apiMessages, tooManyMessage } from "./lib/api-messages";
import { retryAfterSeconds } from "./db/rate-limit-store";
import { createLogger, type Logger } from "./lib/logger";
import { requestLog } from "./http/request-log";
import { requestLanguage } from "./http/request-language";
import { refuseUnstorableText } from "./http/unstorable-text";
import { renewalRoutes } from "./routes/renewals";
import { adminRoutes } from "./routes/admin";
import { documentRoutes } from "./routes/documents";
import { foundationOf } from "./documents/letter-page";
import { imageUploadRoutes } from "./routes/admin/images";
import { authRoutes, sessionResponse } from "./routes/auth";
import { twoFactorRoutes, withTwoFactor } from "./routes/two-factor";
import { accountLinkRoutes } from "./routes/account-links";
import type { SignInLimit } from "./auth/sign-in-limit";
import { publicRoutes } from "./routes/public";
import { newsletterRoutes } from "./routes/newsletter";
import { donationRoutes } from "./routes/donations";
import { membershipRoutes } from "./routes/memberships";
import { paymentRoutes } from "./routes/payments";
import { privacyRequestRoutes } from "./routes/privacy-requests";
import { myMembershipRoutes } from "./routes/my-membership";
import { webhookRoutes } from "./routes/webhooks";
import { mailFilesFromConfig } from "./mail/mail-files";
import { createPaymentsFromEnv, type PaymentRegistry } from "./payments";
import { watchProviders } from "./payments/watch-providers";
import { providerKey, recordServiceFailure, recordServiceSuccess } from "./services/admin/service-health";
import { contentSecurityPolicy } from "./ssr/content-security-policy";
import { ssrHandler, type Renderer } from "./ssr/handler";
import { keptResponses, type PageCache } from "./ssr/page-cache";
import { localContentChanges, type ContentChanges } from "./db/content-changes";
import { restStylesheets, staticFiles } from "./ssr/static-files";
import { repoRoot } from "./ssr/renderers";
import { refuseDataDirRequests, servedFolders } from "./http/data-dir-guard";
import { siteFiles } from "./routes/site-files";
import { idempotentSubmissions, replayTakenSubmissions } from "./http/idempotent-submissions";
import { formLimiters, type FormLimit } from "./http/form-limits";
import { uploadedImageRoutes } from "./routes/uploaded-images";
import { createUploadSlots, type UploadSlotOptions } from "./services/images/upload-slots";
import type { RunEffects } from "./services/effects";

export type AppOptions = {
  database: Database;
  env: Env;
  sessionSecret: string;
  /** Renders pages; without it the app serves the API only. */
  renderer?: Renderer;
  /** Serves the built client (production) or Vite's middleware (development). */
  assets?: RequestHandler | { dir: string };
  now?: () => Date;
  /** The sign-in's limits (auth/sign-in-limit.ts): per client, and per account (`accountLimit`, else 5× the client's). */
  signInLimit?: SignInLimit;
  /** The public forms' limits (http/form-limits.ts); `failures` and `perEmail` default to `limit`. */
  formLimit?: FormLimit;
  /** JSON lines on stdout at LOG_LEVEL by default; tests pass one whose lines they read. */
  logger?: Logger;
  /** The payment providers live side by side; by default, those the configuration sets. */
  payments?: PaymentRegistry;
  /** Pages rendered once and kept until the content changes; without it every request renders. */
  pageCache?: PageCache;
  /** How content changes reach every server process (PostgreSQL); by default, this process only. */
  contentChanges?: ContentChanges;
  /** Image uploads read and decoded at once, and how long one waits for its turn, its body unread (by default 1 and 15 s). */
  imageUploads?: UploadSlotOptions;
  /** Told when a change queued a mail: the jobs room sends it now rather than at its next look. */
  mailQueued?: () => void;
  /** How long the admin's Send again waits to say what became of the mail (10 s when `mailQueued` is set). */
  mailWaitMs?: number;
};

/** Payment (a provider's card form may ask for it, from the hosts it names) is the only powerful feature the site uses. */
const permissionsPolicy = (paymentHosts: readonly string[]) =>
  `accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(${["self", ...paymentHosts.map((host) => `"${host}"`)].join(" ")}), usb=()`;

export function createApp(options: AppOptions) {
  const { database, env } = options;
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? createLogger({ level: env.LOG_LEVEL });
  const session: SessionConfig = { secret: options.sessionSecret, secure: env.isProduction };
  const isDevServer = typeof options.assets === "function";
  // None in development, where Vite's client injects styles and scripts inline.
  const upgradeInsecureRequests = env.isProduction && env.PUBLIC_URL.startsWith("https:");
  // Each provider call's outcome is counted for the dashboard's warnings (services/admin/alerts.ts); never the call's own business.
  const payments = watchProviders(options.payments ?? createPaymentsFromEnv(env, options.sessionSecret), (provider, failure) => {
    const counted = failure ? recordServiceFailure(db, providerKey(provider), now(), failure.message) : recordServiceSuccess(db, providerKey(provider), now());
    counted.catch((error: unknown) => logger.error({ err: error, provider }, "a payment provider's outcome could not be counted"));
  });
  const policy = isDevServer
    ? undefined
    : (styleHashes: string[] = []) => contentSecurityPolicy({ styleHashes, upgradeInsecureRequests, providerHosts: payments.hosts });
  const PERMISSIONS_POLICY = permissionsPolicy(payments.hosts.payment);

  const app = express();
  app.disable("x-powered-by");
  // Which hops in front may say who the client is (X-Forwarded-For): TRUST_PROXY, by default only
  // a proxy on this machine. A client that reaches the server directly cannot pass for another.
  app.set("trust proxy", env.TRUST_PROXY);
  app.set("query parser", "simple");
  // First: every response carries X-Request-Id, every log line of the request its id.
  app.use(requestLog(logger));
  // Before any file server: no address reaches a file under DATA_DIR (http/data-dir-guard.ts).
  app.use(refuseDataDirRequests(env.DATA_DIR, servedFolders(repoRoot)));

  // Brotli at a higher quality than the default 4: pages are small and mobile data is costly. A CSV
  // export is the opposite (10 MB of text, downloaded by staff once): at quality 8 compressing took
  // most of the 50,000-row file's 4–5 s; at the default 4 it is a fraction of it, for a file ~10% larger.
  const bulk = (res: Response) => String(res.getHeader("Content-Type") ?? "").startsWith("text/csv");
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 8 } }, filter: (req, res) => !bulk(res) && compression.filter(req, res) }));
  app.use(compression({ filter: (req, res) => bulk(res) && compression.filter(req, res) }));
  // The built files, with their own lean headers (static-files.ts).
  if (options.assets && typeof options.assets !== "function") app.use(staticFiles(options.assets.dir));
  if (options.renderer?.restStyles) app.use(restStylesheets(options.renderer.restStyles));

  app.use(
    helmet({
      // Set below (ssr/content-security-policy.ts); a page sends its own, with its styles' hashes.
      contentSecurityPolicy: false,
      hsts: env.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      // frame-ancestors 'none' says it for every browser that matters; X-Frame-Options: SAMEORIGIN
      // would contradict it.
      xFrameOptions: false,
    }),
  );
  // The browser features no page uses are off, for the page and anything it might embed.
  app.use((_req, res, next) => {
    if (policy) res.setHeader("Content-Security-Policy", policy());
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });

  // ---- API
  const api = express.Router();
  // Providers sign their webhooks' raw bodies: read before any JSON parsing, from no browser origin.
  const changes = options.contentChanges ?? localContentChanges();
  const runEffects = effectsRunner(changes, options.mailQueued, logger);
  api.use(webhookRoutes(db, payments, now, runEffects));
  api.use(sameOriginOnly(env.PUBLIC_URL));
  // The one body that is not JSON: an image, read raw by its own route (20 MB), behind the admin's guard
  // and once its upload has a slot (routes/admin/images.ts).
  // Pages and public reads rendered once, until the content changes (page-cache.ts).
  const kept = options.pageCache ? keptResponses(options.pageCache, changes) : undefined;
  const mail = { contactEmail: env.CONTACT_EMAIL };
  const adminDeps = { db, session, publicUrl: env.PUBLIC_URL, secret: options.sessionSecret, now, changes, mail, runEffects, backupDir: env.backups.dir, mailFiles: mailFilesFromConfig(env.mail, env.DATA_DIR), mailWaitMs: options.mailQueued ? (options.mailWaitMs ?? 10_000) : 0 };
  api.use(imageUploadRoutes({ ...adminDeps, uploadSlots: createUploadSlots(options.imageUploads) }));
  api.use(express.json({ limit: "100kb", type: ["application/json", "application/*+json"] }));
  api.use((req, _res, next) => {
    // A body of another type would be silently ignored: refuse it instead.
    if (req.headers["content-length"] !== "0" && req.is("json") === false)
      return next(new AppError("unsupportedMediaType", apiMessages[requestLanguage(req)].unsupportedMediaType));
    next();
  });

  api.use(refuseUnstorableText);

  api.get("/health", async (_req, res) => {
    try {
      await database.ping();
      res.json({ status: "ok", database: database.kind });
    } catch {
      // A load balancer or monitor is told when to look again, as every other 503 says.
      res.set("Retry-After", String(RETRY_AFTER_SECONDS));
      res.status(503).json({ status: "unavailable", database: database.kind, message: apiMessages.en.unavailable });
    }
  });

  const formLimit: FormLimit = options.formLimit ?? {
    windowMs: env.FORM_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    limit: env.FORM_RATE_LIMIT,
    failures: env.FORM_FAILURE_LIMIT,
    perEmail: env.FORM_EMAIL_LIMIT,
  };
  const formLimiter = formLimiters(db, formLimit, now, (req, res, next, until) => {
    const wait = retryAfterSeconds(until, now());
    res.set("Retry-After", String(wait));
    next(new AppError("tooManyRequests", tooManyMessage("tooManyRequests", wait, requestLanguage(req))));
  }, options.sessionSecret, logger);
  api.post(["/contacts", "/newsletter", "/memberships", "/donations", "/create-payment-intent", "/payments", "/privacy-requests", "/my-membership/link"], formLimiter);
  // A repeat of a form's Idempotency-Key answers the first try's result (/payments has its own key).
  api.post(["/contacts", "/newsletter", "/memberships", "/donations", "/create-payment-intent"], idempotentSubmissions(db, now));

  api.use("/auth", twoFactorRoutes(db, session, options.signInLimit ?? { windowMs: 15 * 60_000, limit: 10 }, { publicUrl: env.PUBLIC_URL, now, siteName: env.SITE_NAME }));
  api.use("/auth", accountLinkRoutes({ db, session, publicUrl: env.PUBLIC_URL, now, runEffects }));
  api.use("/auth", authRoutes(db, session, options.signInLimit ?? { windowMs: 15 * 60_000, limit: 10 }, { publicUrl: env.PUBLIC_URL, now, mail, runEffects }));
  api.use(publicRoutes(db, session, now, kept, { mail, run: runEffects }));
  api.use(newsletterRoutes(db));
  const paymentDeps = { db, payments, secret: options.sessionSecret, siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL, now, mail, runEffects };
  api.use("/memberships", membershipRoutes(paymentDeps, adminDeps));
  api.use(donationRoutes(paymentDeps));
  api.use(paymentRoutes(paymentDeps));
  api.use(renewalRoutes(paymentDeps));
  api.use(documentRoutes({ ...adminDeps, secret: options.sessionSecret, env }));
  api.use(privacyRequestRoutes({ db, secret: options.sessionSecret, now, mail, runEffects, foundation: foundationOf(env) }));
  api.use(myMembershipRoutes({ db, secret: options.sessionSecret, publicUrl: env.PUBLIC_URL, now, runEffects }));
  api.use(adminRoutes(adminDeps));
  // A form's try whose key another try filed first answers that try's record.
  api.use(replayTakenSubmissions(db));
  api.use(notFoundApi);
  app.use("/api", api);

  // ---- pages and files
  app.use(siteFiles({ db, env, now }));
  app.use(uploadedImageRoutes(db));
  if (options.assets && typeof options.assets === "function") app.use(options.assets);
  if (options.renderer) {
    const signedIn = async (req: Request) => {
      const current = await currentSession(db, req, session, now());
      return current && withTwoFactor(db, sessionResponse(current));
    };
    app.use(ssrHandler({ renderer: options.renderer, db, env, now, payments: payments.browserConfig, kept, policy, session: signedIn }));
  }

  app.use(errorHandler(logger));
  return app;
}

/**
 * The effects of a committed change (services/effects.ts): every process's pages are told, the jobs
 * room is woken for a queued mail. A failure is logged, never the change's: it is saved.
 */
function effectsRunner(changes: ContentChanges, mailQueued: (() => void) | undefined, logger: Logger): RunEffects {
  return async (effects) => {
    if (effects.includes("mail-queued")) mailQueued?.();
    if (effects.includes("pages-changed"))
      await changes.publish().catch((error: unknown) => {
        // Saved, but other processes may not hear of it: their pages follow within the cache's lifetime.
        logger.error({ err: error }, "a saved change could not be told to the other server processes");
      });
  };
}
