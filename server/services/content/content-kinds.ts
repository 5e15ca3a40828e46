/**
 * The three kinds of content the editors manage — programs, research articles, events — as one
 * descriptor each, so that creating, changing and deleting are written once
 * (create-content.ts, update-content.ts, delete-content.ts), as the admin's screens are
 * (client/src/features/admin/content).
 */
import { asc, desc, sql, type SQL } from "drizzle-orm";
import {
  articles,
  events,
  programs,
  type Article,
  type Event,
  type InsertArticle,
  type InsertEvent,
  type InsertProgram,
  type PatchArticle,
  type PatchEvent,
  type PatchProgram,
  type Program,
} from "../../../shared/schema";
import { programOrder } from "../programs/list-programs";
import type { ContentKind } from "./content-rules";

type Kinds = {
  program: { row: Program; insert: InsertProgram; patch: PatchProgram };
  article: { row: Article; insert: InsertArticle; patch: PatchArticle };
  event: { row: Event; insert: InsertEvent; patch: PatchEvent };
};
export type ContentRow<K extends ContentKind> = Kinds[K]["row"];
export type ContentInsert<K extends ContentKind> = Kinds[K]["insert"];
export type ContentPatch<K extends ContentKind> = Kinds[K]["patch"];

export type ContentKindRules = {
  /** Whether a published item's old slug keeps answering with a 301 (events have no page of their own). */
  keepsOldSlugs: boolean;
  /** Values a new item gets beside what the editor typed. */
  placed?: () => Record<string, SQL>;
  /** The order of the editors' list. */
  order: readonly SQL[];
};

export const contentKinds = {
  // A new program is placed last on the public list.
  program: {
    keepsOldSlugs: true,
    placed: () => ({ sortOrder: sql`(select coalesce(max(${programs.sortOrder}), 0) + 1 from ${programs})` }),
    // The public list's order, as the administrator set it.
    order: programOrder,
  },
  article: { keepsOldSlugs: true, order: [desc(articles.publishDate), desc(articles.createdAt)] },
  event: { keepsOldSlugs: false, order: [asc(events.startsAt)] },
} as const satisfies Record<ContentKind, ContentKindRules>;

/**
 * Each kind's table, seen through the columns every kind has. Drizzle cannot build one query
 * over a union of tables; the three share these columns, so one view of them serves all.
 */
export const contentTable = (kind: ContentKind) => ({ program: programs, article: articles, event: events })[kind] as unknown as typeof events;
