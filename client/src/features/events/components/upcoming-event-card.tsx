import { useId } from "react";
import { langAttribute, pickLocalized } from "@shared/localized";
import { Link } from "wouter";
import type { EventItem } from "@shared/api-types";
import { paths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { UploadedImg } from "@/components/ui/uploaded-img";
import { formatCount, formatEventWhen } from "../format-event";
import { texts } from "../texts";
import { Badge } from "./badge";
import { EventText } from "./event-text";

/** A card's width: one, two or three columns of the page (max-w-7xl). */
const UPCOMING_SIZES = "(min-width: 1280px) 395px, (min-width: 1024px) calc(33vw - 32px), (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)";

/** An upcoming event: what, when, where, how many, and how to register. */
export function UpcomingEventCard({ event }: { event: EventItem }) {
  const { lang } = useI18n();
  const text = useTexts(texts);
  const id = useId();
  const picked = pickLocalized(event.title, lang);
  const title = picked.text;
  const location = pickLocalized(event.location, lang);
  const description = pickLocalized(event.description, lang);
  const open = event.registrationOpen;

  return (
    <article aria-labelledby={`${id}-title`} className="flex h-full flex-col rounded-lg border border-slate-200 bg-white shadow-sm overflow-hidden">
      {event.hero && <UploadedImg image={event.hero} alt={event.heroAlt} sizes={UPCOMING_SIZES} className="aspect-video w-full bg-brand-50 object-cover" />}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{text.kinds[event.kind]}</Badge>
          <Badge tone={open ? "open" : "soon"}>{open ? text.status.open : text.status.soon}</Badge>
        </div>
        <h3 id={`${id}-title`} lang={langAttribute(picked, lang)} className="mt-3 text-xl font-bold text-brand">
          {title}
        </h3>
        <dl className="mt-4 grid gap-2 text-sm text-slate-800">
          <div>
            <dt className="font-semibold text-slate-900">{text.labels.when}</dt>
            <dd>
              <time dateTime={event.startsAt}>{formatEventWhen(event, lang, text)}</time>
            </dd>
          </div>
          {(event.isOnline || event.location) && (
            <div>
              <dt className="font-semibold text-slate-900">{text.labels.where}</dt>
              <dd lang={event.isOnline ? undefined : langAttribute(location, lang)}>
                {event.isOnline ? <Badge tone="online">{text.online}</Badge> : location.text}
              </dd>
            </div>
          )}
          <div>
            <dt className="font-semibold text-slate-900">{text.labels.capacity}</dt>
            <dd>
              {event.capacity === null
                ? text.capacity.unlimited
                : format(text.capacity.limited, { count: formatCount(event.capacity, lang) })}
            </dd>
          </div>
        </dl>
        <EventText html={event.descriptionHtml[description.lang]} lang={langAttribute(description, lang)} className="mt-4" />
        <div className="mt-auto pt-5">
          <Register event={event} title={title} reasonId={`${id}-reason`} />
        </div>
      </div>
    </article>
  );
}

function Register({ event, title, reasonId }: { event: EventItem; title: string; reasonId: string }) {
  const text = useTexts(texts).register;
  // The spaces stay outside the hidden spans: some name computations trim what is inside.
  const forEvent = (
    <>
      {" "}
      <span className="sr-only">{format(text.forEvent, { title })}</span>
    </>
  );

  if (!event.registrationOpen)
    return (
      <>
        <button type="button" className="btn btn-primary w-full sm:w-auto" disabled aria-describedby={reasonId}>
          {text.label}
          {forEvent}
        </button>
        <p id={reasonId} className="mt-2 text-sm text-slate-700">
          {text.soon}
        </p>
      </>
    );

  if (event.registrationLink)
    return (
      <a href={event.registrationLink} target="_blank" rel="noopener noreferrer" className="btn btn-primary w-full sm:w-auto">
        {text.label}
        {forEvent}
        {" "}
        <span className="sr-only">{text.newTab}</span>
      </a>
    );

  const subject = format(text.subject, { title });
  return (
    <>
      <Link href={`${paths.contact}?subject=${encodeURIComponent(subject)}`} className="btn btn-primary w-full sm:w-auto" aria-describedby={reasonId}>
        {text.label}
        {forEvent}
      </Link>
      <p id={reasonId} className="mt-2 text-sm text-slate-700">
        {text.byMessage}
      </p>
    </>
  );
}
