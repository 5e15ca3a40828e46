import { paths } from "@shared/paths";
import { CtaBand } from "@/components/ui/cta-band";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** The closing band of /research: research partnerships, both buttons lead to the contact form. */
export function ResearchPartnerBand() {
  const text = useTexts(texts).partner;
  return (
    <CtaBand
      id="research-partner-title"
      title={text.title}
      text={text.text}
      primary={{ href: `${paths.contact}?subject=${encodeURIComponent(text.partnerSubject)}`, label: text.partner }}
      secondary={{ href: paths.contact, label: text.contact }}
    />
  );
}
