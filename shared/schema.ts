/**
 * The data of the site (specification section 3) and the rules of its forms (section 5).
 *
 * Each table has its drizzle-zod schemas beside it; the server validates requests and
 * the forms resolve with the same schemas. Money columns are integers in the currency's
 * minor unit (CONTRACT §4.2): see shared/money.ts.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import {
  contactStatuses,
  currencies,
  donationStatuses,
  eventKinds,
  impactTiers,
  membershipCategories,
  membershipStatuses,
  payableKinds,
  paymentMethods,
  paymentProviders,
  paymentStates,
  pillars,
  type MobileOperator,
} from "./domain";
import { languages } from "./domain";
import type { NextStep } from "./api-types";
import { emailRule, name, text as multiline } from "./public-forms";
import { isStorableDay, isStorableInstant, isStorableText } from "./validation";
import { OUTSIDE_IMAGE, outsideImages } from "./markdown-images";

export * from "./domain";
// The public forms' rules, without drizzle so that a form page loads little (decision 008).
export * from "./public-forms";

// ---------------------------------------------------------------- enums

export const languageEnum = pgEnum("language", languages);
export const currencyEnum = pgEnum("currency", currencies);
export const impactTierEnum = pgEnum("impact_tier", impactTiers);
export const membershipCategoryEnum = pgEnum("membership_category", membershipCategories);
export const membershipStatusEnum = pgEnum("membership_status", membershipStatuses);
export const donationStatusEnum = pgEnum("donation_status", donationStatuses);
export const contactStatusEnum = pgEnum("contact_status", contactStatuses);
export const pillarEnum = pgEnum("pillar", pillars);
export const eventKindEnum = pgEnum("event_kind", eventKinds);

// ---------------------------------------------------------------- shared pieces

/** Text in both languages, stored as JSON `{ en, fr }`. */
export type LocalizedText = { en: string; fr: string };

/** One language's half of a localized text: trimmed, capped, storable; may be empty. */
const localizedText = (max: number) => z.string().trim().max(max).refine(isStorableText, { message: "nulCharacter" });

/**
 * A text of the site's content in both languages (issue 14): one language may be empty — a
 * translation still to write, the page then shows the other language — but not both
 * (`translationRequired`, reported on the English half, where an editor starts).
 */
const localized = (max: number, half = localizedText) =>
  z.object({ en: half(max), fr: half(max) }).superRefine((text, ctx) => {
    if (text.en === "" && text.fr === "") ctx.addIssue({ code: "custom", path: ["en"], message: "translationRequired" });
  });

/** An optional text in both languages: left empty in both, it is no text at all (null). */
const optionalLocalized = (max: number, half = localizedText) =>
  z
    .object({ en: half(max), fr: half(max) })
    .nullish()
    .transform((text) => (text && (text.en !== "" || text.fr !== "") ? text : null));

/**
 * One language's half of a Markdown text (rendered by server/lib/markdown.ts): also no image from
 * another host, which the pages' security policy would not load (`outsideImage`).
 */
const markdownText = (max: number) => localizedText(max).refine((text) => outsideImages(text).length === 0, { message: OUTSIDE_IMAGE });

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const slugRule = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "slugFormat" });

const optionalUrl = z
  .union([z.url({ protocol: /^https?$/ }).max(500), z.literal("")])
  .nullish()
  .transform((v) => v || null);

/** Fields the server sets: never accepted from a request. */
const serverFields = { id: true, createdAt: true, updatedAt: true } as const;

// ---------------------------------------------------------------- users and sessions

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  /** scrypt hash (server/auth/password.ts), never the password itself. */
  passwordHash: text("password_hash").notNull(),
  ...timestamps,
});
export type User = typeof users.$inferSelect;
export type PublicUser = Pick<User, "id" | "username">;

export { loginSchema, type LoginInput } from "./sign-in";

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the token held by the cookie: a leaked table opens no session. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The session's absolute end (12 hours after sign-in), whatever its use. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Its last use: it ends after 30 minutes without one (server/auth/sessions.ts). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);
export type Session = typeof sessions.$inferSelect;

/**
 * Counters of rate limits (sign-in per account and per client, public forms), kept in the
 * database so that several server processes share them.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

/**
 * One public form's submission per idempotency key (server/http/idempotent-submissions.ts): the
 * key is made when the form opens and sent with each try; a repeat answers the first's result.
 * `status` is null while the first try is in hand; `request_hash` tells a key reused for another
 * submission. Kept a day (the jobs' sweep).
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    route: text("route").notNull(),
    key: uuid("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    /** json, not jsonb: the answer is replayed as it was, its keys in their order. */
    response: json("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.route, t.key] }), index("form_submissions_created_idx").on(t.createdAt)],
);

/**
 * What the administrators changed: who, which record, which fields from what to what, when.
 * Written in the same transaction as the change. Never holds a password or its hash.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once that administrator is removed; `username` keeps who it was. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** What the change names it by (a member's name, a setting), for the list. */
    label: text("label"),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    /**
     * What the audit list needs beyond `label` to write the entry as a sentence in the reader's
     * language (a program's title in both languages, a message's sender and subject). Null on
     * entries written before it was kept: the list then names the record by `label`.
     */
    details: jsonb("details").$type<AuditDetails>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);
export type AuditEntry = typeof auditLog.$inferSelect;
/** An audit entry's record as the list names it (every field optional: what each kind of record has). */
export type AuditDetails = { title?: LocalizedText; name?: string; email?: string; subject?: string };

/** Settings the server keeps for itself, e.g. the generated session secret. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamps.updatedAt,
});

// ---------------------------------------------------------------- memberships

export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    country: text("country").notNull(),
    category: membershipCategoryEnum("category").notNull().default("adherent_individual"),
    status: membershipStatusEnum("status").notNull().default("pending"),
    duesCurrency: currencyEnum("dues_currency").notNull().default("XOF"),
    /** Minor units of duesCurrency; 0 for the categories that pay nothing online. */
    duesAmount: integer("dues_amount").notNull().default(0),
    consent: boolean("consent").notNull().default(false),
    language: languageEnum("language").notNull().default("en"),
    /** Where the online payment of the dues stands (pending until the provider confirms). */
    paymentStatus: donationStatusEnum("payment_status").notNull().default("pending"),
    /** When the provider's event that set paymentStatus happened (older events are ignored). */
    paymentStatusAt: timestamp("payment_status_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The membership year the dues cover. */
    membershipYear: integer("membership_year"),
    /** Raised by each administrator's change: a save based on an older copy is refused (409). */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("memberships_status_created_idx").on(t.status, t.createdAt),
    // The list's order (newest first, id to break ties), the CSV export's keyset batches, the dashboard's latest.
    index("memberships_created_idx").on(t.createdAt, t.id),
  ],
);
export type Membership = typeof memberships.$inferSelect;

export const selectMembershipSchema = createSelectSchema(memberships);

/** What the administrator may change on a membership. */
export const patchMembershipSchema = createInsertSchema(memberships)
  .pick({ fullName: true, email: true, country: true, category: true, status: true, language: true })
  // The application's rules (zod/mini, which drizzle-zod's refinements do not take), in place.
  .extend({ fullName: name(120), email: emailRule, country: name(80) })
  .partial()
  .extend({ version: z.number().int().positive().optional() })
  .strict();
export type PatchMembership = z.infer<typeof patchMembershipSchema>;

// ---------------------------------------------------------------- donations

export const donations = pgTable(
  "donations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** A gift received offline and added by staff may name its donor; online gifts are known by their e-mail. */
    donorName: text("donor_name"),
    /** Minor units of currency (cents; whole francs for XOF). */
    amount: integer("amount").notNull(),
    currency: currencyEnum("currency").notNull().default("USD"),
    impactTier: impactTierEnum("impact_tier"),
    status: donationStatusEnum("status").notNull().default("pending"),
    language: languageEnum("language").notNull().default("en"),
    /** When the provider's event that set status happened (older events are ignored). */
    statusAt: timestamp("status_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("donations_status_created_idx").on(t.status, t.createdAt),
    // The list's order (newest first, id to break ties), the CSV export's keyset batches, the dashboard's latest.
    index("donations_created_idx").on(t.createdAt, t.id),
  ],
);
export type Donation = typeof donations.$inferSelect;

export const selectDonationSchema = createSelectSchema(donations);

// ---------------------------------------------------------------- payments

export const paymentProviderEnum = pgEnum("payment_provider", paymentProviders);
export const paymentMethodEnum = pgEnum("payment_method", paymentMethods);
export const paymentStateEnum = pgEnum("payment_state", paymentStates);
export const payableKindEnum = pgEnum("payable_kind", payableKinds);

/**
 * Every payment is its own record (CONTRACT §5): what it pays (a payable's kind and id), who
 * took it and how, the provider's reference, the amount and currency it was started with (from
 * the payable, through shared/money.ts), where it stands. A donation or a membership may have
 * several: a declined try, then a success; one recorded by staff.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    payableKind: payableKindEnum("payable_kind").notNull(),
    payableId: uuid("payable_id").notNull(),
    provider: paymentProviderEnum("provider").notNull(),
    method: paymentMethodEnum("method").notNull(),
    /** The provider's own id (Stripe's PaymentIntent, FedaPay's transaction); staff: the receipt or transfer number typed. */
    providerRef: text("provider_ref"),
    /** Minor units of currency (shared/money.ts). */
    amount: integer("amount").notNull(),
    currency: currencyEnum("currency").notNull(),
    status: paymentStateEnum("status").notNull().default("pending"),
    /** When the event that set `status` happened, in the provider's words (older events are ignored). */
    statusAt: timestamp("status_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Mobile money: the payer's national number (`01…`) and its operator. */
    phone: text("phone"),
    operator: text("operator").$type<MobileOperator>(),
    failureReason: text("failure_reason"),
    /** What the payer's browser was told to do next (a card form's secret, the hosted page): a repeated start answers it again. */
    nextStep: jsonb("next_step").$type<NextStep>(),
    /** Made by the payer's browser when it pressed Pay: a repeat answers this payment (unique per payable). */
    idempotencyKey: text("idempotency_key"),
    /** Recorded by staff: who, and their note. */
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedByName: text("recorded_by_name"),
    note: text("note"),
    /** When the reconciliation last asked the provider about a pending payment. */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("payments_payable_idx").on(t.payableKind, t.payableId, t.createdAt),
    uniqueIndex("payments_provider_ref_idx").on(t.provider, t.providerRef),
    uniqueIndex("payments_idempotency_idx").on(t.payableKind, t.payableId, t.idempotencyKey),
    index("payments_status_idx").on(t.status, t.createdAt),
  ],
);
export type Payment = typeof payments.$inferSelect;

/** Webhook events already applied: a redelivered event id is ignored. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- images

/** Raw bytes (PostgreSQL bytea): a Buffer in, a Buffer out, whichever driver (pg or PGlite). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An image uploaded by an administrator (a program's hero, issue 14): its size as uploaded (after
 * the camera's orientation is applied). The file itself is not kept, only its resized copies
 * (image_variants): in the database, so that every server process and every backup has them.
 */
export const images = pgTable("images", {
  id: uuid("id").primaryKey().defaultRandom(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The type the file was uploaded as (image/jpeg, image/png, image/webp) and its size in bytes. */
  sourceType: text("source_type").notNull(),
  sourceSize: integer("source_size").notNull(),
  /** Null once that administrator is removed; the audit list keeps who it was. */
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type Image = typeof images.$inferSelect;

/** One resized copy of an image, served at /images/uploads/<id>-<width>.<format> (never changes). */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    format: text("format").notNull(),
    bytes: bytea("bytes").notNull(),
    /** Bytes, for the lists (without reading the file). */
    size: integer("size").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.format, t.width] })],
);
export type ImageVariant = typeof imageVariants.$inferSelect;

// ---------------------------------------------------------------- programs

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
    /** An uploaded hero image (issue 14) and its alternative text, required in both languages with it. */
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
export const selectProgramSchema = createSelectSchema(programs);

// ---------------------------------------------------------------- articles

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
export const selectArticleSchema = createSelectSchema(articles);

// ---------------------------------------------------------------- events

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
export const selectEventSchema = createSelectSchema(events);

/** POST /api/admin/markdown: a text to preview as the public page will show it. */
export const markdownPreviewSchema = z.object({ text: z.string().max(50_000) }).strict();
export type MarkdownPreviewInput = z.infer<typeof markdownPreviewSchema>;

// ---------------------------------------------------------------- slug redirects

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

// ---------------------------------------------------------------- contacts

export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    language: languageEnum("language").notNull().default("en"),
    status: contactStatusEnum("status").notNull().default("new"),
    /** Raised by each administrator's change: a save based on an older copy is refused (409). */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("contacts_created_idx").on(t.createdAt),
    index("contacts_status_created_idx").on(t.status, t.createdAt),
  ],
);
export type Contact = typeof contacts.$inferSelect;

export const selectContactSchema = createSelectSchema(contacts);

/** What the administrator may change on a message: its status (read, replied). */
export const patchContactSchema = createInsertSchema(contacts)
  .pick({ status: true })
  .extend({ version: z.number().int().positive().optional() })
  .strict();
export type PatchContact = z.infer<typeof patchContactSchema>;

// ---------------------------------------------------------------- newsletter

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  language: languageEnum("language").notNull().default("en"),
  createdAt: timestamps.createdAt,
});

// ---------------------------------------------------------------- receipts

/**
 * The last receipt number given in each year (Benin's calendar year of the payment): the next
 * number is taken by `UPDATE … RETURNING` in the transaction that records the receipt, so
 * numbers follow each other without a gap or a repeat, whatever runs at the same time
 * (server/services/receipts/assign-receipt-number.ts).
 */
export const receiptCounters = pgTable("receipt_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** A succeeded payment's receipt: one per payment, its number never reused (unique per year). */
export const receipts = pgTable(
  "receipts",
  {
    paymentId: uuid("payment_id")
      .primaryKey()
      .references(() => payments.id, { onDelete: "restrict" }),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("receipts_year_number_idx").on(t.year, t.number)],
);
export type Receipt = typeof receipts.$inferSelect;

// ---------------------------------------------------------------- jobs and mail (docs/decisions/010-jobs-and-mail.md)

/**
 * The recurring work of the jobs room (server/jobs/): one row per job, due at `run_at`. A process
 * claims a due row with `FOR UPDATE SKIP LOCKED` and moves `run_at` on before running it, so one
 * process runs each round, and a round missed while every server was down is due at the next start.
 */
export const jobs = pgTable("jobs", {
  name: text("name").primaryKey(),
  runAt: timestamp("run_at", { withTimezone: true }).notNull(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: text("last_error"),
});

export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
export const outboxStatusEnum = pgEnum("outbox_status", outboxStatuses);

/**
 * Every mail the site sends, written in the same transaction as its cause and sent by the jobs
 * room (server/mail/outbox.ts). `key` names the cause (`contact-staff:<id>`): a cause mails once.
 * A mail being sent holds a lease (`lease_until`); one whose sender died is sent again only after it.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull().unique(),
    /** Which template (server/mail/templates.ts) and what it is filled with. */
    template: text("template").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    recipients: text("recipients").array().notNull(),
    language: languageEnum("language").notNull(),
    status: outboxStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
export type OutboxMail = typeof outbox.$inferSelect;

// ---------------------------------------------------------------- replies to messages

/**
 * A reply the staff wrote to a visitor's message from the admin and the site sent (one outbox mail
 * each). `idempotency_key` comes from the reply form: a double-click, or a retry of a request whose
 * answer was lost, files one reply and sends one mail.
 */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** Who wrote it; kept by name when the account is gone. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    idempotencyKey: uuid("idempotency_key").notNull().unique(),
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("contact_replies_contact_idx").on(t.contactId, t.createdAt)],
);
export type ContactReply = typeof contactReplies.$inferSelect;

/** The longest reply the form accepts (a long letter; a mail, not a document). */
export const REPLY_MAX_LENGTH = 10_000;

/** What the reply form sends: the text, and the key that makes a repeated send one reply. */
export const contactReplyInputSchema = z
  .object({ body: multiline(REPLY_MAX_LENGTH), idempotencyKey: z.uuid() })
  .strict();
export type ContactReplyInput = z.infer<typeof contactReplyInputSchema>;
