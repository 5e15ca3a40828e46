/**
 * The server's configuration (docs/rules.md R41), parsed once. Nothing else reads process.env.
 */
import { existsSync } from "node:fs";
import { z } from "zod";
import { site } from "../shared/site";
import { optional } from "./lib/env-fields";
import { LOG_LEVELS } from "./lib/logger";
import { anyProviderSet, fedapaySettings, providerProblems, providerVariables, stripeSettings } from "./payments/providers/settings";

export type { FedapayConfig, FedapayEnvironment, StripeConfig } from "./payments/providers/settings";

/** A whole number within bounds, or the default when unset or empty. */
const wholeNumber = (min: number, max: number, fallback: number, message: string) =>
  optional
    .pipe(z.string().regex(/^\d{1,6}$/, { message }).transform(Number).pipe(z.number().int().min(min, { message }).max(max, { message })).optional())
    .transform((v) => v ?? fallback);

const postgresUrl = z
  .string()
  .trim()
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
      } catch {
        return false;
      }
    },
    { message: "must be a postgres:// or postgresql:// URL with a host, e.g. postgres://user@127.0.0.1:5432/db" },
  );

/** An SMTP server as the configuration describes it (server/mail/mailer.ts sends through it). */
export type SmtpOptions = {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; else the parts below. */
  url?: string;
  host?: string;
  port?: number;
  secure?: boolean;
  user?: string;
  password?: string;
  /** How long connecting, greeting and each answer may take before the try counts as failed. */
  timeoutMs?: number;
};

export type MailConfig = {
  /** Null: mails are written as files under DATA_DIR/mail/. */
  smtp: SmtpOptions | null;
  from: string;
};

function mailConfig(env: {
  SMTP_URL?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: number;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  SMTP_SECURE?: "true" | "false";
  MAIL_FROM?: string;
  SITE_NAME: string;
  CONTACT_EMAIL: string;
}): MailConfig {
  const from = env.MAIL_FROM ?? `"${env.SITE_NAME.replace(/["\\]/g, "")}" <${env.CONTACT_EMAIL}>`;
  if (env.SMTP_URL) return { smtp: { url: env.SMTP_URL }, from };
  if (env.SMTP_HOST)
    return {
      smtp: {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT ?? (env.SMTP_SECURE === "true" ? 465 : 587),
        secure: env.SMTP_SECURE === undefined ? undefined : env.SMTP_SECURE === "true",
        user: env.SMTP_USER,
        password: env.SMTP_PASSWORD,
      },
      from,
    };
  return { smtp: null, from };
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(5000),
    DATABASE_URL: optional.pipe(postgresUrl.optional()),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    /** PostgreSQL: the longest a query may take, and getting a connection, before the API answers 503. */
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(4_000),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
    PUBLIC_URL: optional.pipe(
      z
        .url({ protocol: /^https?$/, message: "must be an http(s) origin, e.g. https://example.org" })
        .optional(),
    ),
    /**
     * The address the server listens on. By default, with PUBLIC_URL on this machine (or unset),
     * loopback only (127.0.0.1): a server only this machine can reach, as its address says — and
     * the test payments such a server allows stay on it; with a public PUBLIC_URL, every interface.
     */
    HOST: optional.pipe(z.string().trim().min(1).optional()),
    SITE_NAME: z.string().trim().min(1).max(100).default("Bridges for Africa Foundation"),
    CONTACT_EMAIL: z.email({ message: "must be an e-mail address" }).default("contact@bridgesforafrica.org"),
    SESSION_SECRET: optional.pipe(
      z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    ),
    ADMIN_USERNAME: optional,
    ADMIN_PASSWORD: optional.pipe(
      z.string().min(10, { message: "must be at least 10 characters" }).optional(),
    ),
    /** The first administrator's address, where "Forgot your password?" sends its link; unset, they are asked for it once signed in. */
    ADMIN_EMAIL: optional.pipe(z.email({ message: "must be an e-mail address" }).optional()),
    /** The payment providers' own variables (server/payments/providers/<name>/settings.ts). */
    ...providerVariables,
    /**
     * The proxies in front whose X-Forwarded-For is believed (Express's "trust proxy"): `loopback`
     * (a proxy on this machine, the default), a number of hops (`1` behind one load balancer), a
     * comma-separated list of addresses or CIDR ranges, or `false` (no proxy: the socket's address).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default("loopback")
      .transform((value): boolean | number | string => (value === "false" ? false : value === "true" ? true : /^\d+$/.test(value) ? Number(value) : value)),
    /**
     * The public forms' limits in a window of so many minutes (decision 012): submissions per client
     * address, a ceiling high enough for a room of applicants behind one public address; refused
     * submissions (4xx) per address; accepted submissions per e-mail address and form.
     */
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(150),
    FORM_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(10),
    FORM_FAILURE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(40),
    FORM_EMAIL_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
    /** Staff notifications sent on their own within ten minutes before the rest are gathered into one digest (server/mail/staff-digest.ts). */
    STAFF_NOTIFY_BURST: z.coerce.number().int().min(1).max(100_000).default(3),
    /**
     * How long a rendered page may be served again before it is rendered anew (it is anyway as soon
     * as an administrator changes the content); 0: every request renders.
     */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** The test payment provider on a server others can reach (docs/rules.md R11): only on purpose. */
    ALLOW_TEST_PAYMENTS: optional.pipe(z.enum(["true", "false"], { message: "must be true or false" }).optional()),
    /**
     * Mail (server/mail/): an SMTP server as one URL (`smtp://user:password@host:587`,
     * `smtps://…:465`), or as its parts; unset, each mail is written as an .eml file under DATA_DIR/mail/.
     */
    SMTP_URL: optional.pipe(
      z
        .url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587" })
        .optional(),
    ),
    SMTP_HOST: optional.pipe(z.string().regex(/^[\w.-]+$/, { message: "must be a host name or address, e.g. mail.example.org" }).optional()),
    SMTP_PORT: optional.pipe(
      z
        .string()
        .regex(/^\d{1,5}$/, { message: "must be a port number, e.g. 587" })
        .transform(Number)
        .pipe(z.number().int().min(1).max(65535, { message: "must be a port number, e.g. 587" }))
        .optional(),
    ),
    SMTP_USER: optional,
    SMTP_PASSWORD: optional,
    /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it (587). */
    SMTP_SECURE: optional.pipe(z.enum(["true", "false"], { message: "must be true or false" }).optional()),
    /** The sender of every mail, e.g. `Bridges for Africa Foundation <no-reply@example.org>`. */
    MAIL_FROM: optional.pipe(
      z
        .string()
        .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, { message: "must be an e-mail address, or a name and <address>" })
        .optional(),
    ),
    /** Backups (server/backups/): where they are written (never inside DATA_DIR), when, how many are kept. */
    BACKUP_DIR: optional.transform((v) => v ?? "./backups"),
    BACKUP_HOUR: wholeNumber(0, 23, 2, "must be an hour from 0 to 23 (in the foundation's time zone, Africa/Porto-Novo)"),
    BACKUP_KEEP_DAYS: wholeNumber(1, 366, 7, "must be a number of days from 1 to 366"),
    BACKUP_KEEP_WEEKS: wholeNumber(0, 520, 4, "must be a number of weeks from 0 to 520"),
    /** Run by /bin/sh after each backup, the file's path as $1 (else as its last argument): rclone, scp, … */
    BACKUP_COPY_COMMAND: optional,
    /** The least severe log lines written (JSON on stdout): info writes one line per request. */
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  })
  .transform((env) => {
    const PUBLIC_URL = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
    // undefined: every interface.
    const HOST: string | undefined = env.HOST ?? (isLoopbackOrigin(PUBLIC_URL) ? "127.0.0.1" : undefined);
    return {
      ...env,
      PUBLIC_URL,
      isProduction: env.NODE_ENV === "production",
      stripeEnabled: Boolean(env.STRIPE_SECRET_KEY),
      stripe: stripeSettings.read(env),
      fedapay: fedapaySettings.read(env),
      mail: mailConfig(env),
      backups: {
        dir: env.BACKUP_DIR,
        hour: env.BACKUP_HOUR,
        keepDays: env.BACKUP_KEEP_DAYS,
        keepWeeks: env.BACKUP_KEEP_WEEKS,
        copyCommand: env.BACKUP_COPY_COMMAND,
        timeZone: site.timeZone,
      },
      // On a loopback address only this machine can pay, so the test provider is safe unless turned
      // off; elsewhere anyone could mark a payment made without paying: only when asked for.
      testPaymentsAllowed: env.ALLOW_TEST_PAYMENTS === "true" || (isLoopbackOrigin(PUBLIC_URL) && isLoopbackHost(HOST) && env.ALLOW_TEST_PAYMENTS !== "false"),
      HOST,
    };
  });

export type Env = z.output<typeof envSchema>;
export type EnvInput = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses a configuration; throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`)),
    ...crossCheck(source),
  ];
  if (result.success && problems.length === 0) return result.data;
  throw new EnvError(problems);
}

const publicUrlOf = (source: Record<string, string | undefined>) => source.PUBLIC_URL?.trim() || `http://localhost:${source.PORT?.trim() || 5000}`;

/** True for an origin only this machine can reach: localhost, 127.0.0.0/8, [::1]. */
/** True for an address only this machine reaches (undefined: every interface, is not). */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  return host === "localhost" || /^127(\.\d{1,3}){3}$/.test(host) || host === "::1" || host === "[::1]";
}

export function isLoopbackOrigin(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === "localhost" || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host) || host === "[::1]";
  } catch {
    return false;
  }
}

/** Variables that only make sense together. */
function crossCheck(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(source[name]?.trim());
  const problems = providerProblems(source);
  // With no provider, anyone who can reach the server could mark a payment made without paying:
  // the test provider is live only on a loopback address, or when asked for on purpose.
  const noProvider = !anyProviderSet(source) && source.ALLOW_TEST_PAYMENTS?.trim() !== "true";
  if (noProvider && !isLoopbackOrigin(publicUrlOf(source)))
    problems.push(
      "STRIPE_SECRET_KEY: no payment provider is configured and PUBLIC_URL is not a loopback address: set the Stripe keys or the FedaPay keys (FEDAPAY_SECRET_KEY, FEDAPAY_WEBHOOK_SECRET), or ALLOW_TEST_PAYMENTS=true to take test payments on purpose",
    );
  else if (noProvider && set("HOST") && !isLoopbackHost(source.HOST?.trim()))
    problems.push(
      "HOST: no payment provider is configured and the server would listen beyond this machine: set the Stripe keys or the FedaPay keys, a public PUBLIC_URL, or ALLOW_TEST_PAYMENTS=true to take test payments on purpose",
    );
  problems.push(...mailProblems(set));
  if (set("ADMIN_USERNAME") !== set("ADMIN_PASSWORD"))
    problems.push(`${set("ADMIN_USERNAME") ? "ADMIN_PASSWORD" : "ADMIN_USERNAME"}: ADMIN_USERNAME and ADMIN_PASSWORD go together`);
  return problems;
}

/** An SMTP server half described would lose every mail at the first send: refused at start. */
function mailProblems(set: (name: string) => boolean): string[] {
  const parts = ["SMTP_HOST", "SMTP_PORT", "SMTP_USER", "SMTP_PASSWORD", "SMTP_SECURE"];
  const problems: string[] = [];
  if (set("SMTP_URL")) {
    for (const name of parts.filter(set)) problems.push(`${name}: SMTP_URL already describes the SMTP server: set SMTP_URL, or SMTP_HOST and its parts, not both`);
  } else if (parts.some(set)) {
    if (!set("SMTP_HOST")) problems.push(`SMTP_HOST: is required when ${parts.find(set)} is set (or give the whole server as SMTP_URL)`);
    if (set("SMTP_USER") !== set("SMTP_PASSWORD"))
      problems.push(`${set("SMTP_USER") ? "SMTP_PASSWORD" : "SMTP_USER"}: SMTP_USER and SMTP_PASSWORD go together`);
  }
  if ((set("SMTP_URL") || parts.some(set)) && !set("MAIL_FROM"))
    problems.push("MAIL_FROM: is required when an SMTP server is set: the sender its mails carry, e.g. Foundation <no-reply@example.org>");
  return problems;
}

/** Defined by scripts/build-server.mjs in dist/server/index.js; absent from the source. */
declare const __BUILT_SERVER__: boolean | undefined;

/**
 * Whether this is the built server (dist/server/index.js). It is always the production server,
 * whatever NODE_ENV says — or when it is forgotten, as a process manager does: development mode
 * (Vite's middleware, which serves the project's files) exists only from the source, through
 * `npm run dev`. Decided when the server is built, never by the environment it runs in.
 */
export const isBuiltServer: boolean = typeof __BUILT_SERVER__ === "boolean" && __BUILT_SERVER__;

/**
 * What makes this server less safe than the production server, or not what its configuration
 * says: one line each, logged as warnings at start.
 */
export function startWarnings(env: Env, { built, givenNodeEnv }: { built: boolean; givenNodeEnv?: string }): string[] {
  const warnings: string[] = [];
  if (built && givenNodeEnv && givenNodeEnv !== "production")
    warnings.push(`NODE_ENV=${givenNodeEnv} is ignored: the built server is always the production server (development mode is \`npm run dev\`).`);
  if (!env.isProduction)
    warnings.push(
      `Development server (NODE_ENV=${env.NODE_ENV}), not for production: Vite serves the project's source, cookies are not Secure, no HSTS nor Content-Security-Policy. The site runs from the build: npm run build, then node dist/server/index.js.`,
    );
  if (!env.SESSION_SECRET)
    warnings.push(
      "SESSION_SECRET is not set: sessions and private links are signed with a secret generated and kept in the database, so whoever gets a copy of the database can forge them. Set SESSION_SECRET to 32 or more random characters (openssl rand -base64 48).",
    );
  // Allowed on purpose (ALLOW_TEST_PAYMENTS=true) where others reach the site: through its public
  // address, or an interface beyond this machine. `npm run doctor` calls it a problem; the start says it too.
  if (env.testPaymentsAllowed && !(isLoopbackOrigin(env.PUBLIC_URL) && isLoopbackHost(env.HOST)))
    warnings.push(
      `Test payments are on (ALLOW_TEST_PAYMENTS=true) on a server others can reach (${env.PUBLIC_URL}): anyone can mark a payment made without paying. Remove ALLOW_TEST_PAYMENTS before the site takes real payments.`,
    );
  if (!env.PUBLIC_URL.startsWith("https://") && !isLoopbackOrigin(env.PUBLIC_URL))
    warnings.push(
      `PUBLIC_URL (${env.PUBLIC_URL}) is not https: passwords, payments and private links would travel unencrypted${env.isProduction ? ", and the admin's Secure session cookie is not kept over http" : ""}. Put the site behind TLS (README, "Running it for real") and set PUBLIC_URL=https://…`,
    );
  return warnings;
}

/**
 * The process's configuration: prints every bad variable and exits when it is wrong. The built
 * server sets NODE_ENV to production for the libraries that read it (React's renderer, Express).
 */
export function loadEnv(): Env & { warnings: string[] } {
  // A .env file, when there is one, fills in what the environment does not already set.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const givenNodeEnv = process.env.NODE_ENV;
  if (isBuiltServer) process.env.NODE_ENV = "production";
  try {
    const env = parseEnv(process.env);
    return { ...env, warnings: startWarnings(env, { built: isBuiltServer, givenNodeEnv }) };
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
