/**
 * The errors the server's code throws on purpose (AppError: a status and the message the person
 * reads; RedirectError: an item that moved), and how a database that is away is recognised. They
 * become the answer's JSON in one place: server/http/error-handler.ts.
 */
import type { FieldError } from "../../shared/validation";

export type AppErrorCode = keyof typeof statusOf;

const statusOf = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  /** A private link that was ours and has ended, or what it named no longer exists to be paid. */
  gone: 410,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unprocessable: 422,
  tooManyRequests: 429,
  unavailable: 503,
  internal: 500,
} as const;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message?: string,
    readonly errors?: FieldError[],
    /** What the answer says beside its message for a client to act on (a refused applicant's `paidThrough`). */
    readonly details?: Readonly<Record<string, string | number>>,
  ) {
    super(message ?? code);
    this.name = "AppError";
    this.status = statusOf[code];
  }
}

/**
 * The item asked for by an old slug moved (its slug changed while published): the JSON API and
 * the server renderer each answer 301 to its address of today — the API's or the page's.
 */
export class RedirectError extends Error {
  constructor(
    readonly kind: "program" | "article",
    readonly slug: string,
  ) {
    super(`moved: ${kind} ${slug}`);
    this.name = "RedirectError";
  }
}

/**
 * Errors of a database that cannot be reached or does not answer in time: connection refused,
 * reset or timed out, a query past its timeout (a frozen server), a server shutting down or
 * restarting after a crash, no connection slot left (53300), a connection lost mid-request.
 */
const isDatabaseDownError = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  if (
    typeof code === "string" &&
    ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P02", "57P03", "57014", "53300", "08006", "08001", "08004"].includes(code)
  )
    return true;
  const message = error instanceof Error ? error.message : "";
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|not queryable/i.test(message);
};

/** True when `error`, or what caused it, says the database is unreachable: the answer is 503. */
export const isDatabaseDown = (error: unknown): boolean =>
  isDatabaseDownError(error) || isDatabaseDownError((error as { cause?: unknown } | null)?.cause);

/** A unique index refused the write (SQLSTATE 23505), raised by the driver or wrapped by drizzle as its cause. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 30;

