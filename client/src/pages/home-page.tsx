import { HomeHero } from "@/features/home/components/home-hero";
import { visibleIsland } from "@/lib/island";

/**
 * What lies under the hero is rendered by the server and only hydrated once scrolled to: a slow
 * phone has less to do while the page first shows (its links work as plain links meanwhile).
 */
const HomeBelowTheFold = visibleIsland<object>("home-below-the-fold", () =>
  import("@/features/home/components/below-the-fold").then((m) => ({ default: m.HomeBelowTheFold })),
);

/** / (docs/rules.md R28): hero, pillars, why us, programs, impact, call to action. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeBelowTheFold />
    </>
  );
}
