import { useQuery } from "@tanstack/react-query";
import { paths } from "@shared/paths";
import { Link } from "wouter";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Badge } from "../../components/badge";
import { QueryState } from "../../components/query-state";
import { adminProgramsQuery } from "../api/get-content";
import { texts } from "../texts";

/** Every program, published or draft, with what the public card shows. */
export function ProgramsTab() {
  const { lang } = useI18n();
  const t = useTexts(texts);
  const query = useQuery(adminProgramsQuery(lang));
  return (
    <div>
      <p className="text-slate-700">{t.programs.intro}</p>
      <QueryState query={query} isEmpty={(programs) => programs.length === 0} empty={t.programs.empty}>
        {(programs) => (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {programs.map((program) => (
              <li key={program.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-brand">{program.title[lang]}</h3>
                  <Badge tone={program.published ? "good" : "neutral"}>{program.published ? t.published : t.draft}</Badge>
                </div>
                <p className="mt-1 text-sm font-medium text-slate-600">{t.pillars[program.pillar]}</p>
                <p className="mt-2 line-clamp-3 text-sm text-slate-700">{program.summary[lang]}</p>
                {program.published && (
                  <Link href={paths.programs.detail(program.slug)} className="mt-3 self-start text-sm font-semibold text-brand underline underline-offset-2">
                    {t.programs.view}
                    <span className="sr-only"> — {program.title[lang]}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
