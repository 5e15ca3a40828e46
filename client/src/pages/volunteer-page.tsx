import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { texts } from "@/features/volunteer/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { visibleIsland } from "@/lib/island";

/** Its code (react-hook-form, validation) loads when it comes into view (lib/island.tsx). */
const VolunteerForm = visibleIsland<object>("volunteer-form", () =>
  import("@/features/volunteer/components/volunteer-form").then((m) => ({ default: m.VolunteerForm })),
);

/** /volunteer (docs/rules.md R31): ways to help and a short form that files a contact message. */
export default function VolunteerPage() {
  const { t } = useI18n();
  const page = t.pages.volunteer;
  const text = useTexts(texts);
  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />

      <Section id="why" title={text.intro.title}>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{text.intro.text}</p>
      </Section>

      <Section id="ways" title={text.ways.title} tone="tinted">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {text.ways.items.map((way) => (
            <li key={way.title} className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
              <h3 className="text-lg font-bold text-brand">{way.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{way.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="commitment" title={text.commitment.title}>
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-lg leading-relaxed text-slate-700">
          {text.commitment.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="offer" title={text.form.title} intro={text.form.intro} tone="tinted">
        <VolunteerForm />
      </Section>
    </>
  );
}
