import { Link } from "wouter";
import { pillars, type Pillar } from "@shared/domain";
import { paths } from "@shared/paths";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/**
 * The pillar filter as links (`/programs?pillar=tvet`): the server renders the filtered list,
 * and a filtered list can be shared. The active choice carries aria-current.
 */
export function PillarFilter({ active }: { active: Pillar | undefined }) {
  const text = useTexts(texts);
  const options: { pillar: Pillar | undefined; label: string }[] = [
    { pillar: undefined, label: text.filter.all },
    ...pillars.map((pillar) => ({ pillar, label: text.pillars[pillar] })),
  ];
  return (
    <nav aria-label={text.filter.label}>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ pillar, label }) => {
          const current = pillar === active;
          return (
            <li key={pillar ?? "all"}>
              <Link
                href={paths.programs.list(pillar)}
                aria-current={current ? "true" : undefined}
                className={`btn rounded-full ${current ? "btn-primary" : "btn-outline"}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
