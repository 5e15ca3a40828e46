import { useTexts } from "@/i18n/texts";
import { studies } from "../research-data";
import { texts } from "../texts";
import { StudyStatusBadge } from "./study-status-badge";

/** The five recent studies: year, type, status (Published or Ongoing) and what each is about. */
export function RecentStudies() {
  const text = useTexts(texts).studies;
  return (
    <ul className="grid gap-4">
      {studies.map((study) => (
        <li key={study.key} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
            <span>
              <span className="sr-only">{text.year} </span>
              {study.year}
            </span>
            <span aria-hidden="true">·</span>
            <span>
              <span className="sr-only">{text.type} </span>
              {text.types[study.type]}
            </span>
            <StudyStatusBadge status={study.status} label={text.statuses[study.status]} />
          </div>
          <h3 className="mt-3 text-lg font-semibold text-brand">{text.items[study.key].title}</h3>
          <p className="mt-2 text-slate-700">{text.items[study.key].description}</p>
        </li>
      ))}
    </ul>
  );
}
