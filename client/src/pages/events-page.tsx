import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { useEvents } from "@/features/events/api/get-events";
import { visibleIsland } from "@/lib/island";
import { PastEventCard } from "@/features/events/components/past-event-card";
import { UpcomingEventCard } from "@/features/events/components/upcoming-event-card";
import { texts } from "@/features/events/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";

/** The subscription form's code (react-hook-form, validation) loads when it comes into view. */
const NewsletterForm = visibleIsland<object>("newsletter", () =>
  import("@/features/events/components/newsletter-form").then((m) => ({ default: m.NewsletterForm })),
);

/** /events: upcoming events with registration, past events with what came of them, the newsletter. */
export default function EventsPage() {
  const { t } = useI18n();
  const page = t.pages.events;
  const text = useTexts(texts);
  const { data, isPending, isError } = useEvents();

  const notice = (message: string, role?: "status" | "alert") => (
    <p role={role} className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700">
      {message}
    </p>
  );

  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />

      <Section id="upcoming" title={text.upcoming.title} intro={text.upcoming.intro}>
        {isPending ? (
          notice(text.loading, "status")
        ) : isError ? (
          notice(text.loadError, "alert")
        ) : data.upcoming.length === 0 ? (
          notice(text.upcoming.empty)
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.upcoming.map((event) => (
              <li key={event.id}>
                <UpcomingEventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      {!isPending && !isError && (
        <Section id="past" title={text.past.title} intro={text.past.intro} tone="tinted">
          {data.past.length === 0 ? (
            notice(text.past.empty)
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {data.past.map((event) => (
                <li key={event.id}>
                  <PastEventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}

      <Section id="newsletter" title={text.newsletter.title} intro={text.newsletter.intro}>
        <NewsletterForm />
      </Section>
    </>
  );
}
