import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** The impact figures (docs/rules.md R28), on the brand colour. */
export function ImpactBand() {
  const text = useTexts(texts).impact;
  return (
    <section aria-labelledby="impact-title" className="bg-brand py-14 text-white">
      <div className="container-page">
        <h2 id="impact-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {text.title}
        </h2>
        {/* Read as one phrase: "2,500+ lives impacted". */}
        <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {text.items.map((item) => (
            <li key={item.label} className="border-l-4 border-accent pl-4">
              <strong className="block text-3xl font-bold text-accent sm:text-4xl">{item.value}</strong>{" "}
              <span className="mt-1 block text-base leading-snug text-slate-200">{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
