import { Link } from "wouter";
import { legalTypes, paths } from "@shared/paths";
import { isLegalType } from "./legal-types";
import { LegalDocument } from "@/features/legal/components/legal-document";
import { texts } from "@/features/legal/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";

/** /legal/{type} (specification §2): the privacy policy, the terms of use or the cookie policy. */
export default function LegalPage({ params }: { params: { type?: string } }) {
  const { t } = useI18n();
  const text = useTexts(texts);
  if (!isLegalType(params.type)) {
    // The server answers 404 for an unknown type (routes.tsx).
    return (
      <section className="container-page flex max-w-2xl flex-col items-center py-20 text-center">
        <h1 className="text-3xl font-bold text-brand">{t.pages.legalNotFound.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{text.notFoundText}</p>
        <ul className="mt-4 space-y-1">
          {legalTypes.map((type) => (
            <li key={type}>
              <Link href={paths.legal(type)} className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2">
                {t.pages.legalTypes[type]}
              </Link>
            </li>
          ))}
        </ul>
        <Link href={paths.home} className="btn btn-primary mt-8">
          {t.common.backToHome}
        </Link>
      </section>
    );
  }
  return <LegalDocument type={params.type} />;
}
