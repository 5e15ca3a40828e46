import { Link } from "wouter";
import { langAttribute, pickLocalized } from "@shared/localized";
import type { ProgramSummary } from "@shared/api-types";
import { paths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { imageForProgram } from "@/lib/images";
import { texts } from "../texts";
import { PillarBadge } from "./pillar-badge";
import { SiteImg } from "@/components/ui/site-img";
import { UploadedImg } from "@/components/ui/uploaded-img";

/** A card's width: one, two or three columns of the page (max-w-7xl). */
const CARD_SIZES = "(min-width: 1280px) 395px, (min-width: 1024px) calc(33vw - 32px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)";

/** A program in the list: image, pillar, title, summary (3 lines), Learn more and, when it has one, Apply. */
export function ProgramCard({ program, eager = false }: { program: ProgramSummary; eager?: boolean }) {
  const { lang } = useI18n();
  const text = useTexts(texts).list;
  const image = imageForProgram(program.slug);
  const picked = pickLocalized(program.title, lang);
  const title = picked.text;
  const summary = pickLocalized(program.summary, lang);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {program.hero ? (
        <UploadedImg image={program.hero} alt={program.heroAlt} sizes={CARD_SIZES} priority={eager} className="aspect-video w-full bg-brand-50 object-cover" />
      ) : (
        <SiteImg image={image} priority={eager} className="aspect-video w-full bg-brand-50 object-cover" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <PillarBadge pillar={program.pillar} className="self-start" />
        <h2 lang={langAttribute(picked, lang)} className="mt-3 text-xl font-semibold text-brand">
          {title}
        </h2>
        <p lang={langAttribute(summary, lang)} className="mt-2 line-clamp-3 text-slate-700">
          {summary.text}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
          <Link href={paths.programs.detail(program.slug)} className="btn btn-outline">
            {text.learnMore} <span className="sr-only">{format(text.aboutProgram, { title })}</span>
          </Link>
          {program.applyLink && (
            <a href={program.applyLink} target="_blank" rel="noopener noreferrer" className="btn btn-accent">
              {text.apply} <span className="sr-only">{`${format(text.applyTo, { title })} ${text.newTab}`}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
