/**
 * The shapes of configuration variables, shared by server/env.ts and the payment providers'
 * settings (server/payments/providers/<name>/settings.ts), which env.ts parses with the rest.
 */
import { z } from "zod";

/** A variable that may be unset; empty counts as unset. */
export const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** The raw environment, as a provider's cross-checks read it. */
export type EnvSource = Record<string, string | undefined>;

/** True when the variable is set to something other than blanks. */
export const isSet = (source: EnvSource, name: string) => Boolean(source[name]?.trim());
