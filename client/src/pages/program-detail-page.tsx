import { PageHero } from "@/components/ui/page-hero";
import { useProgram } from "@/features/programs/api/get-programs";
import { useI18n } from "@/i18n";
import NotFoundPage from "./not-found-page";

export default function ProgramDetailPage({ params }: { params: { slug?: string } }) {
  const { lang, t } = useI18n();
  const { data: program, isPending } = useProgram(params.slug ?? "");
  if (isPending) return <p role="status" className="container-page py-10">{t.common.loading}</p>;
  if (!program) return <NotFoundPage />;
  return (
    <>
      <PageHero heading={program.title[lang]} lead={program.summary[lang]} />
      <div className="container-page max-w-3xl py-10">
        {program.content[lang].split(/\n{2,}/).map((paragraph, i) => (
          <p key={i} className="mb-4 leading-relaxed text-slate-800">
            {paragraph}
          </p>
        ))}
      </div>
    </>
  );
}
