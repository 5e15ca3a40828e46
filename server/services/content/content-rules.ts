/**
 * What saving a program, an article and an event have in common (docs/rules.md R34): a slug is unique
 * within its kind (409 otherwise, checked first and mapped from the unique index when two saves
 * race), a published item's old slug keeps answering with a 301, and each change is audited as
 * create, update, publish or unpublish.
 */
import { and, eq } from "drizzle-orm";
import type { Effect } from "../effects";
import { articles, events, programs, slugRedirects, type LocalizedText } from "../../../shared/schema";
import type { Db } from "../../db";
import { isUniqueViolation } from "../../lib/errors";

export type ContentKind = "program" | "article" | "event";
type Queries = Pick<Db, "select" | "insert" | "delete">;

export type SaveResult<T> =
  /** `effects`: to run once committed (services/effects.ts); none when nothing changed. */
  | { kind: "saved"; row: T; effects: readonly Effect[] }
  | { kind: "notFound" }
  | { kind: "stale"; row: T }
  | { kind: "slugTaken" };

const tables = { program: programs, article: articles, event: events } as const;

/** True when another item of this kind already has `slug`. */
export async function slugTaken(db: Queries, kind: ContentKind, slug: string, exceptId?: string): Promise<boolean> {
  const table = tables[kind];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(2);
  return rows.some((row) => row.id !== exceptId);
}

/** Runs a save; the slug's unique index refusing it (a save that raced ours) is a taken slug too. */
export async function mapSlugConflict<T>(save: () => Promise<SaveResult<T>>): Promise<SaveResult<T>> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "slugTaken" };
    throw error;
  }
}

/**
 * After an item's slug changed: when it was published, its old address is kept as a redirect to
 * it; an old address equal to the new slug is dropped (the item itself answers there now).
 */
export async function recordSlugChange(db: Queries, kind: ContentKind, item: { id: string; slug: string; published: boolean }, newSlug: string) {
  await db.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, newSlug)));
  if (!item.published || item.slug === newSlug) return;
  await db
    .insert(slugRedirects)
    .values({ kind, oldSlug: item.slug, targetId: item.id })
    .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.oldSlug], set: { targetId: item.id, createdAt: new Date() } });
}

/** A new item takes its slug from any old address that pointed elsewhere. */
export async function claimSlug(db: Queries, kind: ContentKind, slug: string) {
  await db.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug)));
}

/** A deleted item's old addresses go with it (they would lead to a 404 anyway). */
export async function dropRedirects(db: Queries, kind: ContentKind, targetId: string) {
  await db.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.targetId, targetId)));
}

/** The audit action of a change: publishing and withdrawing are named as such. */
export function changeAction(kind: ContentKind, before: { published: boolean }, after: { published?: boolean }): string {
  if (after.published !== undefined && after.published !== before.published) return `${kind}.${after.published ? "publish" : "unpublish"}`;
  return `${kind}.update`;
}

/** What the audit list names an item by: its English title, or its French one while it has none. */
export const labelOf = (title: LocalizedText) => title.en || title.fr;

/** The current item an old slug leads to, if any (its id; the caller reads the item). */
export async function findRedirect(db: Pick<Db, "select">, kind: ContentKind, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ targetId: slugRedirects.targetId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug)))
    .limit(1);
  return row?.targetId ?? null;
}
