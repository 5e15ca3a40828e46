import { Link, useSearch } from "wouter";
import { paths } from "@shared/paths";
import { PageHero } from "@/components/ui/page-hero";
import { usePrograms } from "@/api/get-programs";
import { LoadingSpinner } from "@/features/programs/components/loading-spinner";
import { PillarFilter } from "@/features/programs/components/pillar-filter";
import { ProgramCard } from "@/features/programs/components/program-card";
import { pillarFromSearch } from "@/features/programs/pillar-filter";
import { texts } from "@/features/programs/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";

/** /programs: every published program, filtered by pillar from the address (`?pillar=tvet`). */
export default function ProgramsPage() {
  const { t } = useI18n();
  const text = useTexts(texts).list;
  const page = t.pages.programs;
  const pillar = pillarFromSearch(useSearch());
  const { data: programs, isPending, isError } = usePrograms();
  const shown = (programs ?? []).filter((program) => !pillar || program.pillar === pillar);

  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />
      <div className="container-page py-10 sm:py-14">
        <PillarFilter active={pillar} />
        <div className="mt-8">
          {isPending ? (
            <LoadingSpinner label={text.loading} />
          ) : isError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-800">
              {t.common.anErrorOccurred}
            </p>
          ) : shown.length === 0 ? (
            <div className="rounded-lg border border-slate-200 bg-brand-50 p-8 text-center">
              <p className="text-lg text-slate-700">{text.empty}</p>
              {pillar && (
                <Link href={paths.programs.list()} className="btn btn-outline mt-4">
                  {text.showAll}
                </Link>
              )}
            </div>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((program, i) => (
                <li key={program.id}>
                  <ProgramCard program={program} eager={i === 0} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
