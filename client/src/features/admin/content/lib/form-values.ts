/**
 * What the editors' forms hold and how it becomes a request: every text is a string in the form
 * (a bilingual text is `{ en, fr }`, an optional one empty in both languages when left out), and
 * the request carries what the contract asks (null for an optional text left out, numbers, tags
 * as a list). The server validates with the shared schemas; the form checks what a person can
 * fix before sending, with the same message keys.
 */
import { z } from "zod";
import type { LocalizedText } from "@shared/schema";
import { translateMessage } from "@shared/validation";
import { OUTSIDE_IMAGE, outsideImages } from "@shared/markdown-images";
import type { Language } from "@shared/domain";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "@/lib/forms";
import { ApiError, fieldMessages } from "../../lib/admin-api";

/** The message key of a text empty in both languages (shared/validation, CONTRACT). */
export const TRANSLATION_REQUIRED = "translationRequired";

const half = (max: number) => z.string().trim().max(max);
/** A Markdown half: no image from another host either (shared/markdown-images, the server's rule). */
const markdownHalf = (max: number) => half(max).refine((text) => outsideImages(text).length === 0, { message: OUTSIDE_IMAGE });

/**
 * A bilingual text: one language may be empty (a translation to come), not both unless optional.
 * A Markdown one (`markdown`) also refuses images from other hosts.
 */
export const localizedRule = (max: number, optional = false, markdown = false) =>
  z.object({ en: (markdown ? markdownHalf : half)(max), fr: (markdown ? markdownHalf : half)(max) }).superRefine((text, ctx) => {
    if (!optional && text.en === "" && text.fr === "") ctx.addIssue({ code: "custom", path: ["en"], message: TRANSLATION_REQUIRED });
  });

export const slugRule = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "slugFormat" });

/** An optional http(s) address: empty is none. */
export const linkRule = z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(500)]);

/** A whole number written in a text input; empty is none. */
export const countRule = (min: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= 1_000_000), { message: "count" });

export const emptyText = (): LocalizedText => ({ en: "", fr: "" });

/** A stored bilingual text as the form holds it. */
export const toForm = (text: LocalizedText | null | undefined): LocalizedText => ({ en: text?.en ?? "", fr: text?.fr ?? "" });

/** An optional bilingual text as the request carries it: null when left empty in both languages. */
export const optionalText = (text: LocalizedText): LocalizedText | null =>
  text.en.trim() === "" && text.fr.trim() === "" ? null : { en: text.en.trim(), fr: text.fr.trim() };

export const trimmed = (text: LocalizedText): LocalizedText => ({ en: text.en.trim(), fr: text.fr.trim() });

/** "digital skills, , women ,Benin" → ["digital skills", "women", "Benin"]. */
export const parseTags = (text: string): string[] =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");

export const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text.trim()));

/**
 * The server's field errors on the form's fields: a 400's (shared applyServerErrors) and a 409's
 * (a duplicate slug: `errors: [{ path: "slug", … }]`). True when some landed on a field.
 */
export function applyFieldErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown, lang: Language): boolean {
  if (applyServerErrors(form, error, lang)) return true;
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const fields = fieldMessages(error);
  for (const field of fields) form.setError(field.path as Path<T>, { type: "server", message: translateMessage(field.message, lang) });
  if (fields[0]) form.setFocus(fields[0].path as Path<T>);
  return fields.length > 0;
}
