import type { ReactNode } from "react";
import { langAttribute, pickLocalized } from "@shared/localized";
import { Link } from "wouter";
import type { ProgramDetail } from "@shared/api-types";
import { paths } from "@shared/paths";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { imageForProgram } from "@/lib/images";
import { texts } from "../texts";
import { PillarBadge } from "./pillar-badge";
import { SiteImg } from "@/components/ui/site-img";
import { UploadedImg } from "@/components/ui/uploaded-img";

/** The hero's column: the page's width less its margins, half of it from lg (max-w-7xl, gap-12). */
const HERO_SIZES = "(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** The top of a program's page: back link, pillar, title (the page's h1), summary and image. */
export function ProgramHero({ program, children }: { program: ProgramDetail; children?: ReactNode }) {
  const { lang } = useI18n();
  const text = useTexts(texts).detail;
  const image = imageForProgram(program.slug);
  const title = pickLocalized(program.title, lang);
  const summary = pickLocalized(program.summary, lang);
  return (
    <section className="bg-brand-50 py-10 sm:py-14">
      <div className="container-page grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
        <div>
          <Link
            href={paths.programs.list()}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
          >
            <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" focusable="false">
              <path d="M12 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {text.backToPrograms}
          </Link>
          <div className="mt-4">
            <PillarBadge pillar={program.pillar} />
          </div>
          <h1 lang={langAttribute(title, lang)} className="mt-3 text-3xl font-bold tracking-tight text-brand sm:text-4xl">
            {title.text}
          </h1>
          <p lang={langAttribute(summary, lang)} className="mt-4 text-lg leading-relaxed text-slate-700">
            {summary.text}
          </p>
          {children}
        </div>
        {program.hero ? (
          <UploadedImg
            image={program.hero}
            alt={program.heroAlt}
            sizes={HERO_SIZES}
            priority
            className="aspect-video w-full rounded-lg bg-white object-cover shadow-sm"
          />
        ) : (
          <SiteImg image={image} priority className="aspect-video w-full rounded-lg bg-white object-cover shadow-sm" />
        )}
      </div>
    </section>
  );
}
