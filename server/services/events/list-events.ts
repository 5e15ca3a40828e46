import { asc, eq } from "drizzle-orm";
import { events, type Event } from "../../../shared/schema";
import type { EventItem, UploadedImage } from "../../../shared/api-types";
import type { Db } from "../../db";
import { renderLocalizedMarkdown } from "../../lib/markdown";
import { toJson } from "../../lib/to-json";
import { utcOffsetMinutes } from "../../lib/time-zone";

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
  return splitAt(rows, now);
}

/** Events in the order they start, split at `now`: upcoming soonest first, past most recent first. */
export function splitAt(rows: readonly Event[], now: Date) {
  const isPast = (e: Event) => (e.endsAt ?? e.startsAt).getTime() < now.getTime();
  return {
    upcoming: rows.filter((e) => !isPast(e)),
    past: rows.filter(isPast).reverse(),
  };
}

/**
 * An event as the public API sends it: JSON, with its cover image described, its time zone's
 * offsets at its start and end, and its Markdown texts rendered (the page inserts that HTML; the browser loads no parser).
 */
export const toEventItem = (event: Event & { hero: UploadedImage | null }): EventItem => ({
  ...toJson(event),
  startsAtUtcOffset: utcOffsetMinutes(event.startsAt, event.timezone),
  endsAtUtcOffset: event.endsAt ? utcOffsetMinutes(event.endsAt, event.timezone) : null,
  descriptionHtml: renderLocalizedMarkdown(event.description),
  summaryHtml: event.summary ? renderLocalizedMarkdown(event.summary) : null,
});
