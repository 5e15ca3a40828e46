import { useSearch } from "wouter";
import { PageHero } from "@/components/ui/page-hero";
import { ContactInfo } from "@/features/contact/components/contact-info";
import { texts } from "@/features/contact/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { visibleIsland } from "@/lib/island";

/** Its code (react-hook-form, validation) loads when it comes into view (lib/island.tsx). */
const ContactForm = visibleIsland<{ initialSubject?: string }>("contact-form", () =>
  import("@/features/contact/components/contact-form").then((m) => ({ default: m.ContactForm })),
);

/** The subject a link asked for (`/contact?subject=...`, e.g. an event registration), within the field's limit. */
const subjectFromSearch = (search: string) => (new URLSearchParams(search).get("subject") ?? "").trim().slice(0, 200);

/** /contact: the contact form and the other ways to reach the foundation. */
export default function ContactPage() {
  const { t } = useI18n();
  const text = useTexts(texts).form;
  const page = t.pages.contact;
  const subject = subjectFromSearch(useSearch());

  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3 lg:gap-12">
        <section aria-labelledby="contact-form-title" className="lg:col-span-2">
          <h2 id="contact-form-title" className="text-2xl font-bold text-brand">
            {text.title}
          </h2>
          <p className="mt-2 text-slate-700">{text.intro}</p>
          <div className="mt-6">
            {/* A new subject in the address (another event's registration link) starts a fresh form. */}
            <ContactForm key={subject} initialSubject={subject} />
          </div>
        </section>
        <ContactInfo />
      </div>
    </>
  );
}
