import { LegalDocument } from "@/features/legal/components/legal-document";
import { texts } from "@/features/legal/privacy/texts";

/** /legal/privacy (docs/rules.md R28): the privacy policy, in its own chunk (it carries only its own text). */
export default function LegalPrivacyPage() {
  return <LegalDocument type="privacy" texts={texts} />;
}
