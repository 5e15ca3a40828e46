/**
 * The server's log: one JSON object a line on stdout (pino), each line of a request carrying its
 * `requestId` (http/request-log.ts). What a visitor typed never reaches it: known fields are redacted,
 * and an error is written from a short list of what is safe to keep (its type, code, constraint,
 * stack frames...), never from what it happens to carry — a failed query's SQL parameters, a
 * PostgreSQL error's `detail` ("Key (email)=(ama@example.org) already exists"), a parser's body.
 */
import { DrizzleQueryError } from "drizzle-orm";
import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Fields that never hold anything an operator needs, wherever code might put them by mistake:
 * their value becomes "[redacted]", at the top of a line and inside the objects a line is likely
 * to carry. Paths are written out: pino's wildcards (`*.email`) cost 15–35 µs a line, measured,
 * where these cost under 1.
 */
const SECRET_KEYS = [
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "secret",
  "clientSecret",
  "client_secret",
  "authorization",
  "cookie",
  "cookies",
  "sessionId",
  "email",
  "username",
  "body",
  "headers",
  "params",
  "parameters",
  "query",
  "detail",
  "hint",
];
const CONTAINERS = ["input", "user", "data", "values", "req", "res", "options"];
const REDACT_PATHS = [...SECRET_KEYS, ...CONTAINERS.flatMap((container) => SECRET_KEYS.map((key) => `${container}.${key}`))];

/** PostgreSQL's SQLSTATE: five digits or capitals (`23505`, `22P02`). */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** What may name a code: `23505`, `ECONNREFUSED`, `ERR_INVALID_URL`. */
const CODE = /^[A-Za-z0-9_.-]{1,40}$/;
/** PostgreSQL's names of things (a constraint, a table, a column): never a visitor's text. */
const NAME_FIELDS = ["constraint", "table", "column", "schema", "dataType", "routine", "severity"] as const;

/** Anything shaped like an e-mail address. */
const EMAIL = /[^\s"'<>()[\]{},;:@]+@[^\s"'<>()[\]{},;:@]+/g;

const cap = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/**
 * A message with what may be a visitor's value taken out: quoted text (`invalid input syntax for
 * type integer: "ama@example.org"`) and anything shaped like an e-mail address.
 */
const scrub = (message: string) =>
  cap(message, 300)
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/'(?:[^'\\]|\\.)*'/g, "'…'")
    .replace(EMAIL, "[e-mail]");

/** The SQL of a failed statement: drizzle puts values in parameters ($1), never in the text. */
const statementOf = (sql: string) => cap(sql.replace(/'(?:[^']|'')*'/g, "'…'"), 500);

/**
 * An error's message with values taken out. PostgreSQL's own messages quote the values they name
 * (scrubbed); a PL/pgSQL RAISE says whatever its author wrote, with any code: not kept.
 */
function messageOf(error: Error & Record<string, unknown>, code: string | undefined): string {
  const sqlState = code && SQLSTATE.test(code) ? code : undefined;
  if (sqlState?.startsWith("P0") || error.routine === "exec_stmt_raise") return "raised by a database function";
  // Integrity and syntax errors quote only names (a constraint, a relation, a column): kept.
  if (sqlState && ["23", "42"].includes(sqlState.slice(0, 2))) return cap(error.message, 300).replace(EMAIL, "[e-mail]");
  return scrub(error.message);
}

/**
 * An error as a log line may carry it: a whitelist. Follows `cause` (and an AggregateError's
 * errors) a few levels down, since a DrizzleQueryError only wraps the driver's error.
 */
export function safeError(value: unknown, depth = 0): Record<string, unknown> {
  if (!(value instanceof Error)) return { type: value === null ? "null" : typeof value };
  const source = value as Error & Record<string, unknown>;
  const code = typeof source.code === "string" && CODE.test(source.code) ? source.code : typeof source.code === "number" ? String(source.code) : undefined;
  // The class's name, unless minified (PGlite's) or plain: then the error's own name.
  const ctor = value.constructor?.name;
  const type = ctor && ctor.length > 2 && ctor !== "Error" ? ctor : value.name === "error" && "severity" in source ? "DatabaseError" : value.name;
  const isQueryError = value instanceof DrizzleQueryError;
  const message = isQueryError ? "Failed query" : messageOf(source, code);
  const out: Record<string, unknown> = { type, message };
  if (code) out.code = code;
  if (isQueryError && typeof value.query === "string") out.sql = statementOf(value.query);
  for (const field of NAME_FIELDS) if (typeof source[field] === "string") out[field] = cap(source[field], 100);
  for (const field of ["status", "statusCode"]) if (typeof source[field] === "number") out[field] = source[field];
  // body-parser's kind of failure (entity.parse.failed...), never its body.
  if (typeof source.type === "string" && CODE.test(source.type)) out.kind = source.type;
  // The frames only: the stack's first line repeats the message, values included.
  if (typeof value.stack === "string") {
    const frames = value.stack.split("\n").filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames.slice(0, 15)].join("\n");
  }
  if (depth < 3) {
    if (value.cause !== undefined) out.cause = safeError(value.cause, depth + 1);
    if (value instanceof AggregateError) out.errors = value.errors.slice(0, 3).map((e: unknown) => safeError(e, depth + 1));
  }
  return out;
}

export type LoggerOptions = {
  level?: LogLevel;
  /**
   * Where the lines go. By default stdout, written asynchronously: under load the lines of many
   * requests leave in one write instead of a system call each (a quarter of a cached page's cost),
   * and what is still buffered is written when the process exits.
   */
  destination?: DestinationStream;
};

/** The process's logger: JSON lines, ISO times, level names, secrets redacted, errors whitelisted. */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: safeError, error: safeError },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
