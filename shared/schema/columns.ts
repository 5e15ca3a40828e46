/**
 * Pieces the area files share: texts in both languages, timestamps, slugs and links. Not exported
 * by shared/schema.ts (except the LocalizedText type): they are rules of the schemas, not data.
 */
import { timestamp } from "drizzle-orm/pg-core";
import { z } from "zod";
import { OUTSIDE_IMAGE, outsideImages } from "../markdown-images";
import { isStorableText } from "../validation";

/** Text in both languages, stored as JSON `{ en, fr }`. */
export type LocalizedText = { en: string; fr: string };

/** One language's half of a localized text: trimmed, capped, storable; may be empty. */
export const localizedText = (max: number) => z.string().trim().max(max).refine(isStorableText, { message: "nulCharacter" });

/**
 * A text of the site's content in both languages (docs/rules.md R33): one language may be empty — a
 * translation still to write, the page then shows the other language — but not both
 * (`translationRequired`, reported on the English half, where an editor starts).
 */
export const localized = (max: number, half = localizedText) =>
  z.object({ en: half(max), fr: half(max) }).superRefine((text, ctx) => {
    if (text.en === "" && text.fr === "") ctx.addIssue({ code: "custom", path: ["en"], message: "translationRequired" });
  });

/** An optional text in both languages: left empty in both, it is no text at all (null). */
export const optionalLocalized = (max: number, half = localizedText) =>
  z
    .object({ en: half(max), fr: half(max) })
    .nullish()
    .transform((text) => (text && (text.en !== "" || text.fr !== "") ? text : null));

/**
 * One language's half of a Markdown text (rendered by server/lib/markdown.ts): also no image from
 * another host, which the pages' security policy would not load (`outsideImage`).
 */
export const markdownText = (max: number) => localizedText(max).refine((text) => outsideImages(text).length === 0, { message: OUTSIDE_IMAGE });

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const slugRule = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "slugFormat" });

export const optionalUrl = z
  .union([z.url({ protocol: /^https?$/ }).max(500), z.literal("")])
  .nullish()
  .transform((v) => v || null);

/** Fields the server sets: never accepted from a request. */
export const serverFields = { id: true, createdAt: true, updatedAt: true } as const;
