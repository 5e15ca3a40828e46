/**
 * The site's content edited in the admin: programs, research articles, events, and the old
 * addresses of renamed pages (slug redirects). Programs, articles and events have a cover image.
 */
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { languages } from "../domain";
import { name } from "../public-forms";
import { isStorableDay, isStorableInstant } from "../validation";
import { localized, localizedText, type LocalizedText, markdownText, optionalLocalized, optionalUrl, serverFields, slugRule, timestamps } from "./columns";
import { eventKindEnum, pillarEnum } from "./enums";
import { images } from "./images";

export const programs = pgTable(
  "programs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    pillar: pillarEnum("pillar").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    eligibility: jsonb("eligibility").$type<LocalizedText>(),
    applyLink: text("apply_link"),
    /** A file of public/images (the seeded programs' artwork); an uploaded hero takes precedence. */
    heroImage: text("hero_image"),
    /** An uploaded hero image (docs/rules.md R35) and its alternative text, required in both languages with it. */
    heroImageId: uuid("hero_image_id").references(() => images.id, { onDelete: "set null" }),
    heroAlt: jsonb("hero_alt").$type<LocalizedText>(),
    published: boolean("published").notNull().default(false),
    /** Place on the public list (smallest first, then title); set by the admin's reordering. */
    sortOrder: integer("sort_order").notNull().default(0),
    /** Raised by each administrator's change: a save based on an older copy is refused (409). */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [index("programs_published_pillar_idx").on(t.published, t.pillar)],
);
export type Program = typeof programs.$inferSelect;

/** An uploaded hero (cover) image, by id, and its alternative text in both languages. */
const heroImageRules = {
  heroImageId: z.uuid().nullish(),
  heroAlt: z.object({ en: localizedText(300), fr: localizedText(300) }).nullish(),
};

const programRules = {
  slug: slugRule,
  title: localized(160),
  summary: localized(600),
  content: localized(20000, markdownText),
  eligibility: optionalLocalized(4000, markdownText),
  applyLink: optionalUrl,
  heroImage: z.string().trim().max(300).nullish(),
  ...heroImageRules,
};

/**
 * A hero image needs its alternative text in both languages (a screen reader reads it in the
 * page's language): `altRequired` on each empty half. Without an image there is no text to keep.
 * A change of the text alone must name the image too (`imageWithAlt`), so the rule can be checked.
 */
const heroRule = (v: { heroImageId?: string | null; heroAlt?: LocalizedText | null }, ctx: z.RefinementCtx) => {
  if (v.heroImageId) {
    for (const lang of languages)
      if (!v.heroAlt || v.heroAlt[lang] === "") ctx.addIssue({ code: "custom", path: ["heroAlt", lang], message: "altRequired" });
  } else if (v.heroImageId === undefined && v.heroAlt !== undefined) {
    ctx.addIssue({ code: "custom", path: ["heroImageId"], message: "imageWithAlt" });
  }
};
const withoutAltOfNoImage = <T extends { heroImageId?: string | null; heroAlt?: LocalizedText | null }>(v: T): T =>
  v.heroImageId === null ? { ...v, heroAlt: null } : v;
/**
 * A schema of something with a hero (cover) image: the rule above, and no text kept for no image.
 * The requests' schemas and the editors' forms (which hold some fields differently) use it alike.
 */
export const withHeroImage = <S extends z.ZodType<{ heroImageId?: string | null; heroAlt?: LocalizedText | null }>>(schema: S) =>
  schema.superRefine(heroRule).transform((v) => withoutAltOfNoImage(v));
/** Fields changed only by their own operations (reordering; each save raises the version). */
const editedFields = { version: true } as const;
const versionRule = { version: z.number().int().positive().optional() };

const programFields = createInsertSchema(programs, programRules)
  .omit({ ...serverFields, ...editedFields, sortOrder: true })
  .strict();
export const insertProgramSchema = withHeroImage(programFields);
/** An administrator's change to a program; with `version`, only to that version (409 otherwise). */
export const patchProgramSchema = withHeroImage(programFields.partial().extend(versionRule).strict());
export type InsertProgram = z.infer<typeof insertProgramSchema>;
export type PatchProgram = z.infer<typeof patchProgramSchema>;
/** PUT /api/admin/programs/order: every program's id, in the order of the public list. */
export const programOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(1000) }).strict();
export type ProgramOrder = z.infer<typeof programOrderSchema>;


export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    excerpt: jsonb("excerpt").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    author: text("author").notNull(),
    /** Calendar date, `YYYY-MM-DD`. */
    publishDate: date("publish_date", { mode: "string" }).notNull().default(sql`CURRENT_DATE`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Its cover image and that image's alternative text, as a program's hero (required in both languages with it). */
    heroImageId: uuid("hero_image_id").references(() => images.id, { onDelete: "set null" }),
    heroAlt: jsonb("hero_alt").$type<LocalizedText>(),
    published: boolean("published").notNull().default(false),
    /** Raised by each administrator's change: a save based on an older copy is refused (409). */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [index("articles_published_date_idx").on(t.published, t.publishDate)],
);
export type Article = typeof articles.$inferSelect;

/** An article's fields without the cover image's rule (withHeroImage): the editor's form extends them. */
export const articleFields = createInsertSchema(articles, {
  slug: slugRule,
  title: localized(200),
  excerpt: localized(600),
  content: localized(50000, markdownText),
  publishDate: z.iso.date().refine(isStorableDay),
  tags: z.array(z.string().trim().min(1).max(40)).max(20),
  ...heroImageRules,
})
  .omit({ ...serverFields, ...editedFields })
  // A name's rule (shared/public-forms.ts, zod/mini, which drizzle-zod's refinements do not take), in place.
  .extend({ author: name(120) })
  .strict();
export const insertArticleSchema = withHeroImage(articleFields);
export const patchArticleSchema = withHeroImage(articleFields.partial().extend(versionRule).strict());
export type InsertArticle = z.infer<typeof insertArticleSchema>;
export type PatchArticle = z.infer<typeof patchArticleSchema>;


export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    kind: eventKindEnum("kind").notNull().default("workshop"),
    /** When it starts ("datetime" of the specification), an instant. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** IANA time zone the event's times are shown in. */
    timezone: text("timezone").notNull().default("Africa/Porto-Novo"),
    location: jsonb("location").$type<LocalizedText>(),
    isOnline: boolean("is_online").notNull().default(false),
    /** Places offered; null means unlimited. */
    capacity: integer("capacity"),
    registrationOpen: boolean("registration_open").notNull().default(false),
    registrationLink: text("registration_link"),
    /** For past events: how many took part, and what came of it. */
    participants: integer("participants"),
    summary: jsonb("summary").$type<LocalizedText>(),
    /** Its cover image and that image's alternative text, as a program's hero (required in both languages with it). */
    heroImageId: uuid("hero_image_id").references(() => images.id, { onDelete: "set null" }),
    heroAlt: jsonb("hero_alt").$type<LocalizedText>(),
    published: boolean("published").notNull().default(false),
    /** Raised by each administrator's change: a save based on an older copy is refused (409). */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [index("events_published_starts_idx").on(t.published, t.startsAt)],
);
export type Event = typeof events.$inferSelect;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** An event's fields without the cover image's rule (withHeroImage): the editor's form extends them. */
export const eventFields = createInsertSchema(events, {
  slug: slugRule,
  title: localized(200),
  description: localized(4000, markdownText),
  startsAt: z.coerce.date().refine(isStorableInstant),
  endsAt: z.coerce.date().refine(isStorableInstant).nullish(),
  timezone: z.string().trim().max(64).refine(isTimeZone, { message: "timeZone" }).optional(),
  location: optionalLocalized(200),
  capacity: z.number().int().positive().max(1_000_000).nullish(),
  registrationLink: optionalUrl,
  participants: z.number().int().nonnegative().max(1_000_000).nullish(),
  summary: optionalLocalized(2000, markdownText),
  ...heroImageRules,
})
  .omit({ ...serverFields, ...editedFields })
  .strict();
export const insertEventSchema = withHeroImage(eventFields);
export const patchEventSchema = withHeroImage(eventFields.partial().extend(versionRule).strict());
export type InsertEvent = z.infer<typeof insertEventSchema>;
export type PatchEvent = z.infer<typeof patchEventSchema>;

/** POST /api/admin/markdown: a text to preview as the public page will show it. */
export const markdownPreviewSchema = z.object({ text: z.string().max(50_000) }).strict();
export type MarkdownPreviewInput = z.infer<typeof markdownPreviewSchema>;


/**
 * Addresses a published item had before its slug changed: `/programs/<old>` answers 301 to
 * the item's address of today (and so does the API), wherever the old link was shared.
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    /** "program" or "article". */
    kind: text("kind").notNull(),
    oldSlug: text("old_slug").notNull(),
    targetId: uuid("target_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.oldSlug] })],
);
export type SlugRedirect = typeof slugRedirects.$inferSelect;
