/**
 * A net under the schemas (which refuse NUL field by field, with the same message in the
 * browser): any text of a request body or query holding NUL (U+0000), which PostgreSQL refuses
 * in text, is answered 400 naming the field, and an address that cannot be decoded or holds NUL
 * names nothing that exists (404). Nothing such reaches a query, so nothing is lost to a 500.
 */
import type { RequestHandler } from "express";
import { isStorableText, translateMessage, type FieldError } from "../../shared/validation";
import { AppError } from "../errors";
import { apiMessages } from "./api-messages";
import { requestLanguage } from "./request-language";

/** The paths (`items.0.name`) of the texts in `value` that PostgreSQL cannot store. */
export function unstorableTexts(value: unknown, path: string[] = [], found: string[] = [], depth = 0): string[] {
  if (depth > 32 || found.length >= 20) return found;
  if (typeof value === "string") {
    if (!isStorableText(value)) found.push(path.join("."));
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unstorableTexts(item, [...path, String(i)], found, depth + 1));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) found.push([...path, key.replaceAll("\u0000", "\\0")].join("."));
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
  const fields = [...unstorableTexts(req.query), ...unstorableTexts(req.body)];
  if (fields.length === 0) return next();
  const message = translateMessage("nulCharacter", lang);
  const errors: FieldError[] = [...new Set(fields)].map((path) => ({ path, message }));
  next(new AppError("badRequest", apiMessages[lang].invalidInput, errors));
};
