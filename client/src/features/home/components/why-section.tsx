import { Section } from "@/components/ui/section";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** Why the foundation: four reasons to trust it. */
export function WhySection() {
  const text = useTexts(texts).why;
  return (
    <Section id="why" title={text.title} intro={text.intro} tone="tinted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {text.items.map((item) => (
          <li key={item.title} className="rounded-lg border-t-4 border-accent bg-white p-5 shadow-sm">
            <h3 className="text-lg font-bold text-brand">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
