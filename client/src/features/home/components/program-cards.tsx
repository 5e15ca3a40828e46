import { Link } from "wouter";
import type { Pillar } from "@shared/domain";
import { paths } from "@shared/paths";
import { Section } from "@/components/ui/section";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { imageForProgram } from "@/lib/images";
import { texts } from "../texts";
import { SiteImg } from "@/components/ui/site-img";

/** The four flagship programs (static: the home page needs no data to render). */
const flagships: { slug: keyof (typeof texts)["en"]["programs"]["items"]; pillar: Pillar }[] = [
  { slug: "code-for-change", pillar: "digital_literacy" },
  { slug: "sheleads-finance", pillar: "financial_literacy" },
  { slug: "future-work-academy", pillar: "digital_jobs" },
  { slug: "skills-for-green-jobs", pillar: "tvet" },
];

export function ProgramCards() {
  const all = useTexts(texts);
  const text = all.programs;
  return (
    <Section id="programs" title={text.title} intro={text.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {flagships.map(({ slug, pillar }) => {
          const item = text.items[slug];
          const image = imageForProgram(slug);
          return (
            <li key={slug} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
              <SiteImg image={image} className="h-auto w-full bg-brand-50" />
              <div className="flex flex-1 flex-col p-5">
                <p>
                  <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand">
                    {all.pillars.items[pillar].title}
                  </span>
                </p>
                <h3 className="mt-3 text-lg font-bold text-brand">{item.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-slate-700">{item.text}</p>
                <Link href={paths.programs.detail(slug)} className="btn btn-outline mt-4 self-start">
                  {text.learnMore}{" "}
                  <span className="sr-only">{format(text.about, { title: item.title })}</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-8">
        <Link href={paths.programs.list()} className="btn btn-primary">
          {text.all}
        </Link>
      </div>
    </Section>
  );
}
