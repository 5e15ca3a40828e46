/**
 * Content editing (docs/rules.md R33–R34; the contract is docs/content-api-contract.md): what the admin's
 * editors and the content API share — the records as the admin sees them, which of their texts
 * are translated, which translations are missing, and the slug a title proposes.
 */
import type { Json, UploadedImage } from "./api-types";
import type { Language } from "./domain";
import type { Article, Event, LocalizedText, Program } from "./schema";

// The schemas the editors resolve with (they live beside their tables), and the public pages' choice
// of language (its own module, so that public pages do not load these schemas).
export {
  articleFields,
  eventFields,
  insertArticleSchema,
  insertEventSchema,
  insertProgramSchema,
  markdownPreviewSchema,
  patchArticleSchema,
  patchEventSchema,
  patchProgramSchema,
  programOrderSchema,
  type InsertArticle,
  type InsertEvent,
  type InsertProgram,
  type MarkdownPreviewInput,
  type PatchArticle,
  type PatchEvent,
  type PatchProgram,
  type ProgramOrder,
  withHeroImage,
} from "./schema";
export { pickLocalized } from "./localized";

/** With its uploaded hero (cover) image, for the dialog's preview. */
export type AdminProgram = Json<Program> & { hero: UploadedImage | null };
export type AdminArticle = Json<Article> & { hero: UploadedImage | null };
export type AdminEvent = Json<Event> & { hero: UploadedImage | null };

export type AdminProgramsResponse = { items: AdminProgram[] };
export type AdminArticlesResponse = { items: AdminArticle[] };
export type AdminEventsResponse = { upcoming: AdminEvent[]; past: AdminEvent[] };
export type ProgramResponse = { program: AdminProgram };
export type ArticleResponse = { article: AdminArticle };
export type EventResponse = { event: AdminEvent };
export type MarkdownPreviewResponse = { html: string };

/** The texts of each kind of content written in both languages. */
export const translatableFields = {
  program: ["title", "summary", "content", "eligibility"],
  article: ["title", "excerpt", "content"],
  event: ["title", "description", "location", "summary"],
} as const;
export type ContentKind = keyof typeof translatableFields;

const isLocalized = (value: unknown): value is LocalizedText =>
  typeof value === "object" && value !== null && "en" in value && "fr" in value;

/**
 * The fields whose text exists in one language but not the other: `en` lists the fields English
 * lacks, `fr` those French lacks. A field empty in both (an optional one left out) is not missing.
 */
export function missingTranslations(record: Record<string, unknown>, kind: ContentKind): Record<Language, string[]> {
  const missing: Record<Language, string[]> = { en: [], fr: [] };
  for (const field of translatableFields[kind]) {
    const value = record[field];
    if (!isLocalized(value)) continue;
    const en = value.en.trim() !== "";
    const fr = value.fr.trim() !== "";
    if (en && !fr) missing.fr.push(field);
    if (fr && !en) missing.en.push(field);
  }
  return missing;
}

/** The address a title proposes: lowercase a–z, 0–9 and single hyphens, accents folded, ≤ 80 characters. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/**
 * The address a bilingual title proposes: from the English title, or from the French one while
 * only French is written (a text often starts in French and is translated later).
 */
export function slugFromTitles(title: Partial<LocalizedText> | undefined): string {
  const en = title?.en?.trim() ?? "";
  return slugFromTitle(en !== "" ? en : (title?.fr ?? ""));
}
