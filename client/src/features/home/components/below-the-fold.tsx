import { ClosingCta } from "./closing-cta";
import { ImpactBand } from "./impact-band";
import { PillarsSection } from "./pillars-section";
import { ProgramCards } from "./program-cards";
import { WhySection } from "./why-section";

/** Everything of the home page under its hero: plain content and links. */
export function HomeBelowTheFold() {
  return (
    <>
      <PillarsSection />
      <WhySection />
      <ProgramCards />
      <ImpactBand />
      <ClosingCta />
    </>
  );
}
