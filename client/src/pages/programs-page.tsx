import { Link } from "wouter";
import { paths } from "@shared/paths";
import { PageHero } from "@/components/ui/page-hero";
import { usePrograms } from "@/features/programs/api/get-programs";
import { useI18n } from "@/i18n";

export default function ProgramsPage() {
  const { lang, t } = useI18n();
  const page = t.pages.programs;
  const { data: programs = [], isPending } = usePrograms();
  return (
    <>
      <PageHero heading={page.heading} lead={page.description} />
      <div className="container-page py-10">
        {isPending ? (
          <p role="status">{t.common.loading}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {programs.map((program) => (
              <li key={program.id} className="rounded-lg border border-slate-200 p-5">
                <h2 className="text-xl font-semibold text-brand">{program.title[lang]}</h2>
                <p className="mt-2 line-clamp-3 text-slate-700">{program.summary[lang]}</p>
                <Link href={paths.programs.detail(program.slug)} className="mt-3 inline-block font-medium text-brand underline">
                  {t.common.learnMore}
                  <span className="sr-only">: {program.title[lang]}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
