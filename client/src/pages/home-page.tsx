import { ClosingCta } from "@/features/home/components/closing-cta";
import { HomeHero } from "@/features/home/components/home-hero";
import { ImpactBand } from "@/features/home/components/impact-band";
import { PillarsSection } from "@/features/home/components/pillars-section";
import { ProgramCards } from "@/features/home/components/program-cards";
import { WhySection } from "@/features/home/components/why-section";

/** / (specification §2): hero, pillars, why us, programs, impact, call to action. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <PillarsSection />
      <WhySection />
      <ProgramCards />
      <ImpactBand />
      <ClosingCta />
    </>
  );
}
