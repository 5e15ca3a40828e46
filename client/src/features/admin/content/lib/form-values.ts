/**
 * What the editors' forms hold and how it becomes a request: every text is a string in the form
 * (a bilingual text is `{ en, fr }`, an optional one empty in both languages when left out), and
 * the request carries what the contract asks (null for an optional text left out, numbers, tags
 * as a list). The forms are checked with the server's shared schemas (components/content-kinds.tsx);
 * these are the pieces they share.
 */
import type { z } from "zod";
import type { LocalizedText } from "@shared/schema";
import type { Language } from "@shared/domain";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { applyServerErrors, serverRefusal } from "@/lib/forms";
import { ApiError, fieldMessages } from "../../lib/admin-api";

/** The message key of a text empty in both languages (shared/validation.ts, docs/rules.md R33). */
export const TRANSLATION_REQUIRED = "translationRequired";

/**
 * The longest text a shared rule accepts (its `max`), for the control's `maxLength`: found through
 * what wraps it — optional, nullable, a pipe's input, a union's first choice, a bilingual text's
 * English half. Undefined when the rule sets none.
 */
export function maxLengthOf(rule: unknown): number | undefined {
  let schema = rule as z.core.$ZodType | undefined;
  for (let depth = 0; schema && depth < 10; depth++) {
    const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    if (def.type === "string") {
      const checks = (def.checks ?? []).map((check) => check._zod.def as { check: string; maximum?: number });
      return checks.find((check) => check.check === "max_length")?.maximum;
    }
    if (def.type === "pipe") schema = def.in as z.core.$ZodType;
    else if (def.type === "optional" || def.type === "nullable" || def.type === "default") schema = def.innerType as z.core.$ZodType;
    else if (def.type === "union") schema = (def.options as z.core.$ZodType[])[0];
    else if (def.type === "object") schema = (def.shape as Record<string, z.core.$ZodType>).en;
    else return undefined;
  }
  return undefined;
}

export const emptyText = (): LocalizedText => ({ en: "", fr: "" });

/** A stored bilingual text as the form holds it. */
export const toForm = (text: LocalizedText | null | undefined): LocalizedText => ({ en: text?.en ?? "", fr: text?.fr ?? "" });

/** "digital skills, , women ,Benin" → ["digital skills", "women", "Benin"]. */
export const parseTags = (text: string): string[] =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");

/**
 * The server's field errors on the form's fields: a 400's (shared applyServerErrors) and a 409's
 * (a duplicate slug: `errors: [{ path: "slug", … }]`). True when some landed on a field.
 */
export function applyFieldErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown, lang: Language): boolean {
  if (applyServerErrors(form, error, lang)) return true;
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const fields = fieldMessages(error);
  for (const field of fields) form.setError(field.path as Path<T>, serverRefusal(field, lang));
  if (fields[0]) form.setFocus(fields[0].path as Path<T>);
  return fields.length > 0;
}
