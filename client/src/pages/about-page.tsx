import { Link } from "wouter";
import { paths } from "@shared/paths";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { texts } from "@/features/about/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { founderPortrait } from "@/lib/images";
import { SiteImg } from "@/components/ui/site-img";

/** /about (docs/rules.md R28): who we are, the founder's message, governance, three figures. */
export default function AboutPage() {
  const { t } = useI18n();
  const page = t.pages.about;
  const text = useTexts(texts);
  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />

      <Section id="who" title={text.who.title}>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {text.who.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="grid content-start gap-4">
            <div className="rounded-lg border-l-4 border-accent bg-brand-50 p-5">
              <h3 className="text-lg font-bold text-brand">{text.who.mission}</h3>
              <p className="mt-2 leading-relaxed text-slate-800">{text.who.missionText}</p>
            </div>
            <div className="rounded-lg border-l-4 border-accent bg-brand-50 p-5">
              <h3 className="text-lg font-bold text-brand">{text.who.vision}</h3>
              <p className="mt-2 leading-relaxed text-slate-800">{text.who.visionText}</p>
            </div>
          </div>
        </div>
      </Section>

      <Section id="founder" title={text.founder.title} tone="tinted">
        <figure className="grid items-start gap-6 sm:grid-cols-[auto_1fr] sm:gap-10">
          <SiteImg image={founderPortrait} className="h-40 w-40 rounded-full bg-white object-cover sm:h-56 sm:w-56" />
          <div>
            <blockquote className="space-y-4 text-lg leading-relaxed text-slate-800">
              {text.founder.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </blockquote>
            <figcaption className="mt-6 border-l-4 border-accent pl-4 font-semibold text-brand">
              {text.founder.signature}
            </figcaption>
          </div>
        </figure>
      </Section>

      <Section id="governance" title={text.governance.title}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {text.governance.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Link href={paths.statutes} className="btn btn-outline mt-6">
          {text.governance.link}
        </Link>
      </Section>

      <section aria-labelledby="stats-title" className="bg-brand py-14 text-white">
        <div className="container-page">
          <h2 id="stats-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {text.stats.title}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-3">
            {text.stats.items.map((item) => (
              <li key={item.label} className="rounded-lg bg-brand-700 p-6">
                <strong className="block text-4xl font-bold text-accent">{item.value}</strong>{" "}
                <span className="mt-1 block text-base leading-snug text-slate-200">{item.label}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-200">{text.stats.note}</p>
        </div>
      </section>
    </>
  );
}
