import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { researchAreas } from "../research-data";
import { texts } from "../texts";

/** The five research areas, each with its description and how many publications it has. */
export function ResearchAreas() {
  const text = useTexts(texts).areas;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {researchAreas.map(({ key, publications }) => (
        <li key={key} className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-brand">{text.items[key].title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{text.items[key].description}</p>
          <p className="mt-4 text-sm font-semibold text-brand">
            <span className="inline-flex rounded-full bg-brand-100 px-3 py-1">{format(text.publications, { count: publications })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
