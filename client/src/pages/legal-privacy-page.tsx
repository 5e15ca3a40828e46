import { LegalDocument } from "@/features/legal/components/legal-document";
import { texts } from "@/features/legal/privacy/texts";

/** /legal/privacy (specification §2): the privacy policy, in its own chunk (it carries only its own text). */
export default function LegalPrivacyPage() {
  return <LegalDocument type="privacy" texts={texts} />;
}
