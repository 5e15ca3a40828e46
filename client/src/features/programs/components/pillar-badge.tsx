import type { Pillar } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** Each pillar's colours: dark text on a light tint, contrast above 7:1. */
const tones: Record<Pillar, string> = {
  digital_literacy: "bg-sky-100 text-sky-900",
  financial_literacy: "bg-emerald-100 text-emerald-900",
  digital_jobs: "bg-violet-100 text-violet-900",
  tvet: "bg-amber-100 text-amber-900",
};

export function PillarBadge({ pillar, className = "" }: { pillar: Pillar; className?: string }) {
  const { pillars } = useTexts(texts);
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${tones[pillar]} ${className}`}>
      {pillars[pillar]}
    </span>
  );
}
