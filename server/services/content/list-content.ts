import type { Db } from "../../db";
import { contentKinds, contentTable, type ContentRow } from "./content-kinds";
import type { ContentKind } from "./content-rules";

/** Every item of a kind with all its fields, drafts included, in its list's order (the editors). */
export async function listAllContent<K extends ContentKind>(db: Db, kind: K): Promise<ContentRow<K>[]> {
  const rows = await db
    .select()
    .from(contentTable(kind))
    .orderBy(...contentKinds[kind].order);
  return rows as ContentRow<K>[];
}
