import { Link } from "wouter";
import { pillars } from "@shared/domain";
import { paths } from "@shared/paths";
import { Section } from "@/components/ui/section";
import { useTexts } from "@/i18n/texts";
import { pillarImages } from "@/lib/images";
import { texts } from "../texts";
import { SiteImg } from "@/components/ui/site-img";

/** The four pillars, each with its image and a link to its programs. */
export function PillarsSection() {
  const text = useTexts(texts).pillars;
  return (
    <Section id="pillars" title={text.title} intro={text.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pillars.map((pillar) => {
          const item = text.items[pillar];
          const image = pillarImages[pillar];
          return (
            <li key={pillar} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
              <SiteImg image={image} className="h-auto w-full bg-brand-50" />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg font-bold text-brand">{item.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-slate-700">{item.text}</p>
                <Link
                  href={paths.programs.list(pillar)}
                  className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand underline decoration-accent decoration-2 underline-offset-4 hover:decoration-brand"
                >
                  {item.link}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
