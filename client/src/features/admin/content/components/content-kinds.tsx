/**
 * Each kind of content as data: what its list shows under an item's title and which actions it
 * has, its editor's fields in order, the form's values for an item and the rules they are checked
 * with — the shared schemas of the requests (shared/schema.ts), adapted only where the form holds
 * a value differently (tags as one line, numbers and times as typed). components/content-list.tsx
 * and components/content-editor.tsx do the rest, the same for every kind.
 */
import type { ReactNode } from "react";
import { z } from "zod";
import type { AdminArticle, AdminArticlesResponse, AdminEvent, AdminEventsResponse, AdminProgram, AdminProgramsResponse, ContentKind } from "@shared/content";
import { articleFields, eventFields, insertProgramSchema, pickLocalized, withHeroImage } from "@shared/content";
import { eventKinds, pillars, type Language } from "@shared/domain";
import { paths } from "@shared/paths";
import { format } from "@/i18n";
import { Badge } from "../../components/badge";
import { formatDate, formatDateTime, todayIso } from "../../lib/format";
import { emptyText, parseTags, toForm } from "../lib/form-values";
import { FOUNDATION_TIME_ZONE, isKnownTimeZone, isoToZoned, zonedToIso } from "../lib/zoned-time";
import type { ContentTexts } from "../texts";

type Words = (t: ContentTexts) => string;

/** One control of an editor, or a row of them; `name` is the form's (and the request's) field. */
export type Field =
  | { type: "bilingual"; name: string; label: Words; multiline?: boolean; markdown?: boolean; optional?: boolean; rows?: number; hint?: Words }
  | { type: "slug" }
  | { type: "input"; name: string; label: Words; input: "text" | "url" | "date" | "count"; optional?: boolean; hint?: Words }
  | { type: "select"; name: string; label: Words; options: readonly string[]; labels: (t: ContentTexts) => Record<string, string> }
  | { type: "checkbox"; name: string; label: Words }
  | { type: "image" }
  | { type: "row"; fields: Field[] }
  /** An event's start, end and time zone (times read on the event's clock). */
  | { type: "eventTimes" }
  /** What happened at an event: shown once it is over, or when something is written. */
  | { type: "eventAfter"; fields: Field[] };

/** The words of a kind's list and editor (texts.ts `programs`, `research`, `events`). */
type KindWords = ContentTexts["programs" | "research" | "events"];

export type ContentSpec<Item extends { id: string; version: number; published: boolean; title: { en: string; fr: string } }> = {
  kind: ContentKind;
  words: (t: ContentTexts) => KindWords;
  /** The form's rules: the shared schema of the request (its output is the request's body). */
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  /** The shared rules of the request's fields (the controls' lengths come from them). */
  rules: Record<string, unknown>;
  /** The form's values for an item (or a new one). */
  values: (item: Item | null) => Record<string, unknown>;
  fields: Field[];
  /** Below an item's title on the list. */
  details: (item: Item, t: ContentTexts, lang: Language) => ReactNode;
  /** The address of its public page, once published (events have none of their own). */
  page?: (item: Item) => string;
  /** Programs: moved up and down on the list. */
  ordered?: boolean;
  /** The list's parts (the events': upcoming, then past), from what the admin list answers. */
  sections: (data: never, t: ContentTexts) => { title?: string; empty: string; items: Item[] }[];
  /** Cards two by two on a laptop (programs, events), or one under the other (articles). */
  twoColumns?: boolean;
};

/** The form's values of an item's image: its id and its text (empty without one). */
const imageValues = (item: { heroImageId: string | null; heroAlt: { en: string; fr: string } | null } | null) => ({
  heroImageId: item?.heroImageId ?? null,
  heroAlt: toForm(item?.heroAlt),
});

export const programSpec: ContentSpec<AdminProgram> = {
  kind: "program",
  words: (t) => t.programs,
  schema: insertProgramSchema,
  rules: insertProgramSchema.in.shape,
  values: (program) => ({
    slug: program?.slug ?? "",
    pillar: program?.pillar ?? "digital_literacy",
    title: toForm(program?.title),
    summary: toForm(program?.summary),
    content: toForm(program?.content),
    eligibility: toForm(program?.eligibility),
    applyLink: program?.applyLink ?? "",
    ...imageValues(program),
    published: program?.published ?? false,
  }),
  fields: [
    { type: "bilingual", name: "title", label: (t) => t.fields.title },
    { type: "row", fields: [{ type: "slug" }, { type: "select", name: "pillar", label: (t) => t.fields.pillar, options: pillars, labels: (t) => t.pillars }] },
    { type: "bilingual", name: "summary", label: (t) => t.fields.summary, multiline: true, rows: 3 },
    { type: "bilingual", name: "content", label: (t) => t.fields.content, multiline: true, markdown: true, rows: 10 },
    { type: "bilingual", name: "eligibility", label: (t) => t.fields.eligibility, multiline: true, markdown: true, optional: true, rows: 4 },
    { type: "input", name: "applyLink", label: (t) => t.fields.applyLink, input: "url", optional: true, hint: (t) => t.programs.applyLinkHint },
    { type: "image" },
  ],
  details: (program, t, lang) => {
    const summary = pickLocalized(program.summary, lang);
    return (
      <>
        <p className="mt-1 text-sm font-medium text-slate-600">
          {t.pillars[program.pillar]}
          <span className="text-slate-500"> · /{program.slug}</span>
        </p>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700" lang={summary.lang}>
          {summary.text}
        </p>
      </>
    );
  },
  sections: (data: AdminProgramsResponse, t) => [{ empty: t.programs.empty, items: data.items }],
  page: (program) => paths.programs.detail(program.slug),
  ordered: true,
  twoColumns: true,
};

/** The tags as one line of the form ("skills, women"), the shared rule on the list it makes. */
const articleForm = withHeroImage(articleFields.extend({ tags: z.string().max(1000).transform(parseTags).pipe(articleFields.shape.tags) }));

export const articleSpec: ContentSpec<AdminArticle> = {
  kind: "article",
  words: (t) => t.research,
  schema: articleForm,
  rules: articleFields.shape,
  values: (article) => ({
    slug: article?.slug ?? "",
    title: toForm(article?.title),
    excerpt: toForm(article?.excerpt),
    content: toForm(article?.content),
    author: article?.author ?? "",
    publishDate: article?.publishDate ?? todayIso(),
    tags: article?.tags.join(", ") ?? "",
    ...imageValues(article),
    published: article?.published ?? false,
  }),
  fields: [
    { type: "bilingual", name: "title", label: (t) => t.fields.title },
    { type: "row", fields: [{ type: "slug" }, { type: "input", name: "author", label: (t) => t.fields.author, input: "text" }] },
    { type: "bilingual", name: "excerpt", label: (t) => t.fields.excerpt, multiline: true, rows: 3 },
    { type: "bilingual", name: "content", label: (t) => t.fields.content, multiline: true, markdown: true, rows: 12 },
    {
      type: "row",
      fields: [
        { type: "input", name: "publishDate", label: (t) => t.fields.publishDate, input: "date" },
        { type: "input", name: "tags", label: (t) => t.fields.tags, input: "text", optional: true, hint: (t) => t.research.tagsHint },
      ],
    },
    { type: "image" },
  ],
  details: (article, t, lang) => {
    const excerpt = pickLocalized(article.excerpt, lang);
    return (
      <>
        <p className="mt-1 text-sm text-slate-600">
          {format(t.research.by, { author: article.author })} · {formatDate(`${article.publishDate}T12:00:00Z`, lang)}
        </p>
        <p className="mt-2 line-clamp-2 text-sm text-slate-700" lang={excerpt.lang}>
          {excerpt.text}
        </p>
        {article.tags.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t.fields.tags}>
            {article.tags.slice(0, 3).map((tag) => (
              <li key={tag}>
                <Badge tone="info">{tag}</Badge>
              </li>
            ))}
            {article.tags.length > 3 && (
              <li>
                <Badge tone="neutral">{format(t.research.moreTags, { count: article.tags.length - 3 })}</Badge>
              </li>
            )}
          </ul>
        )}
      </>
    );
  },
  sections: (data: AdminArticlesResponse, t) => [{ empty: t.research.empty, items: data.items }],
  page: (article) => paths.research.article(article.slug),
};

/** A number typed in a text box ("" is none), then the shared rule of that number. */
const typedCount = <S extends z.ZodType>(rule: S) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{1,7}$/.test(v), { message: "count" })
    .transform((v) => (v === "" ? null : Number(v)))
    .pipe(rule as unknown as z.ZodType<z.output<S>, number | null>);

const zoneOf = (timezone: string) => (isKnownTimeZone(timezone) ? timezone : FOUNDATION_TIME_ZONE);

/** The times as typed, on the event's clock (the request carries instants); the end after the start. */
const eventTimes = eventFields
  .extend({
    startsAt: z.string(),
    endsAt: z.string(),
    capacity: typedCount(eventFields.shape.capacity),
    participants: typedCount(eventFields.shape.participants),
  })
  .superRefine((v, ctx) => {
    const zone = zoneOf(v.timezone ?? "");
    const start = zonedToIso(v.startsAt, zone);
    if (!start) ctx.addIssue({ code: "custom", path: ["startsAt"], message: "eventDate" });
    if (v.endsAt.trim() === "") return;
    const end = zonedToIso(v.endsAt, zone);
    if (!end) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "eventDate" });
    else if (start && end <= start) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "endsBeforeStart" });
  });
const eventForm = withHeroImage(eventTimes).transform((v) => {
  const zone = zoneOf(v.timezone ?? "");
  return { ...v, startsAt: zonedToIso(v.startsAt, zone)!, endsAt: v.endsAt.trim() === "" ? null : zonedToIso(v.endsAt, zone) };
});

export const eventSpec: ContentSpec<AdminEvent> = {
  kind: "event",
  words: (t) => t.events,
  schema: eventForm,
  rules: eventFields.shape,
  values: (event) => {
    const zone = event?.timezone ?? FOUNDATION_TIME_ZONE;
    return {
      slug: event?.slug ?? "",
      kind: event?.kind ?? "workshop",
      title: toForm(event?.title),
      description: toForm(event?.description),
      startsAt: isoToZoned(event?.startsAt, zone),
      endsAt: isoToZoned(event?.endsAt, zone),
      timezone: zone,
      isOnline: event?.isOnline ?? false,
      location: event?.location ? toForm(event.location) : emptyText(),
      capacity: event?.capacity?.toString() ?? "",
      registrationOpen: event?.registrationOpen ?? false,
      registrationLink: event?.registrationLink ?? "",
      participants: event?.participants?.toString() ?? "",
      summary: event?.summary ? toForm(event.summary) : emptyText(),
      ...imageValues(event),
      published: event?.published ?? false,
    };
  },
  fields: [
    { type: "bilingual", name: "title", label: (t) => t.fields.title },
    { type: "row", fields: [{ type: "slug" }, { type: "select", name: "kind", label: (t) => t.fields.kind, options: eventKinds, labels: (t) => t.kinds }] },
    { type: "bilingual", name: "description", label: (t) => t.fields.description, multiline: true, markdown: true, rows: 6 },
    { type: "eventTimes" },
    { type: "checkbox", name: "isOnline", label: (t) => t.fields.isOnline },
    { type: "bilingual", name: "location", label: (t) => t.fields.location, optional: true, hint: (t) => t.events.locationHint },
    {
      type: "row",
      fields: [
        { type: "input", name: "capacity", label: (t) => t.fields.capacity, input: "count", optional: true, hint: (t) => t.events.capacityHint },
        { type: "input", name: "registrationLink", label: (t) => t.fields.registrationLink, input: "url", optional: true, hint: (t) => t.events.registrationLinkHint },
      ],
    },
    { type: "checkbox", name: "registrationOpen", label: (t) => t.fields.registrationOpen },
    { type: "image" },
    {
      type: "eventAfter",
      fields: [
        { type: "input", name: "participants", label: (t) => t.fields.participants, input: "count", optional: true },
        { type: "bilingual", name: "summary", label: (t) => t.fields.eventSummary, multiline: true, markdown: true, optional: true, rows: 4 },
      ],
    },
  ],
  sections: (data: AdminEventsResponse, t) => [
    { title: t.events.upcoming, empty: t.events.emptyUpcoming, items: data.upcoming },
    { title: t.events.past, empty: t.events.emptyPast, items: data.past },
  ],
  details: (event, t, lang) => {
    const location = event.location ? pickLocalized(event.location, lang) : null;
    const showOnline = event.isOnline && location?.text.trim().toLowerCase() !== t.events.online.toLowerCase();
    return (
      <>
        <p className="mt-1 text-sm text-slate-700">
          <Badge tone="info">{t.kinds[event.kind]}</Badge> {format(t.events.when, { start: startsOn(event, lang), zone: event.timezone })}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {/* "Online", unless the location already says so (the seeded webinars' does). */}
          {showOnline ? t.events.online : null}
          {showOnline && location?.text ? " · " : null}
          {location?.text && <span lang={location.lang}>{location.text}</span>}
          {event.participants !== null && ` · ${format(t.events.participantsCount, { count: event.participants })}`}
        </p>
      </>
    );
  },
  twoColumns: true,
};

/** When an event starts, on its own clock, in the admin's one date style ("November 25, 2026, 9:00 AM"). */
function startsOn(event: AdminEvent, lang: Language): string {
  const local = isoToZoned(event.startsAt, zoneOf(event.timezone));
  const wall = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!wall) return local.replace("T", " ");
  const [year, month, day, hour, minute] = wall.slice(1).map(Number) as [number, number, number, number, number];
  const offsetMinutes = Math.round((Date.UTC(year, month - 1, day, hour, minute) - Date.parse(event.startsAt)) / 60_000);
  return formatDateTime(event.startsAt, lang, offsetMinutes);
}
