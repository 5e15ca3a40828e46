import { PageHero } from "@/components/ui/page-hero";
import { useEvents } from "@/features/events/api/get-events";
import { useI18n } from "@/i18n";

export default function EventsPage() {
  const { lang, t } = useI18n();
  const page = t.pages.events;
  const { data } = useEvents();
  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />
      <div className="container-page grid gap-4 py-10">
        {[...(data?.upcoming ?? []), ...(data?.past ?? [])].map((event) => (
          <div key={event.id} className="rounded-lg border border-slate-200 p-5">
            <h2 className="text-lg font-semibold text-brand">{event.title[lang]}</h2>
            <p className="mt-1 text-slate-700">{event.description[lang]}</p>
          </div>
        ))}
      </div>
    </>
  );
}
