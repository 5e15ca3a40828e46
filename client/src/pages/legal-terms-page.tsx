import { LegalDocument } from "@/features/legal/components/legal-document";
import { texts } from "@/features/legal/terms/texts";

/** /legal/terms (docs/rules.md R28): the terms of use, in its own chunk (it carries only its own text). */
export default function LegalTermsPage() {
  return <LegalDocument type="terms" texts={texts} />;
}
