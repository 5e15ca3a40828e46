import { useId } from "react";
import { langAttribute, pickLocalized } from "@shared/localized";
import type { EventItem } from "@shared/api-types";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { UploadedImg } from "@/components/ui/uploaded-img";
import { formatCount, formatEventDays } from "../format-event";
import { texts } from "../texts";
import { Badge } from "./badge";
import { EventText } from "./event-text";

/** A card's width: one or two columns of the page (max-w-7xl). */
const PAST_SIZES = "(min-width: 1280px) 604px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)";

/** A past event: when it took place, how many came, and what came of it. */
export function PastEventCard({ event }: { event: EventItem }) {
  const { lang } = useI18n();
  const text = useTexts(texts);
  const id = useId();
  const title = pickLocalized(event.title, lang);
  const summary = pickLocalized(event.summary ?? event.description, lang);
  return (
    <article aria-labelledby={`${id}-title`} className="flex h-full flex-col rounded-lg border border-slate-200 bg-white overflow-hidden">
      {event.hero && <UploadedImg image={event.hero} alt={event.heroAlt} sizes={PAST_SIZES} className="aspect-video w-full bg-brand-50 object-cover" />}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{text.kinds[event.kind]}</Badge>
        </div>
        <h3 id={`${id}-title`} lang={langAttribute(title, lang)} className="mt-3 text-xl font-bold text-brand">
          {title.text}
        </h3>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          <time dateTime={event.startsAt}>{formatEventDays(event, lang, text)}</time>
          {event.participants !== null && (
            <span className="font-semibold">{format(text.participants, { count: formatCount(event.participants, lang) })}</span>
          )}
        </p>
        <EventText html={(event.summaryHtml ?? event.descriptionHtml)[summary.lang]} lang={langAttribute(summary, lang)} className="mt-3" />
      </div>
    </article>
  );
}
