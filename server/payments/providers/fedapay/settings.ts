/**
 * FedaPay's configuration: both keys or neither; the environment follows the key
 * unless chosen. env.ts parses these variables with the rest at start and reports every bad one.
 */
import { z } from "zod";
import { isSet, optional, type EnvSource } from "../../../lib/env-fields";

const fedapayEnvironments = ["sandbox", "live"] as const;
export type FedapayEnvironment = (typeof fedapayEnvironments)[number];

const fedapayApiBases: Record<FedapayEnvironment, string> = {
  sandbox: "https://sandbox-api.fedapay.com",
  live: "https://api.fedapay.com",
};

/** The environment a FedaPay key belongs to, from its prefix. */
const fedapayKeyEnvironment = (key: string | undefined): FedapayEnvironment | null =>
  key?.startsWith("sk_live_") ? "live" : key?.startsWith("sk_sandbox_") ? "sandbox" : null;

export const fedapayVariables = {
  /** FedaPay (mobile money and cards in FCFA): both keys, or neither. */
  FEDAPAY_SECRET_KEY: optional.pipe(z.string().regex(/^sk_(sandbox|live)_/, { message: "must start with sk_sandbox_ or sk_live_" }).optional()),
  FEDAPAY_WEBHOOK_SECRET: optional.pipe(z.string().regex(/^wh_/, { message: "must start with wh_" }).optional()),
  /** Unset: follows the secret key (sk_live_ → live), sandbox without one. */
  FEDAPAY_ENVIRONMENT: optional.pipe(z.enum(fedapayEnvironments, { message: "must be sandbox or live" }).optional()),
  /** Unset: FedaPay's address for the environment; only tests point it at a local server. */
  FEDAPAY_API_BASE: optional.pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional()),
  /** Which MTN mode the FedaPay account uses (an account setting at FedaPay). */
  FEDAPAY_MTN_MODE: optional.pipe(z.enum(["mtn", "mtn_open"], { message: "must be mtn or mtn_open" }).optional()),
};

type FedapayVariables = { [K in keyof typeof fedapayVariables]?: z.output<(typeof fedapayVariables)[K]> };

export type FedapayConfig = {
  secretKey: string;
  webhookSecret: string;
  environment: FedapayEnvironment;
  apiBase: string;
  mtnMode: "mtn" | "mtn_open";
};

const keys = ["FEDAPAY_SECRET_KEY", "FEDAPAY_WEBHOOK_SECRET"] as const;

export const fedapaySettings = {
  variables: fedapayVariables,
  /** Live when both keys are set. */
  read(env: FedapayVariables): FedapayConfig | null {
    if (!env.FEDAPAY_SECRET_KEY || !env.FEDAPAY_WEBHOOK_SECRET) return null;
    const environment = env.FEDAPAY_ENVIRONMENT ?? fedapayKeyEnvironment(env.FEDAPAY_SECRET_KEY) ?? "sandbox";
    return {
      secretKey: env.FEDAPAY_SECRET_KEY,
      webhookSecret: env.FEDAPAY_WEBHOOK_SECRET,
      environment,
      apiBase: (env.FEDAPAY_API_BASE ?? fedapayApiBases[environment]).replace(/\/+$/, ""),
      // FedaPay's documented MTN Benin mode; `mtn` stays for an account FedaPay configured with the older one.
      mtnMode: env.FEDAPAY_MTN_MODE ?? "mtn_open",
    };
  },
  /** True when any of its keys is set (the site then has a real provider, or a problem to fix). */
  isSet: (source: EnvSource) => keys.some((name) => isSet(source, name)),
  problems(source: EnvSource): string[] {
    const first = keys.find((name) => isSet(source, name));
    const halfSet = first ? keys.filter((name) => !isSet(source, name)).map((name) => `${name}: is required when ${first} is set (set both FedaPay keys, or neither)`) : [];
    return [...halfSet, ...environmentProblems(source)];
  },
};

/**
 * A sandbox key sent to the live API (or the reverse) fails only when a payer tries to pay: the
 * keys, the chosen environment and FedaPay's own address must agree at start.
 */
function environmentProblems(source: EnvSource): string[] {
  const value = (name: string) => source[name]?.trim() || undefined;
  const chosen = value("FEDAPAY_ENVIRONMENT");
  const keyEnvironment = fedapayKeyEnvironment(value("FEDAPAY_SECRET_KEY"));
  const problems: string[] = [];
  if (chosen !== undefined && chosen !== "sandbox" && chosen !== "live") return problems; // reported by the schema
  if (chosen && keyEnvironment && keyEnvironment !== chosen)
    problems.push(`FEDAPAY_SECRET_KEY: is a ${keyEnvironment} key (sk_${keyEnvironment}_…) but FEDAPAY_ENVIRONMENT is ${chosen}`);
  // What the rest must agree with: the environment chosen, else the key's.
  const environment = chosen ?? keyEnvironment;
  if (!environment) return problems;
  const because = chosen ? `FEDAPAY_ENVIRONMENT is ${chosen}` : `FEDAPAY_SECRET_KEY is a ${environment} key`;
  const webhook = value("FEDAPAY_WEBHOOK_SECRET");
  const webhookEnvironment = webhook?.startsWith("wh_live_") ? "live" : webhook?.startsWith("wh_sandbox_") ? "sandbox" : null;
  if (webhookEnvironment && webhookEnvironment !== environment)
    problems.push(`FEDAPAY_WEBHOOK_SECRET: is a ${webhookEnvironment} secret (wh_${webhookEnvironment}_…) but ${because}`);
  const otherEnvironment = environment === "live" ? "sandbox" : "live";
  if (value("FEDAPAY_API_BASE")?.replace(/\/+$/, "") === fedapayApiBases[otherEnvironment])
    problems.push(`FEDAPAY_API_BASE: is FedaPay's ${otherEnvironment} address but ${because}`);
  return problems;
}
