import { asc, eq } from "drizzle-orm";
import { events, type Event } from "../../../shared/schema";
import type { Db } from "../../db";

/**
 * Published events split at `now`: upcoming soonest first, past most recent first.
 * An event is past once it has ended (or started, when it has no end).
 */
export async function listEvents(db: Db, now: Date, options: { includeDrafts?: boolean } = {}) {
  const rows = await db
    .select()
    .from(events)
    .where(options.includeDrafts ? undefined : eq(events.published, true))
    .orderBy(asc(events.startsAt));
  const isPast = (e: Event) => (e.endsAt ?? e.startsAt).getTime() < now.getTime();
  return {
    upcoming: rows.filter((e) => !isPast(e)),
    past: rows.filter(isPast).reverse(),
  };
}
