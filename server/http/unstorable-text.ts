/**
 * A net under the schemas (which refuse NUL field by field, with the same message in the
 * browser): any text of a request body or query holding NUL (U+0000), which PostgreSQL refuses
 * in text, or a lone surrogate (`"\ud800"` in JSON), which no UTF-8 text can hold (PostgreSQL's
 * JSON refuses it, its text would silently turn it into U+FFFD), is answered 400 naming the field;
 * an address that cannot be decoded or holds NUL names nothing that exists (404). Nothing such
 * reaches a query, so nothing is lost to a 500.
 */
import type { RequestHandler } from "express";
import { isStorableText, isWellFormedText, translateMessage, type CustomMessageKey, type FieldError } from "../../shared/validation";
import { AppError } from "../lib/errors";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "./request-language";

type Found = { path: string; problem: CustomMessageKey };

/** What is wrong with a text that cannot be stored, or null. */
const problemOf = (text: string): CustomMessageKey | null =>
  !isStorableText(text) ? "nulCharacter" : !isWellFormedText(text) ? "loneSurrogate" : null;

/** The paths (`items.0.name`) of the texts in `value` that PostgreSQL cannot store, and why. */
export function unstorableTexts(value: unknown, path: string[] = [], found: Found[] = [], depth = 0): Found[] {
  if (depth > 32 || found.length >= 20) return found;
  if (typeof value === "string") {
    const problem = problemOf(value);
    if (problem) found.push({ path: path.join("."), problem });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unstorableTexts(item, [...path, String(i)], found, depth + 1));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const problem = problemOf(key);
      if (problem) found.push({ path: [...path, key.replaceAll("\u0000", "\\0")].join("."), problem });
      else unstorableTexts(item, [...path, key], found, depth + 1);
    }
  }
  return found;
}

/** A path that decodes to text without NUL, or null. */
export function decodedPath(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return isStorableText(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

export const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  const lang = requestLanguage(req);
  if (decodedPath(req.path) === null) return next(new AppError("notFound", apiMessages[lang].notFound));
  const found = [...unstorableTexts(req.query), ...unstorableTexts(req.body)];
  if (found.length === 0) return next();
  const errors: FieldError[] = [...new Map(found.map(({ path, problem }) => [path, { path, message: translateMessage(problem, lang), code: problem }])).values()];
  next(new AppError("badRequest", apiMessages[lang].invalidInput, errors));
};
