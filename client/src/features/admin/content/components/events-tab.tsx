/**
 * The Events tab (issue 14): every event, published or draft — the upcoming ones first (soonest
 * first), then the past ones (latest first), as GET /api/admin/events sorts them; create and edit
 * in one dialog; publish and unpublish from the list; delete after a confirmation.
 */
import { useRef, useState } from "react";
import type { AdminEvent } from "@shared/content";
import { pickLocalized } from "@shared/content";
import type { Language } from "@shared/domain";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Badge } from "../../components/badge";
import { QueryState } from "../../components/query-state";
import { texts as adminTexts } from "../../texts";
import { useContentChange, useEvents } from "../api/content-api";
import { useOpener } from "../lib/use-opener";
import { FOUNDATION_TIME_ZONE, isKnownTimeZone, isoToZoned } from "../lib/zoned-time";
import { texts } from "../texts";
import { MissingBadges, PublishedBadge, RowButton, missingQuestion } from "./content-bits";
import { ConfirmDialog } from "./dialogs";
import { EventDialog } from "./event-dialog";

type Editing = { event: AdminEvent | null } | null;

/** When an event starts, on its own clock, in the admin's language ("Nov 25, 2026, 9:00 AM"). */
function startsOn(event: AdminEvent, lang: Language): string {
  const zone = isKnownTimeZone(event.timezone) ? event.timezone : FOUNDATION_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-US", { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(new Date(event.startsAt));
  } catch {
    return isoToZoned(event.startsAt, zone).replace("T", " ");
  }
}

export function EventsTab() {
  const t = useTexts(texts);
  const { lang } = useI18n();
  const query = useEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const [publishing, setPublishing] = useState<{ event: AdminEvent; text: string } | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const remember = useOpener(Boolean(editing || deleting || publishing), listTop);
  const update = useContentChange("event", t.events, "update", () => setPublishing(null));
  const remove = useContentChange("event", t.events, "delete", () => setDeleting(null));

  const onPublish = (event: AdminEvent) => {
    const text = event.published ? null : missingQuestion(event, "event", t);
    if (text) {
      remember();
      setPublishing({ event, text });
    } else update.mutate({ action: "update", id: event.id, body: { published: !event.published, version: event.version } });
  };
  const actions = {
    edit: (event: AdminEvent) => {
      remember();
      setEditing({ event });
    },
    publish: onPublish,
    remove: (event: AdminEvent) => {
      remember();
      setDeleting(event);
    },
    busyId: update.isPending && update.variables.action === "update" ? update.variables.id : null,
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{t.events.intro}</p>
        <button
          type="button"
          className="btn btn-primary min-h-11"
          onClick={() => {
            remember();
            setEditing({ event: null });
          }}
        >
          {t.events.create}
        </button>
      </div>
      <div ref={listTop} tabIndex={-1} className="focus:outline-none" aria-busy={query.isFetching}>
        <QueryState query={query}>
          {({ upcoming, past }) => (
            <>
              <EventList title={t.events.upcoming} empty={t.events.emptyUpcoming} events={upcoming} actions={actions} />
              <EventList title={t.events.past} empty={t.events.emptyPast} events={past} actions={actions} />
            </>
          )}
        </QueryState>
      </div>
      {editing && <EventDialog key={editing.event ? `${editing.event.id}:${editing.event.version}` : "new"} event={editing.event} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t.events.deleteTitle}
          text={format(t.events.deleteText, { title: pickLocalized(deleting.title, lang).text })}
          action={t.delete}
          pendingLabel={t.deleting}
          pending={remove.isPending}
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate({ action: "delete", id: deleting.id }, { onError: () => setDeleting(null) })}
        />
      )}
      {publishing && (
        <ConfirmDialog
          title={t.confirmPublishTitle}
          text={publishing.text}
          action={t.publishAnyway}
          pending={update.isPending}
          onCancel={() => setPublishing(null)}
          onConfirm={() => update.mutate({ action: "update", id: publishing.event.id, body: { published: true, version: publishing.event.version } }, { onError: () => setPublishing(null) })}
        />
      )}
    </div>
  );
}

function EventList({
  title,
  empty,
  events,
  actions,
}: {
  title: string;
  empty: string;
  events: AdminEvent[];
  actions: { edit: (e: AdminEvent) => void; publish: (e: AdminEvent) => void; remove: (e: AdminEvent) => void; busyId: string | null };
}) {
  const t = useTexts(texts);
  const { common } = useTexts(adminTexts);
  const { lang } = useI18n();
  return (
    <section className="mt-6" aria-label={title}>
      <h3 className="text-lg font-bold text-brand">{title}</h3>
      {events.length === 0 ? (
        <p className="py-3 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {events.map((event) => {
            const name = pickLocalized(event.title, lang);
            const location = event.location ? pickLocalized(event.location, lang) : null;
            const showOnline = event.isOnline && location?.text.trim().toLowerCase() !== t.events.online.toLowerCase();
            return (
              <li key={event.id} className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h4 className="min-w-0 font-semibold break-words text-brand" lang={name.lang}>
                    {name.text}
                  </h4>
                  <div className="flex flex-wrap gap-1.5">
                    <PublishedBadge published={event.published} />
                    <MissingBadges record={event} kind="event" />
                  </div>
                </div>
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
                <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
                  <RowButton label={common.edit} srLabel={format(t.events.editEvent, { title: name.text })} onClick={() => actions.edit(event)} />
                  <RowButton
                    label={event.published ? t.unpublish : t.publish}
                    srLabel={format(event.published ? t.events.unpublishEvent : t.events.publishEvent, { title: name.text })}
                    disabled={actions.busyId === event.id}
                    onClick={() => actions.publish(event)}
                  />
                  <RowButton label={t.delete} srLabel={format(t.events.deleteEvent, { title: name.text })} danger onClick={() => actions.remove(event)} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
