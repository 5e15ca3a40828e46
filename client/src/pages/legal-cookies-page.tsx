import { LegalDocument } from "@/features/legal/components/legal-document";
import { texts } from "@/features/legal/cookies/texts";

/** /legal/cookies (docs/rules.md R28): the cookie policy, in its own chunk (it carries only its own text). */
export default function LegalCookiesPage() {
  return <LegalDocument type="cookies" texts={texts} />;
}
