import { Link } from "wouter";
import { useQuery } from "@tanstack/react-query";
import type { ProgramSummary } from "@shared/api-types";
import type { Language, Pillar } from "@shared/domain";
import { langAttribute, pickLocalized } from "@shared/localized";
import { paths } from "@shared/paths";
import { Section } from "@/components/ui/section";
import { getProgramsQueryOptions } from "@/api/get-programs";
import { UploadedImg } from "@/components/ui/uploaded-img";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { imageForProgram } from "@/lib/images";
import { texts } from "../texts";
import { SiteImg } from "@/components/ui/site-img";

/**
 * The four flagship programs as the site was seeded: shown only when the programs cannot be read
 * (the database is away), so that the home page still renders whole.
 */
const flagships: { slug: keyof (typeof texts)["en"]["programs"]["items"]; pillar: Pillar }[] = [
  { slug: "code-for-change", pillar: "digital_literacy" },
  { slug: "sheleads-finance", pillar: "financial_literacy" },
  { slug: "future-work-academy", pillar: "digital_jobs" },
  { slug: "skills-for-green-jobs", pillar: "tvet" },
];

/** A card's width: one, two or four columns of the page (max-w-7xl). */
const CARD_SIZES = "(min-width: 1280px) 290px, (min-width: 1024px) calc(25vw - 30px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)";

type Card = {
  slug: string;
  pillar: Pillar;
  title: { text: string; lang: Language };
  text: { text: string; lang: Language };
  hero?: ProgramSummary["hero"];
  heroAlt?: ProgramSummary["heroAlt"];
};

/** The first four published programs, in the order the administrators set (the public list's). */
export function ProgramCards() {
  const { lang } = useI18n();
  const all = useTexts(texts);
  const text = all.programs;
  const { data } = useQuery(getProgramsQueryOptions());
  const cards: Card[] = data
    ? data.slice(0, 4).map((p) => ({
        slug: p.slug,
        pillar: p.pillar,
        title: pickLocalized(p.title, lang),
        text: pickLocalized(p.summary, lang),
        hero: p.hero,
        heroAlt: p.heroAlt,
      }))
    : flagships.map(({ slug, pillar }) => ({
        slug,
        pillar,
        title: { text: text.items[slug].title, lang },
        text: { text: text.items[slug].text, lang },
      }));
  return (
    <Section id="programs" title={text.title} intro={text.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.slug} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
            {card.hero ? (
              <UploadedImg image={card.hero} alt={card.heroAlt ?? null} sizes={CARD_SIZES} className="h-auto w-full bg-brand-50" />
            ) : (
              <SiteImg image={imageForProgram(card.slug)} className="h-auto w-full bg-brand-50" />
            )}
            <div className="flex flex-1 flex-col p-5">
              <p>
                <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand">
                  {all.pillars.items[card.pillar].title}
                </span>
              </p>
              <h3 lang={langAttribute(card.title, lang)} className="mt-3 text-lg font-bold text-brand">
                {card.title.text}
              </h3>
              <p lang={langAttribute(card.text, lang)} className="mt-2 line-clamp-4 flex-1 leading-relaxed text-slate-700">
                {card.text.text}
              </p>
              <Link href={paths.programs.detail(card.slug)} className="btn btn-outline mt-4 self-start">
                {text.learnMore} <span className="sr-only">{format(text.about, { title: card.title.text })}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <Link href={paths.programs.list()} className="btn btn-primary">
          {text.all}
        </Link>
      </div>
    </Section>
  );
}
