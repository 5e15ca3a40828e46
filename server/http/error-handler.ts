/**
 * One place that turns anything thrown into the contract's JSON error shape
 * `{ message, errors? }` (docs/rules.md R17), with what a refusal tells the client beside it (AppError's details). No stack trace ever leaves the server; a 5xx is logged
 * (the error whitelisted by logger.ts) under the request's id, which the client has in X-Request-Id.
 */
import type { ErrorRequestHandler, RequestHandler } from "express";
// Core's error class: what both zod (the admin's schemas) and zod/mini (the public forms') throw.
import { $ZodError } from "zod/v4/core";
import { fieldErrors, type FieldError } from "../../shared/validation";
import { apiMessages } from "../lib/api-messages";
import { AppError, isDatabaseDown, isUniqueViolation, RETRY_AFTER_SECONDS } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { requestLanguage } from "./request-language";

/**
 * Input that reached the database and was refused as text it cannot hold (NUL, an encoding it
 * cannot convert): the request's fault, a 400 — the schemas and refuseUnstorableText stop such
 * input before, this is the last net.
 */
const isUnstorableInput = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return ["22021", "22P05"].includes(String(e?.code)) || ["22021", "22P05"].includes(String(e?.cause?.code));
};

/** A request body that says it is compressed but is not (zlib, or brotli's ERR__ERROR_…, could not inflate it). */
const isBadCompressedBody = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (["Z_DATA_ERROR", "Z_BUF_ERROR", "Z_NEED_DICT"].includes(code) || code.startsWith("ERR__ERROR_"));
};

/** An address whose percent-encoding does not decode (Express could not read its parameters). */
const isUndecodablePath = (error: unknown): boolean => error instanceof URIError;

export const notFoundApi: RequestHandler = (req, _res, next) => {
  next(new AppError("notFound", apiMessages[requestLanguage(req)].notFound));
};

export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    let status = 500;
    let body: { message: string; errors?: FieldError[] } & Record<string, unknown> = { message: m.internal };

    if (error instanceof $ZodError) {
      status = 400;
      body = { message: m.invalidInput, errors: fieldErrors(error, lang) };
    } else if (error instanceof AppError) {
      status = error.status;
      // Each field names its rule: the one the route gave, else what the status says.
      const code = error.status === 409 ? "conflict" : "refused";
      const errors = error.errors?.map((field) => ({ ...field, code: field.code ?? code }));
      body = { ...error.details, message: error.message, ...(errors ? { errors } : {}) };
    } else if (isUniqueViolation(error)) {
      status = 409;
      body = { message: m.conflict };
    } else if (isBadCompressedBody(error)) {
      status = 400;
      body = { message: m.undecodableBody };
    } else if (isUnstorableInput(error)) {
      status = 400;
      body = { message: m.invalidInput };
    } else if (isUndecodablePath(error)) {
      status = 404;
      body = { message: m.notFound };
    } else if (isDatabaseDown(error)) {
      status = 503;
      res.set("Retry-After", String(RETRY_AFTER_SECONDS));
      body = { message: m.unavailable };
    } else if (typeof error === "object" && error && "type" in error && typeof error.type === "string") {
      // body-parser's errors carry a type and an expose flag.
      const parserError = error as { type: string; status?: number };
      if (parserError.type === "entity.too.large") {
        status = 413;
        body = { message: m.tooLarge };
      } else if (parserError.type === "entity.parse.failed") {
        status = 400;
        body = { message: m.malformedJson };
      } else if (parserError.type === "encoding.unsupported" || parserError.type === "charset.unsupported") {
        status = 415;
        // What the server can read (RFC 9110 §15.5.16), for a client that sent another coding.
        if (parserError.type === "encoding.unsupported") res.set("Accept-Encoding", "gzip, deflate, br");
        body = { message: m.unsupportedMediaType };
      } else if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
        status = parserError.status;
        body = { message: m.invalidInput };
      }
    }

    const log = req.log ?? logger;
    if (status === 503) log.warn({ err: error }, "database unavailable");
    else if (status >= 500) log.error({ err: error }, "request failed");
    if (res.headersSent) return;
    res.status(status).json(body);
  };
