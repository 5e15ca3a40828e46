import { paths } from "@shared/paths";
import { CtaBand } from "@/components/ui/cta-band";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** The closing call to action: join the community, make a donation. */
export function ClosingCta() {
  const text = useTexts(texts).cta;
  return (
    <CtaBand
      id="cta-title"
      tone="accent"
      title={text.title}
      text={text.text}
      primary={{ href: paths.join, label: text.join }}
      secondary={{ href: paths.donate, label: text.donate }}
    />
  );
}
