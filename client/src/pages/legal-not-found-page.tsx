import { Link } from "wouter";
import { legalTypes, paths } from "@shared/paths";
import { texts } from "@/features/legal/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";

/**
 * /legal/{type} for a type that is not one of the three documents ('Legal Document Not Found',
 * answered with 404: docs/rules.md R30). The documents have their own pages (legal-{privacy,terms,cookies}-page.tsx).
 */
export default function LegalNotFoundPage() {
  const { t } = useI18n();
  const text = useTexts(texts);
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
