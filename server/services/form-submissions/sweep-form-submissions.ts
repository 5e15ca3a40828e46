import { lt } from "drizzle-orm";
import { formSubmissions } from "../../../shared/schema";
import type { Db } from "../../db";

/** A form's idempotency key is kept this long: far beyond any retry, short enough for the table to stay small. */
export const SUBMISSION_KEPT_MS = 24 * 60 * 60_000;

/** Forgets the keys older than that. */
export async function sweepFormSubmissions(db: Pick<Db, "delete">, now: Date) {
  await db.delete(formSubmissions).where(lt(formSubmissions.createdAt, new Date(now.getTime() - SUBMISSION_KEPT_MS)));
}
